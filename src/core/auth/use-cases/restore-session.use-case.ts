import { type User } from '../domain/user';
import { type AuthGateway } from '../ports/auth-gateway.port';
import { type TokenStore } from '../ports/token-store.port';

/** After a reload: the user of the kept bearer token, or nobody (a token the server no longer knows is forgotten). */
export class RestoreSession {
  constructor(private readonly deps: { auth: Pick<AuthGateway, 'currentUser'>; tokens: TokenStore }) {}

  /** The logged-in user, or undefined when there is no valid session. */
  async execute(): Promise<User | undefined> {
    const token = this.deps.tokens.get();
    if (!token) return undefined;
    const user = await this.deps.auth.currentUser(token);
    if (user.ok) return user.value;
    if (user.error.kind === 'SessionEnded' || user.error.kind === 'NotLoggedIn') this.deps.tokens.clear();
    return undefined;
  }
}
