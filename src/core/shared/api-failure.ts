/**
 * What an answer of the shop server that is not a success means to the core. Every gateway maps the server's
 * `{ error: { code, message } }` answers to one of these kinds; faults (network down, 5xx) throw instead.
 */
export type ApiFailureKind =
  | 'Invalid' // 400 and 422: bad input, `field` names the input when the server knows it
  | 'Unauthorized' // 401
  | 'Forbidden' // 403
  | 'NotFound' // 404
  | 'NotAcceptable' // 406 (e-mail already taken)
  | 'Conflict' // 409 (no availability, idempotency clash…)
  | 'Gone' // 410 (expired hold or token)
  | 'RateLimited'; // 429

export interface ApiFailure {
  readonly kind: ApiFailureKind;
  readonly status: number;
  /** The server's error code, e.g. `NO_AVAILABILITY`, `INVALID_WHERE`. */
  readonly code: string;
  readonly message: string;
  readonly field?: string;
}

const byStatus: Record<number, ApiFailureKind> = {
  400: 'Invalid', 401: 'Unauthorized', 403: 'Forbidden', 404: 'NotFound', 406: 'NotAcceptable',
  409: 'Conflict', 410: 'Gone', 422: 'Invalid', 429: 'RateLimited',
};

/** The failure kind of a 4xx status; undefined for statuses that are faults. */
export function failureKindOfStatus(status: number): ApiFailureKind | undefined {
  return byStatus[status];
}
