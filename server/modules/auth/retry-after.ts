/** Exports: `withRetryAfter(reply, work)`: runs `work`; a 429 it throws carries the Retry-After header of its wait. */
import type { FastifyReply } from 'fastify';
import { isApiError } from '../../http/errors';

/** A 429 carries Retry-After. */
export async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const wait = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
    if (isApiError(error) && error.status === 429 && wait) reply.header('retry-after', String(wait));
    throw error;
  }
}
