import { type TokenStore } from '../../core/auth';

/** The bearer token of this page's session, held in memory (nothing but the booking persists). */
export class MemoryTokenStore implements TokenStore {
  private token: string | undefined;

  get(): string | undefined {
    return this.token;
  }

  set(token: string): void {
    this.token = token;
  }

  clear(): void {
    this.token = undefined;
  }
}
