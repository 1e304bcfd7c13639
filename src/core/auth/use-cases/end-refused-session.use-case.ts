import { type ApiFailure } from '../../shared/api-failure';
import { type TokenStore } from '../ports/token-store.port';

/** The server's codes for a bearer token it does not know (expired, revoked, or its session ended elsewhere). */
const REFUSED_TOKEN_CODES: ReadonlySet<string> = new Set(['INVALID_TOKEN', 'AUTH_REQUIRED']);

/**
 * Whether a failure means the server has forgotten the session whose token the request carried: a 401
 * `INVALID_TOKEN` (booking calls) or `AUTH_REQUIRED` (account calls). A wrong password (401 `WRONG_PASSWORD`) is not.
 */
export function isRefusedSession(failure: Pick<ApiFailure, 'status' | 'code'>): boolean {
  return failure.status === 401 && REFUSED_TOKEN_CODES.has(failure.code);
}

/** Told once when the logged-in session ends because the server refused its token (the UI says so). */
export interface SessionEndedListener {
  sessionEnded(): void;
}

/**
 * The one "your session ended" handler for every call: when the server refuses the token a request carried, and it
 * is still the session's token, the token is forgotten and the listener told, once. Later refusals of the same
 * (already forgotten) token, and refusals of a token that was replaced by a new login, change nothing.
 */
export class EndRefusedSession {
  constructor(private readonly deps: { tokens: TokenStore; listener: SessionEndedListener }) {}

  /** Answers whether this refusal ended the session. */
  execute(refusedToken: string): boolean {
    if (!refusedToken || this.deps.tokens.get() !== refusedToken) return false;
    this.deps.tokens.clear();
    this.deps.listener.sessionEnded();
    return true;
  }
}
