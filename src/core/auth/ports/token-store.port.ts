/** Holds the bearer token of the logged-in user for the HTTP client (the browser keeps it in session storage). */
export interface TokenStore {
  /** The current bearer token, if logged in. */
  get(): string | undefined;
  /** Keeps a token after login. */
  set(token: string): void;
  /** Forgets the token at logout. */
  clear(): void;
}
