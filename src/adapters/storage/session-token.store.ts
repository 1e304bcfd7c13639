import { type TokenStore } from '../../core/auth';
import { type SessionStore } from '../../core/shared/session-store.port';

/** The session-store key of the bearer token. */
export const SESSION_TOKEN_KEY = 'auth.token';

/**
 * The bearer token kept in the tab's session store, so a reload stays logged in and closing the tab logs out
 * (sessionStorage in the browser, memory in Node and tests).
 */
export class SessionTokenStore implements TokenStore {
  constructor(private readonly store: SessionStore) {}

  get(): string | undefined {
    return this.store.read(SESSION_TOKEN_KEY) || undefined;
  }

  set(token: string): void {
    this.store.write(SESSION_TOKEN_KEY, token);
  }

  clear(): void {
    this.store.remove(SESSION_TOKEN_KEY);
  }
}
