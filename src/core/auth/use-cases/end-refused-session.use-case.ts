import { type TokenStore } from '../ports/token-store.port';

/**
 * Whether a refusal means the shop has forgotten the session whose token the request carried (its kind is
 * `SessionEnded`: the token expired, was revoked, or its session ended elsewhere). A wrong password is not.
 */
export function isRefusedSession(refused: { readonly kind: string }): boolean {
  return refused.kind === 'SessionEnded';
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
