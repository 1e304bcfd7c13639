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
  ) {
    super(message);
  }

  toJSON(): { error: { code: string; message: string; field?: string } } {
    return { error: { code: this.code, message: this.message, ...(this.field ? { field: this.field } : {}) } };
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Validates `value` against `struct`; returns the (coerced) value or throws a 400 naming the failing field. */
export function parse<T, S>(struct: Struct<T, S>, value: unknown, code = 'INVALID_INPUT'): T {
  const [error, result] = validate(value, struct, { coerce: true });
  if (!error) return result;
  const failure = error.failures()[0] ?? error;
  const field = failure.path.map(String).join('.') || undefined;
  const detail =
    failure.value === undefined && failure.type !== 'never'
      ? 'is required'
      : failure.type === 'never'
        ? 'is not allowed'
        : failure.message.replace(/^Expected/, 'expected');
  const message = field ? `${field} ${detail}` : failure.message;
  throw new ApiError(400, code, message, field);
}
