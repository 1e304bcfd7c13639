/**
 * Exports: `loggerOptions(level, stream?)`, `REDACTED_PATHS`, `describeError(error)`.
 * What the server logs never holds a password, a password hash, a token or a card field:
 * - pino's `redact` censors those keys (request headers, and the keys at the top level or one level down of anything
 *   logged), as a safety net;
 * - errors are logged through `describeError`, which keeps the error's name, SQLSTATE or Fastify code, a message cut
 *   before any query parameters (a drizzle "Failed query" message lists every parameter of the statement, a new
 *   user's argon2 hash among them) and the stack frames, for the error and up to two causes; never the error's other
 *   properties (`params`, `query`, a request body) that pino's default serializer would copy.
 */
import type { Writable } from 'node:stream';
import type { LogLevel } from '../config';

const SECRET_KEYS = [
  'password', 'newPassword', 'currentPassword', 'passwordHash', 'password_hash', 'hash',
  'token', 'order_token', 'orderToken', 'access_token', 'accessToken', 'refresh_token', 'refreshToken', 'resetToken', 'activationToken', 'secret',
  'authorization', 'cookie', 'card', 'cardNumber', 'pan', 'cvv', 'cvc', 'cvv2', 'expiry', 'params',
];

export const REDACTED_PATHS: readonly string[] = [
  'req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]', 'req.headers["x-order-token"]', 'headers["x-order-token"]', 'res.headers["set-cookie"]',
  'headers.authorization', 'headers.cookie',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
];

export interface LoggerOptions {
  level: LogLevel;
  redact: { paths: string[]; censor: string };
  serializers: { err: (error: unknown) => ErrorDescription };
  stream?: Writable;
}

/**
 * Fastify's `logger` option: the level, the redaction, `describeError` for every logged `err` (Fastify's own lines
 * and every `log.error({ err })` of the modules) and (tests) the stream the lines go to.
 */
export function loggerOptions(level: LogLevel, stream?: Writable): LoggerOptions {
  return {
    level,
    redact: { paths: [...REDACTED_PATHS], censor: '[redacted]' },
    serializers: { err: (error: unknown) => describeError(error) },
    ...(stream ? { stream } : {}),
  };
}

export interface ErrorDescription {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: string;
  /** The stack frames ('' when there are none). */
  stack: string;
  cause?: ErrorDescription;
}

const MAX_MESSAGE = 500;

/**
 * An error's message without what it may carry of the request: drizzle's list of query parameters, the values
 * PostgreSQL quotes (`invalid input syntax for type integer: "…"`, `Key (email)=(…)`), argon2 hashes; at most 500
 * characters (cut first, so the replacements below only ever see short text).
 */
function sanitise(message: string): string {
  let text = message;
  const params = text.search(/\n\s*params:/i);
  if (params >= 0) text = text.slice(0, params);
  if (text.length > MAX_MESSAGE) text = `${text.slice(0, MAX_MESSAGE)}…`;
  return text
    .replace(/: "[^"]*"?/g, ': "[redacted]"')
    .replace(/\)=\([^)]*\)?/g, ')=([redacted])')
    .replace(/\$argon2[^\s,"']*/g, '[redacted]');
}

/** The stack frames only (the stack's first lines repeat the message). */
function frames(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack.split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 12).join('\n');
}

/** What may be logged of an error (see the file's comment). */
export function describeError(error: unknown, depth = 0): ErrorDescription {
  if (!(error instanceof Error)) return { type: typeof error, message: sanitise(String(error)), stack: '' };
  const code = (error as { code?: unknown }).code;
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.name,
    message: sanitise(error.message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code: String(code).slice(0, 40) } : {}),
    stack: frames(error.stack),
    ...(cause !== undefined && depth < 2 ? { cause: describeError(cause, depth + 1) } : {}),
  };
}
