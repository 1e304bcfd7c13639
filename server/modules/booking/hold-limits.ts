/**
 * Limits on holds (optional-booking, extend-hold) per client, so that nobody can take a sailing's places from
 * everyone else by holding them (issue 13, finding 5: 34 requests in 370 ms held 680 of 690 deck places).
 *
 * - The client: a logged-in caller by user id (`user:<id>`), a guest by the address the request came from
 *   (`request.ip`, which trusts X-Forwarded-For only from loopback), kept as a keyed hash (`ip:<hmac>`), never as
 *   the address itself.
 * - Rate: holds (and extensions) a minute and an hour (HOLD_RATE_PER_MINUTE 10, HOLD_RATE_PER_HOUR 60), counted in
 *   the database (`hitRateLimit`, shared by every server instance) per client address and, when logged in, per user
 *   as well; a reseller is counted by its user only, with six and ten times the rates (an agency's staff share one
 *   address). 429 `TOO_MANY_HOLDS`.
 * - Places held at once: the party sizes of the client's unpaid holds that have not run out (an order's party is
 *   its largest trip: passengers, vehicles, trailers and pets) may not pass the client's cap: HOLD_PLACES (30) for a
 *   guest's address, twice that for a logged-in user, ten times for a reseller. A booking's largest party
 *   (BOOKING_LIMITS: 10 passengers, 4 vehicles, 4 trailers, 5 pets = 23) fits a guest's cap. Checked inside the
 *   hold's transaction after a per-client advisory lock, so parallel holds of one client are counted one after
 *   the other and cannot pass the cap together. 429 `HOLD_LIMIT`.
 * Both answer `Retry-After` (seconds) and change nothing else.
 */
import crypto from 'node:crypto';
import { and, eq, gt, inArray, min, sql, sum } from 'drizzle-orm';
import type { PricingRequest } from '../../../src/contract/index';
import type { Db } from '../../database/connect';
import { bookingOrders } from '../../database/schema/booking';
import { ApiError, isApiError } from '../../http/errors';
import { hitRateLimit } from '../../http/rate-limit';
import type { Caller } from './identity';
import type { Executor } from './sql';

export type HolderKind = 'guest' | 'user' | 'reseller';
export interface HoldLimits { readonly perMinute: number; readonly perHour: number; readonly places: number }

/** How many times a guest's limits each kind of client gets: [places, rate per minute, rate per hour]. */
const SCALE: Readonly<Record<HolderKind, readonly [places: number, perMinute: number, perHour: number]>> = {
  guest: [1, 1, 1], user: [2, 1, 1], reseller: [10, 6, 10],
};
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A 429 whose answer carries `Retry-After`. */
export class RetryLaterError extends ApiError {
  constructor(code: 'TOO_MANY_HOLDS' | 'HOLD_LIMIT' | 'TOO_MANY_SEARCHES', message: string, readonly retryAfterSeconds: number) {
    super(429, code, message);
  }
}

/** The keyed hash a client's address is counted under (`ip:<hmac>`), never the address itself. */
export function addressKey(ip: string, secret: string): string {
  return `ip:${crypto.createHmac('sha256', `holder-key:${secret}`).update(ip || 'unknown').digest('base64url').slice(0, 22)}`;
}

export interface Holder {
  readonly kind: HolderKind;
  /** Stored on the order (`holder_key`): `user:<id>` or `ip:<keyed hash of the address>`. */
  readonly key: string;
  /** Rate-limit keys: the address's (but for resellers), the user's when logged in. */
  readonly rateKeys: readonly string[];
  /** Places the client may hold at once. */
  readonly cap: number;
  readonly perMinute: number;
  readonly perHour: number;
}

/** The client a hold is counted for. `secret` keys the address hash (the server's payment secret). */
export function holderOf(caller: Caller | null, ip: string, secret: string, limits: HoldLimits): Holder {
  const address = addressKey(ip, secret);
  const kind: HolderKind = !caller ? 'guest' : caller.reseller ? 'reseller' : 'user';
  const user = caller ? `user:${caller.userId}` : undefined;
  const [places, perMinute, perHour] = SCALE[kind];
  return {
    kind, key: user ?? address, rateKeys: kind === 'reseller' ? [user as string] : user ? [address, user] : [address],
    cap: limits.places * places, perMinute: limits.perMinute * perMinute, perHour: limits.perHour * perHour,
  };
}

function tooManyHolds(until: number, now: Date): RetryLaterError {
  const wait = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  return new RetryLaterError('TOO_MANY_HOLDS', `Too many bookings held from this connection; try again in ${wait} s`, wait);
}

const REFUSED_KEYS_MAX = 10_000;

/** A client's rate limit: the keys it is counted under and its limits a minute and an hour. */
export interface ClientRateLimits {
  readonly rateKeys: readonly string[];
  readonly perMinute: number;
  readonly perHour: number;
}

/**
 * A per-client rate of one server, counted in the database under `<prefix>:min|hour:<key>`: `hit(client, now)`
 * counts one call for each of the client's keys and throws `refuse(until, now)` when a window's limit is passed.
 * Keys it has refused are remembered until the end of their window, so a flood is refused without a database write
 * (the counters in the database stay the truth shared by instances).
 */
export function clientRate(
  db: Db, prefix: string, refuse: (until: number, now: Date) => RetryLaterError,
): { hit(client: ClientRateLimits, now: Date): Promise<void> } {
  const refusedUntil = new Map<string, number>();
  return {
    async hit(client, now) {
      const windows = [['min', MINUTE, client.perMinute], ['hour', HOUR, client.perHour]] as const;
      for (const key of client.rateKeys) {
        for (const [name] of windows) {
          const until = refusedUntil.get(`${name}:${key}`);
          if (until !== undefined && until > now.getTime()) throw refuse(until, now);
        }
      }
      for (const key of client.rateKeys) {
        for (const [name, windowMs, limit] of windows) {
          try {
            await hitRateLimit(db, { key: `${prefix}:${name}:${key}`, limit, windowMs, now });
          } catch (error) {
            if (!isApiError(error) || error.status !== 429) throw error;
            const until = Math.floor(now.getTime() / windowMs) * windowMs + windowMs;
            if (refusedUntil.size >= REFUSED_KEYS_MAX) {
              for (const [k, t] of refusedUntil) if (t <= now.getTime()) refusedUntil.delete(k);
              if (refusedUntil.size >= REFUSED_KEYS_MAX) refusedUntil.clear();
            }
            refusedUntil.set(`${name}:${key}`, until);
            throw refuse(until, now);
          }
        }
      }
    },
  };
}

/**
 * The hold rate of one server: `hit(holder, now)` counts one hold (or extension) for the client and throws 429
 * TOO_MANY_HOLDS when a window's limit is passed (`clientRate`).
 */
export function holdRate(db: Db): { hit(holder: Holder, now: Date): Promise<void> } {
  return clientRate(db, 'hold', tooManyHolds);
}

/** The party size of a booking request: its largest trip's passengers, vehicles, trailers and pets. */
export function partySize(request: PricingRequest): number {
  return Math.max(...request.trips.map((t) => t.passengers.length + (t.vehicles?.length ?? 0) + (t.trailers?.length ?? 0) + (t.Pets?.length ?? 0)));
}

/**
 * Inside a hold's transaction: waits for the client's other holds in flight (advisory lock, released at commit or
 * rollback), then refuses with 429 HOLD_LIMIT when the client's places held at once plus `adding` pass its cap.
 * `except` leaves one order out of the count (an extension counts its own order once).
 */
export async function checkHoldCap(tx: Executor, holder: Holder, adding: number, now: Date, except?: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`hold:${holder.key}`}))`);
  const [held] = await tx.select({ places: sum(bookingOrders.heldPlaces), until: min(bookingOrders.holdExpiresAt) }).from(bookingOrders)
    .where(and(
      eq(bookingOrders.holderKey, holder.key), inArray(bookingOrders.status, ['holding', 'held', 'pending_payment']), eq(bookingOrders.paid, false),
      gt(bookingOrders.holdExpiresAt, now), except === undefined ? undefined : sql`${bookingOrders.id} <> ${except}`,
    ));
  const places = Number(held?.places ?? 0);
  if (places + adding <= holder.cap) return;
  const until = held?.until ? new Date(held.until).getTime() : now.getTime() + MINUTE;
  const wait = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  throw new RetryLaterError('HOLD_LIMIT',
    `This connection already holds ${places} places of unpaid bookings, and at most ${holder.cap} may be held at once; complete or cancel a booking, or try again in ${Math.ceil(wait / 60)} min`,
    wait);
}
