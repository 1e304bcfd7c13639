/**
 * Exports: `LOGIN_LIMITS`, `clientNetwork(ip)`, `LoginClient`, `checkLoginLock(db, attempt, now)`,
 * `recordLoginFailure(db, client, now)`, `recordLoginSuccess(db, client)`, `clearAccountFailures(db, email)`,
 * `tooMany(waitMs)`.
 * Brute-force protection for every password check (`POST auth/login`, and the current password of a logged-in
 * password or e-mail change), after OWASP's "slow down online guessing attacks with device cookies", with counters
 * in the database (shared by every server). Two kinds of client:
 * - a device trusted for the account (it holds a `device` cookie a successful login of that account gave it,
 *   devices.ts): its failures count for that device and account only; after `perDevice` of them in the window it
 *   stops being trusted for the account for `lockMs` and is handled as any other client;
 * - any other client: its failures count for the (account, client network) pair, for the account and for the
 *   client network (an IPv4 address, or the /64 of an IPv6 one). Any of the three at its limit refuses this kind
 *   of client for `lockMs`. The account-wide and network limits are high (a NAT, a distributed guesser) and never
 *   refuse a trusted device, so an attacker cannot lock the owner out of their own device.
 * Failures are held back (`slowdownStepMs` per failure past the second of the pair or device, and past the tenth of
 * the account). A lock is answered 429 `TOO_MANY_ATTEMPTS` with the wait, before the password is looked at. The
 * counters exist for unknown e-mails too, so neither a lock nor its absence says whether an account exists.
 */
import net from 'node:net';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../database/connect';
import { loginFailures, trustedDevices, users } from '../../database/schema/index';
import { ApiError } from '../../http/errors';

export const LOGIN_LIMITS = {
  /** Failures of one e-mail from one client network (untrusted clients). */
  perAccountAndNetwork: 5,
  /** Failures of one e-mail from every untrusted client together. */
  perAccount: 50,
  /** Failures from one client network over every e-mail (untrusted clients; a NAT shares it). */
  perNetwork: 100,
  /** Failures of one e-mail from a device trusted for it, before it stops being trusted for a while. */
  perDevice: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  /** Extra wait per failure past `slowdownAfter` of a pair or device, in real milliseconds. */
  slowdownStepMs: 400,
  slowdownAfter: 2,
  /** Extra wait per failure past `accountSlowdownAfter` of the account (untrusted clients). */
  accountSlowdownAfter: 10,
  maxDelayMs: 4000,
} as const;

/** The network a client address stands for: IPv4 as is (also IPv4-mapped IPv6), an IPv6 address as its /64. */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1] as string;
  if (net.isIPv6(ip)) {
    const [head = '', tail] = ip.toLowerCase().split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
    return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
  }
  return ip.slice(0, 64);
}

export interface LoginAttempt {
  readonly email: string;
  readonly ip: string;
  /** The `device` cookie the client sent, if any. */
  readonly deviceToken?: string | undefined;
  /** Its SHA-256 (devices.ts `hashDeviceToken`), when a cookie was sent. */
  readonly deviceHash?: string | undefined;
}

/** Who is trying, as the throttle sees it: the keys its failures count against. */
export interface LoginClient {
  readonly email: string;
  /** Set when the client holds a device trusted for this e-mail's account (and that device is not locked). */
  readonly trustedDevice: string | undefined;
  readonly keys: { readonly pair: string; readonly account: string; readonly network: string; readonly device?: string };
}

const keysOf = (email: string, ip: string, deviceHash: string | undefined) => {
  const network = clientNetwork(ip);
  return {
    pair: `pair:${email}|${network}`,
    account: `account:${email}`,
    network: `ip:${network}`,
    ...(deviceHash ? { device: `device:${deviceHash}|${email}` } : {}),
  };
};

/** The latest lock end among `keys` that is still in the future (ms since the epoch), or 0. */
async function lockedUntil(db: Db, keys: string[], now: Date): Promise<number> {
  const locked = await db.select({ lockedUntil: loginFailures.lockedUntil }).from(loginFailures)
    .where(and(inArray(loginFailures.key, keys), gt(loginFailures.lockedUntil, now)));
  return Math.max(0, ...locked.map((row) => row.lockedUntil?.getTime() ?? 0));
}

async function isTrusted(db: Db, deviceHash: string, email: string, now: Date): Promise<boolean> {
  const [row] = await db.select({ userId: trustedDevices.userId }).from(trustedDevices)
    .innerJoin(users, eq(users.id, trustedDevices.userId))
    .where(and(eq(trustedDevices.tokenHash, deviceHash), eq(users.email, email), gt(trustedDevices.expiresAt, now)))
    .limit(1);
  return Boolean(row);
}

/**
 * Decides whether the client is a trusted device for the e-mail and throws 429 `TOO_MANY_ATTEMPTS` (with the wait)
 * when this kind of client is locked out; answers the client to pass to `recordLoginFailure` / `recordLoginSuccess`.
 */
export async function checkLoginLock(db: Db, attempt: LoginAttempt, now: Date): Promise<LoginClient> {
  const keys = keysOf(attempt.email, attempt.ip, attempt.deviceHash);
  if (keys.device && (await isTrusted(db, attempt.deviceHash as string, attempt.email, now))) {
    if ((await lockedUntil(db, [keys.device], now)) === 0) return { email: attempt.email, trustedDevice: attempt.deviceHash, keys };
  }
  const until = await lockedUntil(db, [keys.pair, keys.account, keys.network], now);
  if (until > now.getTime()) throw tooMany(until - now.getTime());
  return { email: attempt.email, trustedDevice: undefined, keys };
}

export function tooMany(waitMs: number): ApiError {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  const error = new ApiError(429, 'TOO_MANY_ATTEMPTS',
    `Too many failed logins. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`);
  return Object.assign(error, { retryAfterSeconds: Math.ceil(waitMs / 1000) });
}

/** Counts one failure for `key` in its window; at `limit` the key is locked for `lockMs` and starts again at 0. */
async function countFailure(db: Db, key: string, limit: number, now: Date): Promise<number> {
  const windowOpen = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
  const [row] = await db.insert(loginFailures).values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`case when ${loginFailures.windowStart} <= ${windowOpen} then 1 else ${loginFailures.count} + 1 end`,
        windowStart: sql`case when ${loginFailures.windowStart} <= ${windowOpen} then ${now} else ${loginFailures.windowStart} end`,
      },
    })
    .returning({ count: loginFailures.count });
  const count = row?.count ?? 1;
  if (count >= limit) {
    await db.update(loginFailures)
      .set({ lockedUntil: new Date(now.getTime() + LOGIN_LIMITS.lockMs), count: 0, windowStart: now })
      .where(eq(loginFailures.key, key));
  }
  return count;
}

const slowdown = (count: number, after: number) => Math.max(0, count - after) * LOGIN_LIMITS.slowdownStepMs;

/**
 * Counts a failed password check of `client`; answers how long to hold the answer back (ms) and, when this failure
 * locked the client out, how long the lock lasts (`lockedMs`).
 */
export async function recordLoginFailure(db: Db, client: LoginClient, now: Date): Promise<{ delayMs: number; lockedMs: number }> {
  const { keys } = client;
  if (client.trustedDevice && keys.device) {
    const count = await countFailure(db, keys.device, LOGIN_LIMITS.perDevice, now);
    // The device is no longer trusted for a while; its next attempt is checked as any other client's.
    if (count >= LOGIN_LIMITS.perDevice) return { delayMs: 0, lockedMs: 0 };
    return { delayMs: Math.min(LOGIN_LIMITS.maxDelayMs, slowdown(count, LOGIN_LIMITS.slowdownAfter)), lockedMs: 0 };
  }
  const pair = await countFailure(db, keys.pair, LOGIN_LIMITS.perAccountAndNetwork, now);
  const account = await countFailure(db, keys.account, LOGIN_LIMITS.perAccount, now);
  const network = await countFailure(db, keys.network, LOGIN_LIMITS.perNetwork, now);
  const lockedNow = pair >= LOGIN_LIMITS.perAccountAndNetwork || account >= LOGIN_LIMITS.perAccount || network >= LOGIN_LIMITS.perNetwork;
  if (lockedNow) return { delayMs: 0, lockedMs: LOGIN_LIMITS.lockMs };
  const delayMs = Math.max(slowdown(pair, LOGIN_LIMITS.slowdownAfter), slowdown(account, LOGIN_LIMITS.accountSlowdownAfter));
  return { delayMs: Math.min(LOGIN_LIMITS.maxDelayMs, delayMs), lockedMs: 0 };
}

/**
 * After a right password: the pair's (or the trusted device's) count starts again. The account-wide and network
 * counts stay, so the owner's login does not reset a guesser's progress.
 */
export async function recordLoginSuccess(db: Db, client: LoginClient): Promise<void> {
  const key = client.trustedDevice && client.keys.device ? client.keys.device : client.keys.pair;
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

/** A new password was set (by the owner): the account-wide count and lock of the e-mail go. */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, keysOf(email, '', undefined).account));
}
