/**
 * Who may act on an order (issue 13, finding 4: the order code alone opens nothing).
 * - A user's order: only that user's bearer token.
 * - A guest order: only one of its order access tokens, sent in the `X-Order-Token` header (never in a URL the
 *   server sees, never logged). A token is 32 random bytes, base64url (256 bits); the database keeps only its
 *   SHA-256. An order has several: the booking browser's (answered once by optional-booking), one per reservation
 *   e-mail link, one per proven "manage booking" pair (`POST /booking/order-access`: the code with the leader's
 *   e-mail or last name, throttled per client and per code).
 * Anyone else is answered the 404 ORDER_NOT_FOUND of an unknown code. Hashes are compared in constant time.
 */
import crypto from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { BookingQuery } from '../../../src/contract/index';
import type { Db } from '../../database/connect';
import { orderAccessTokens, type ORDER_TOKEN_PURPOSES } from '../../database/schema/booking';
import { ApiError, parse } from '../../http/errors';
import { checkUserId, identify, type Caller } from './identity';
import type { OrderRow, StoredPricing } from './reservation';
import type { Executor } from './sql';

export const ORDER_TOKEN_HEADER = 'x-order-token';
export type OrderTokenPurpose = (typeof ORDER_TOKEN_PURPOSES)[number];

/** What a request brings to prove it may act on an order: its caller (bearer token) and an order token. */
export interface OrderAccess {
  readonly caller: Caller | null;
  readonly token: string | undefined;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 24 * 60 * 60_000;
/** How long after the last departure the browser's and the e-mail's tokens keep working (for the refund, the tickets). */
export const ORDER_TOKEN_AFTER_TRIP_MS = 60 * DAY_MS;
/** A proven "manage booking" pair opens the order for a day (the traveller proves it again after). */
export const MANAGE_TOKEN_MS = DAY_MS;

export const hashOrderToken = (token: string): string => crypto.createHash('sha256').update(token, 'utf8').digest('hex');

/** The order token of a request: the `X-Order-Token` header when it has the shape of one, else none. */
export function readOrderToken(request: FastifyRequest): string | undefined {
  const value = request.headers[ORDER_TOKEN_HEADER];
  return typeof value === 'string' && TOKEN_SHAPE.test(value) ? value : undefined;
}

/**
 * What a request on one order brings (`OrderAccess`): its caller from the bearer token (a `user_id` query that is not
 * the caller's is refused, as everywhere) and its `X-Order-Token`. Every route that acts on an order opens it with this
 * and `booking.load(code, access)`, which answers 404 ORDER_NOT_FOUND to anyone who may not act on it (`mayAct`).
 */
export async function orderAccessOf(db: Db, request: FastifyRequest, now: Date): Promise<OrderAccess> {
  const query = parse(BookingQuery, request.query ?? {});
  const caller = await identify(db, request, now);
  checkUserId(caller, query.user_id);
  return { caller, token: readOrderToken(request) };
}

/** When the browser's and the e-mail's tokens of an order stop working: 60 days after its last departure. */
export function orderTokenExpiry(row: Pick<OrderRow, 'pricing'>, now: Date): Date {
  const departures = (row.pricing as StoredPricing).info.map((t) => t.departureMs);
  const last = Math.max(now.getTime(), ...departures.filter(Number.isFinite));
  return new Date(last + ORDER_TOKEN_AFTER_TRIP_MS);
}

/** Makes a new token for an order and keeps its hash; expired tokens of the order are dropped on the way. */
export async function mintOrderToken(ex: Executor, orderId: number, purpose: OrderTokenPurpose, expiresAt: Date, now: Date): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await ex.delete(orderAccessTokens).where(and(eq(orderAccessTokens.orderId, orderId), lt(orderAccessTokens.expiresAt, now)));
  await ex.insert(orderAccessTokens).values({ orderId, tokenHash: hashOrderToken(token), purpose, createdAt: now, expiresAt });
  return token;
}

const NO_HASH = Buffer.alloc(32);

/**
 * Whether the request may act on the order: its owner's bearer token for a user's order, one of the order's
 * unexpired tokens for a guest order. Every stored hash of the order is compared, in constant time.
 */
export async function mayAct(ex: Executor, row: Pick<OrderRow, 'id' | 'userId'> | undefined, access: OrderAccess, now: Date): Promise<boolean> {
  if (row && row.userId !== null) return access.caller !== null && access.caller.userId === row.userId;
  const stored = await ex.select({ tokenHash: orderAccessTokens.tokenHash, expiresAt: orderAccessTokens.expiresAt })
    .from(orderAccessTokens).where(eq(orderAccessTokens.orderId, row?.id ?? -1));
  const given = access.token ? Buffer.from(hashOrderToken(access.token), 'hex') : NO_HASH;
  let found = false;
  for (const s of stored) {
    const same = crypto.timingSafeEqual(Buffer.from(s.tokenHash, 'hex'), given);
    if (same && s.expiresAt > now && access.token) found = true;
  }
  return row !== undefined && found;
}

/** The answer to anyone who may not act on an order: the same as for a code that does not exist. */
export const orderNotFound = (orderCode: string) => new ApiError(404, 'ORDER_NOT_FOUND', `No order ${orderCode}`, 'order_code');

/**
 * A name or e-mail as a traveller may type it: trimmed, spaces collapsed, lower case, without accents (Greek tonos
 * too), final sigma as sigma. `ΠΑΠΑΔΟΠΟΎΛΟΥ`, `Παπαδοπούλου` and ` παπαδοπουλου ` are the same last name.
 */
export function foldName(value: string): string {
  return value.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().replace(/ς/g, 'σ').replace(/\s+/g, ' ').trim();
}

/** Whether a typed text is, folded, the stored one (never when it folds to nothing), in a time that does not depend on where they differ. */
export function sameFolded(given: string, stored: string): boolean {
  const digest = (s: string) => crypto.createHash('sha256').update(foldName(s), 'utf8').digest();
  const same = crypto.timingSafeEqual(digest(given), digest(stored));
  return same && foldName(given) !== '';
}
