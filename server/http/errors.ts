/**
 * Exports: `ApiError(status, code, message, field?)`, `parse(struct, value, code?)`, `isApiError(value)`.
 * Throw an `ApiError` anywhere in a route; the app's error handler answers
 * `{ "error": { "code", "message", "field"? } }` with its status. `parse` validates (and coerces, so superstruct
 * `defaulted`/`coerce` structs apply) and throws a 400 `INVALID_INPUT` naming the first failing field.
 */
import { validate, type Struct } from 'superstruct';

export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** More of the answer, beside code and message (e.g. insert-booking's `not_applied`). */
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }

  toJSON(): { error: { code: string; message: string; field?: string } } {
    return { error: { ...this.extra, code: this.code, message: this.message, ...(this.field ? { field: this.field } : {}) } };
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Longest failure message an answer repeats (superstruct's messages quote the received value, which may be 1 MB). */
const MAX_DETAIL = 200;

/**
 * Validates `value` against `struct`; returns the (coerced) value or throws a 400 naming the first failing field.
 * Only the first failure is computed: superstruct yields failures lazily, and `error.failures()` would run every
 * remaining validator of the value (a hostile body's other fields) before answering.
 * superstruct writes the received value into its failure message with a template string, which throws for a value
 * that cannot become text (an object with its own `toString` key, from JSON like `{"toString":1}`): such input is a
 * 400 too, never a 500.
 */
export function parse<T, S>(struct: Struct<T, S>, value: unknown, code = 'INVALID_INPUT'): T {
  const [error, result] = validateOrRefuse(struct, value, code);
  if (!error) return result;
  const path = error.path.map(String);
  const field = path.join('.') || undefined;
  const prefix = path.length > 0 ? `At path: ${path.join('.')} -- ` : '';
  const own = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
  const detail =
    error.value === undefined && error.type !== 'never'
      ? 'is required'
      : error.type === 'never'
        ? 'is not allowed'
        : own.replace(/^Expected/, 'expected');
  const short = (text: string) => (text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL)}…` : text);
  const message = field ? `${field} ${short(detail)}` : short(own);
  throw new ApiError(400, code, message, field);
}

function validateOrRefuse<T, S>(struct: Struct<T, S>, value: unknown, code: string): ReturnType<typeof validate<T, S>> {
  try {
    return validate(value, struct, { coerce: true });
  } catch {
    throw new ApiError(400, code, 'The input holds a value that cannot be checked (one that cannot be read as text, or nested too deep)');
  }
}
