/**
 * The rate of searches per client (`/booking/results`, `/booking/journeys`, `/booking/fare-calendar`): each request
 * is bounded, but a month of fares or a journey search computed cold costs tens of milliseconds of CPU, so one client
 * asking for many routes and months at once could load the server for everyone.
 *
 * - The client: the address the request came from (`request.ip`, which trusts X-Forwarded-For only from loopback; a
 *   page the server renders passes its visitor's address to its in-process calls, server/http/ssr.ts), counted as
 *   a keyed hash (`addressKey`), never as the address itself.
 * - Rate: SEARCH_RATE_PER_MINUTE (120) and SEARCH_RATE_PER_HOUR (2000) searches, counted in the database
 *   (`hitRateLimit`, shared by every server instance). A traveller's search asks for a few of them (the sailings,
 *   the journeys, a month or two of fares), far below either.
 * More answer 429 `TOO_MANY_SEARCHES` with `Retry-After` (seconds) before the search runs, and change nothing else.
 */
import type { Db } from '../../database/connect';
import { RetryLaterError, addressKey, clientRate } from './hold-limits';

export interface SearchLimits { readonly perMinute: number; readonly perHour: number }

function tooManySearches(until: number, now: Date): RetryLaterError {
  const wait = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  return new RetryLaterError('TOO_MANY_SEARCHES', `Too many searches from this connection; try again in ${wait} s`, wait);
}

/** `hit(ip, now)` counts one search of the client at `ip` and throws 429 TOO_MANY_SEARCHES past its limits. */
export function searchRate(db: Db, limits: SearchLimits, secret: string): { hit(ip: string, now: Date): Promise<void> } {
  const rate = clientRate(db, 'search', tooManySearches);
  return {
    hit: (ip, now) => rate.hit({ rateKeys: [addressKey(ip, secret)], perMinute: limits.perMinute, perHour: limits.perHour }, now),
  };
}
