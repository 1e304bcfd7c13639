import { type Result, err } from '../../core/shared/result';
import { type CommonRefusalKind, type InvalidInput, type Refusal, type RefusalKind, invalidInput, refusal } from '../../core/shared/refusal';

/**
 * A refused HTTP call as the shop server answered it: status, the server's error code (`{ error: { code, message,
 * field } }`), whether the request carried a bearer token, and the Retry-After of a 429. Only the HTTP adapters see
 * it: each gateway's mapper (`*.mappers.ts`) turns it into its port's refusal in the shop's words.
 */
export interface HttpFailure {
  readonly status: number;
  /** The server's error code, e.g. `WRONG_CREDENTIALS`, `INVALID_WHERE`. */
  readonly code: string;
  readonly message: string;
  readonly field?: string;
  /** The request carried a bearer token (the session's or a link's). */
  readonly tokenSent?: boolean;
  /** Seconds to wait, from the Retry-After header of a 429. */
  readonly retryAfter?: number;
  /** The rest of the server's error object, beside code, message and field (e.g. insert-booking's `not_applied`). */
  readonly extra?: Readonly<Record<string, unknown>>;
}

/** The statuses the shop answers a refusal with; any other status is a fault (thrown by the client). */
const REFUSAL_STATUSES: ReadonlySet<number> = new Set([400, 401, 403, 404, 406, 409, 410, 422, 429]);

export const isRefusalStatus = (status: number): boolean => REFUSAL_STATUSES.has(status);

/** The server's codes for a bearer token it does not know (expired, revoked, or its session ended elsewhere). */
const REFUSED_TOKEN_CODES: ReadonlySet<string> = new Set(['INVALID_TOKEN', 'AUTH_REQUIRED']);

/** A server code named in a port's words: a kind, or `Invalid` with its reason. */
export type NamedCode<K extends RefusalKind> =
  | { readonly kind: Exclude<K, 'Invalid'> }
  | { readonly kind: 'Invalid'; readonly reason: InvalidInput };

/**
 * A refused call in the shop's words: the port's own name for the server's code when its table has one, otherwise
 * the kind every port shares for the status (400/422 Invalid, 401 SessionEnded when a token was sent and the server
 * no longer knows it, else NotLoggedIn; 403 NotAllowed, 404 NotFound, 429 TooOften, anything else Refused).
 */
export function refusalOf<K extends RefusalKind>(failure: HttpFailure, byCode: Readonly<Record<string, NamedCode<K>>> = {}): Refusal<K | CommonRefusalKind> {
  const { status, code, message: detail, field } = failure;
  const named = Object.hasOwn(byCode, code) ? byCode[code] : undefined;
  const wait = failure.retryAfter !== undefined ? { retryAfter: failure.retryAfter } : {};
  if (named) {
    if (named.kind === 'Invalid') return invalidInput((named as { reason: InvalidInput }).reason, detail, field);
    const kind = named.kind as Exclude<K, 'Invalid'>;
    return { ...refusal(kind, detail, field), ...(kind === 'TooManyAttempts' || kind === 'TooOften' ? wait : {}) } as Refusal<K>;
  }
  switch (status) {
    case 400:
    case 422:
      return invalidInput('Input', detail, field);
    case 401:
      return refusal(failure.tokenSent && REFUSED_TOKEN_CODES.has(code) ? 'SessionEnded' : 'NotLoggedIn', detail, field);
    case 403: return refusal('NotAllowed', detail, field);
    case 404: return refusal('NotFound', detail, field);
    case 429: return { ...refusal('TooOften', detail, field), ...wait };
    default: return refusal('Refused', detail, field);
  }
}

/** An answer with its failure in the shop's words (the port's mapper). */
export function refusedWith<T, R>(answer: Result<T, HttpFailure>, mapper: (failure: HttpFailure) => R): Result<T, R> {
  return answer.ok ? answer : err(mapper(answer.error));
}
