/**
 * `Idempotency-Key`: the first successful answer to a key is stored with a hash of the request; a replay with the
 * same body gets that answer back and changes nothing, the same key with another body is refused (422), and a
 * replay while the first request is still running gets a 409. A refused request (4xx) or a fault leaves no key
 * behind: a refusal changes nothing in the database (issue 13; anonymous callers could otherwise fill the table with
 * refusals), and a retry with the same key runs again, which is safe because the refusal changed nothing.
 * Keys live in the database, so every shop server behind a load balancer sees them.
 */
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../database/connect';
import { idempotencyKeys } from '../../database/schema/booking';
import { ApiError } from '../../http/errors';

export interface Answer { readonly status: number; readonly body: unknown }

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !/^[A-Za-z0-9_.:-]{8,128}$/.test(key)) {
    throw new ApiError(400, 'INVALID_IDEMPOTENCY_KEY', 'Idempotency-Key must be 8 to 128 letters, digits or -_.:', 'Idempotency-Key');
  }
  return key;
}

/** Runs `work` once per (scope, key); without a key it just runs it. */
export async function idempotent(db: Db, scope: string, key: string | undefined, request: unknown, work: () => Promise<Answer>): Promise<Answer> {
  if (!key) return work();
  const requestHash = crypto.createHash('sha256').update(stable(request)).digest('hex');
  const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  const inserted = await db.insert(idempotencyKeys).values({ scope, key, requestHash }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  if (inserted.length === 0) {
    const [row] = await db.select().from(idempotencyKeys).where(where).limit(1);
    if (!row) throw new ApiError(409, 'IDEMPOTENCY_IN_PROGRESS', 'A request with this Idempotency-Key is being processed; retry shortly');
    if (row.requestHash !== requestHash) {
      throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used with a different request', 'Idempotency-Key');
    }
    if (row.statusCode === null) throw new ApiError(409, 'IDEMPOTENCY_IN_PROGRESS', 'A request with this Idempotency-Key is being processed; retry shortly');
    return { status: row.statusCode, body: row.response };
  }
  let answer: Answer;
  try {
    answer = await work();
  } catch (error) {
    await db.delete(idempotencyKeys).where(where);
    throw error;
  }
  await db.update(idempotencyKeys).set({ statusCode: answer.status, response: answer.body }).where(where);
  return answer;
}
