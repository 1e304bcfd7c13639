import { type AuthGateway } from '../ports/auth-gateway.port';
import { type TokenStore } from '../ports/token-store.port';

/** Logs out: ends the server session when there is one and forgets the token either way. */
export class LogOut {
  constructor(private readonly deps: { auth: Pick<AuthGateway, 'logout'>; tokens: TokenStore }) {}

  /** Always succeeds for the visitor: a session the server no longer knows is ended all the same. */
  async execute(): Promise<void> {
    const token = this.deps.tokens.get();
    this.deps.tokens.clear();
    if (token) await this.deps.auth.logout(token);
  }
}
