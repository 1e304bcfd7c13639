/**
 * Exports: `errorHandler` (Fastify error handler) and `sendError(reply, status, code, message, field?)`.
 * Every failure answers `{ error: { code, message, field? } }`. Bad input is never a 500: Fastify's own 4xx
 * (malformed JSON, body too large, wrong content type), superstruct failures and database errors caused by a
 * value (bad number syntax, out of range, a NUL byte) are mapped to 4xx; only unknown faults are a logged 500.
 * Errors are logged through the logger's `err` serializer (server/http/logging.ts `describeError`): name, code, a
 * message without query parameters, stack frames; never the request body or the statement's parameters.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors';

export function sendError(reply: FastifyReply, status: number, code: string, message: string, field?: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send({ error: { code, message, ...(field ? { field } : {}) } });
}

const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_INPUT',
  FST_ERR_VALIDATION: 'INVALID_INPUT',
  FST_ERR_BAD_URL: 'BAD_URL',
  FST_ERR_ASYNC_CONSTRAINT: 'BAD_REQUEST',
};

/** PostgreSQL errors that a value sent by the client causes (SQLSTATE → status, code). */
const DATABASE_CODES: Record<string, [number, string]> = {
  '22P02': [400, 'INVALID_INPUT'], // invalid text representation
  '22003': [400, 'INVALID_INPUT'], // numeric value out of range
  '22007': [400, 'INVALID_INPUT'], // invalid datetime format
  '22008': [400, 'INVALID_INPUT'], // datetime field overflow
  '22001': [400, 'INVALID_INPUT'], // string too long
  '22021': [400, 'INVALID_INPUT'], // character not in repertoire (a NUL byte in text)
  '22P05': [400, 'INVALID_INPUT'], // untranslatable character (\u0000 in JSON)
  '54000': [400, 'INVALID_INPUT'], // program limit exceeded: a value too long for its index (a 300 KB key)
  '23505': [409, 'CONFLICT'], // unique violation
  '23503': [409, 'CONFLICT'], // foreign key: refers to a missing row, or a row others still refer to
};

function databaseCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ApiError) return reply.code(error.status).type('application/json; charset=utf-8').send(error.toJSON());
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = (fastifyError.code && FASTIFY_CODES[fastifyError.code]) ?? (status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST');
    // Fastify's messages may quote the request (a 414 repeats the whole URL): at most 200 characters of it.
    const message = error.message.length > 200 ? `${error.message.slice(0, 200)}…` : error.message;
    return sendError(reply, status, code, message);
  }
  const sqlState = databaseCode(error);
  const mapped = sqlState ? DATABASE_CODES[sqlState] : undefined;
  if (mapped) {
    request.log.warn({ err: error }, 'database rejected a value from the request');
    const message = sqlState === '23505' ? 'The record already exists'
      : sqlState === '23503' ? 'The record refers to a missing record, or others still refer to it'
      : sqlState === '54000' ? 'A value is too long'
      : 'A value has the wrong format';
    return sendError(reply, mapped[0], mapped[1], message);
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, 500, 'INTERNAL', 'Something went wrong on the server');
}
