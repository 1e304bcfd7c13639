/**
 * Exports: `loadConfig(env = process.env): Config`, `Config`, `LogLevel`, `ConfigError`, `DEMO_PAYMENT_SECRET`,
 * `DEMO_PAYMENT_MERCHANT_ID`, `TEST_PROCESSOR_OPERATIONS`.
 * All settings are optional (ARCHITECTURE.md "Configuration"); a malformed value (PORT=abc) throws `ConfigError`
 * naming the variable, so a typo stops the server at start instead of surfacing later. Whether the settings are safe
 * for a shop reachable from outside is `deployProblems` (server/deploy-check.ts), checked by server/main.ts.
 */
import path from 'node:path';
import { CRASH_POINTS, type CrashPoint } from './faults/crash-points';
import { parseFaults } from './faults/faults';
import { parseDemoOperatorFaults } from './faults/demo-operator-operations';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface Config {
  readonly port: number;
  readonly host: string;
  /** Absolute path of the folder that holds the embedded (PGlite) database and its lock file. */
  readonly dataDir: string;
  /** PostgreSQL connection string; when set, the server uses PostgreSQL instead of PGlite. */
  readonly databaseUrl: string | undefined;
  /** SMTP connection string (smtp://user:pass@host:port); when unset, mails stay in the outbox. */
  readonly smtpUrl: string | undefined;
  /**
   * The development mailbox (/dev/mailbox) is served: DEV_MAILBOX=1 and no SMTP_URL. Off by default; even on, it
   * answers only requests whose socket peer is this machine (server/modules/mail/routes.ts).
   */
  readonly devMailbox: boolean;
  /**
   * PUBLIC_DEMO=1: a deliberate public demonstration that takes no real money and sends no real mail; the deploy
   * check then lets the embedded test payment processor (and its demo secret) and a missing SMTP_URL pass.
   */
  readonly publicDemo: boolean;
  /** Public base URL of the shop without a trailing slash, used in e-mail links and payment callbacks. */
  readonly publicUrl: string;
  /** PAYMENT_MERCHANT_ID, or `DEMO_PAYMENT_MERCHANT_ID` for the embedded test processor (required with PAYMENT_URL). */
  readonly paymentMerchantId: string;
  /** PAYMENT_SECRET, or the published `DEMO_PAYMENT_SECRET` for the embedded test processor (required with PAYMENT_URL, never the demo one). */
  readonly paymentSecret: string;
  /** URL of the hosted payment page; undefined means the embedded test processor served by this server. */
  readonly paymentUrl: string | undefined;
  /**
   * PAYMENT_API_URL: the processor's server-to-server API (Cardlink's VPOS XML API: status, refund, cancel), only with
   * PAYMENT_URL; by default `xmlpayvpos` next to PAYMENT_URL (Cardlink's layout). Undefined for the embedded processor.
   */
  readonly paymentApiUrl: string | undefined;
  /** PAYMENT_TIMEOUT_MS (default 10 000): the most the shop waits for an answer of the payment processor's API. */
  readonly paymentTimeoutMs: number;
  /**
   * TEST_PROCESSOR_FAULTS: faults the embedded test processor shows on `inquire`, `refund` and `void`
   * (server/faults/faults.ts, e.g. `refund=timeout`); only without PAYMENT_URL. Checked by loadConfig.
   */
  readonly testProcessorFaults: string | undefined;
  readonly logLevel: LogLevel;
  /** Bearer token for administrative calls; undefined disables them. */
  readonly adminToken: string | undefined;
  /** Absolute path of the built web app (Vite's `dist/`), `DIST_DIR` or ./dist. */
  readonly distDir: string;
  /** Serve the built web app (dist/); `SERVE_APP=0` when Vite's dev server serves it (npm run dev). */
  readonly serveApp: boolean;
  /** Mail sender address. */
  readonly mailFrom: string;
  /**
   * Bearer token of the Booking API's demo reseller (at least 16 characters), stored hashed as its one configured
   * session (a changed value revokes the previous one); undefined: the reseller has no standing token.
   */
  readonly resellerToken: string | undefined;
  /** E-mail and password of an administrator account made (or updated) at start; both or neither. */
  readonly adminEmail: string | undefined;
  readonly adminPassword: string | undefined;
  /**
   * `REQUEST_TIMEOUT_MS` (default 30 000): the most a client may take to send a whole request; the headers must come
   * within the smaller of this and 10 s, and a connection idle for twice this long is closed (slow clients).
   */
  readonly requestTimeoutMs: number;
  /**
   * The cache of rendered public pages (server/http/page-cache.ts): `PAGE_CACHE_MB` (default 64, 0 turns it off) bounds
   * its memory; `PAGE_S_MAXAGE` (seconds, default 60) is how long a CDN or proxy may keep a public page;
   * `CONTENT_VERSION_CHECK_MS` (default 1000, 0: on every cached page served) is how often an instance reads the
   * content version other instances raise (server/modules/content/version.ts): the most another instance's write
   * takes to show here.
   */
  readonly pageCacheBytes: number;
  readonly pageSharedMaxAge: number;
  readonly contentVersionCheckMs: number;
  /** Password of the seeded demo reseller account (`reseller@ferryshop.example`), set (or updated) at start; undefined: it cannot log in. */
  readonly resellerPassword: string | undefined;
  /**
   * Holds per client (server/modules/booking/hold-limits.ts): `perMinute` and `perHour` holds or extensions, and
   * `places` held at once by a guest's address (a logged-in user twice as many, a reseller ten times, with six and
   * ten times the rates).
   */
  readonly holdLimits: { readonly perMinute: number; readonly perHour: number; readonly places: number };
  /** Searches (sailings, journeys, fare calendar) per client address a minute and an hour (server/modules/booking/search-limits.ts). */
  readonly searchLimits: { readonly perMinute: number; readonly perHour: number };
  /**
   * `RECONCILE_INTERVAL_MS` (default 15 000): how often the saga's reconciler looks for orders a crash or a failed
   * call left midway; the administrator's money view (`GET /api/admin/payments?anomalies=true`) counts an order as
   * settled once it has not been touched for this long.
   */
  readonly reconcileIntervalMs: number;
  /**
   * `SAGA_CRASH_AT`: for the kill -9 tests only, the booking saga's step at which the process kills itself
   * (server/faults/crash-points.ts reads the variable; here it is checked against the steps' names, and the deploy
   * check refuses it on a reachable host, PUBLIC_DEMO=1 or not).
   */
  readonly sagaCrashAt: CrashPoint | undefined;
  /** `OPERATOR_DELAY_MS` (default 0): base delay of every call to the demo operator network, as a remote one has. */
  readonly operatorDelayMs: number;
  /** `OPERATOR_TIMEOUT_MS` (default 10 000): the most the shop waits for an operator call before it is Unavailable. */
  readonly operatorTimeoutMs: number;
  /**
   * `DEMO_OPERATOR_FAULTS`: faults the demo operator network shows (server/faults/faults.ts), e.g.
   * `confirm=fail,hold=timeout,*=slow:2000`; undefined: none. Validated here; never on a reachable shop without PUBLIC_DEMO=1.
   */
  readonly demoOperatorFaults: string | undefined;
}

/** The embedded test processor's merchant id and shared secret: published in this repository, so never for real money. */
export const DEMO_PAYMENT_MERCHANT_ID = 'demo-merchant';
export const DEMO_PAYMENT_SECRET = 'demo-shared-secret';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function optional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function port(env: Env): number {
  const raw = optional(env, 'PORT');
  if (raw === undefined) return 3000;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > 65535) throw new ConfigError(`PORT must be a port number (0-65535), got "${raw}"`);
  return value;
}

function url(env: Env, name: string): string | undefined {
  const raw = optional(env, name);
  if (raw === undefined) return undefined;
  try {
    new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got "${raw}"`);
  }
  return raw;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = optional(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be 1 or 0, got "${raw}"`);
}

function secret(env: Env, name: string, minLength: number): string | undefined {
  const raw = optional(env, name);
  if (raw !== undefined && raw.length < minLength) throw new ConfigError(`${name} must be at least ${minLength} characters long`);
  return raw;
}

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new ConfigError(`${name} must be a whole number of at least 1, got "${raw}"`);
  return Number(raw);
}

function milliseconds(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) throw new ConfigError(`${name} must be a number of milliseconds from ${min} to ${max}, got "${raw}"`);
  return value;
}

function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
}

function demoOperatorFaults(env: Env): string | undefined {
  const raw = optional(env, 'DEMO_OPERATOR_FAULTS');
  try {
    parseDemoOperatorFaults(raw);
  } catch (error) {
    throw new ConfigError(`DEMO_OPERATOR_FAULTS must be a list of operation=fail|timeout|lost|slow:MS: ${(error as Error).message}`);
  }
  return raw;
}

function logLevel(env: Env): LogLevel {
  const raw = optional(env, 'LOG_LEVEL') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  }
  return raw as LogLevel;
}

/**
 * The payment settings. With PAYMENT_URL (a real hosted payment page) the merchant id and secret must be given, and
 * the secret must not be the published demo one, so callbacks of a real processor are never verified with the
 * secret anyone can read here; without it, the embedded test processor uses the demo values unless others are set.
 */
function payment(env: Env): Pick<Config, 'paymentUrl' | 'paymentApiUrl' | 'paymentMerchantId' | 'paymentSecret' | 'paymentTimeoutMs' | 'testProcessorFaults'> {
  const paymentUrl = url(env, 'PAYMENT_URL');
  const apiUrl = url(env, 'PAYMENT_API_URL');
  const faults = optional(env, 'TEST_PROCESSOR_FAULTS');
  const merchant = optional(env, 'PAYMENT_MERCHANT_ID');
  const secret = optional(env, 'PAYMENT_SECRET');
  if (paymentUrl) {
    const missing = [merchant ? '' : 'PAYMENT_MERCHANT_ID', secret ? '' : 'PAYMENT_SECRET'].filter(Boolean);
    if (missing.length > 0) {
      throw new ConfigError(`PAYMENT_URL is set, so ${missing.join(' and ')} must be set too (the values your payment processor gave you)`);
    }
    if (secret === DEMO_PAYMENT_SECRET) {
      throw new ConfigError('PAYMENT_SECRET is the demo secret published in this repository; set the secret your payment processor gave you');
    }
    if (faults) throw new ConfigError('TEST_PROCESSOR_FAULTS applies to the embedded test processor only; unset it, or unset PAYMENT_URL');
  } else if (apiUrl) {
    throw new ConfigError('PAYMENT_API_URL is set without PAYMENT_URL: set both (your payment processor\'s values), or neither for the embedded test processor');
  }
  try {
    parseFaults(faults, TEST_PROCESSOR_OPERATIONS);
  } catch (error) {
    throw new ConfigError(`TEST_PROCESSOR_FAULTS: ${(error as Error).message}`);
  }
  return {
    paymentUrl,
    paymentApiUrl: paymentUrl ? (apiUrl ?? new URL('xmlpayvpos', paymentUrl).href) : undefined,
    paymentMerchantId: merchant ?? DEMO_PAYMENT_MERCHANT_ID,
    paymentSecret: secret ?? DEMO_PAYMENT_SECRET,
    paymentTimeoutMs: milliseconds(env, 'PAYMENT_TIMEOUT_MS', 10_000, 50, 120_000),
    testProcessorFaults: faults,
  };
}

function crashAt(env: Env): CrashPoint | undefined {
  const raw = optional(env, 'SAGA_CRASH_AT');
  if (raw === undefined) return undefined;
  const point = CRASH_POINTS.find((name) => name === raw);
  if (!point) throw new ConfigError(`SAGA_CRASH_AT must be one of ${CRASH_POINTS.join(', ')} (tests only), got "${raw.slice(0, 40)}"`);
  return point;
}

/** The calls of the payment processor port that TEST_PROCESSOR_FAULTS can fail. */
export const TEST_PROCESSOR_OPERATIONS = ['inquire', 'refund', 'void'] as const;

/** Reads the server's configuration from environment variables, with the documented defaults. */
export function loadConfig(env: Env = process.env): Config {
  const p = port(env);
  const host = optional(env, 'HOST') ?? '127.0.0.1';
  const smtpUrl = url(env, 'SMTP_URL');
  const publicUrl = (url(env, 'PUBLIC_URL') ?? `http://${host.includes(':') ? `[${host}]` : host}:${p}`).replace(/\/+$/, '');
  return {
    port: p,
    host,
    dataDir: path.resolve(optional(env, 'DATA_DIR') ?? './data'),
    databaseUrl: url(env, 'DATABASE_URL'),
    smtpUrl,
    devMailbox: flag(env, 'DEV_MAILBOX', false) && !smtpUrl,
    publicDemo: flag(env, 'PUBLIC_DEMO', false),
    publicUrl,
    ...payment(env),
    logLevel: logLevel(env),
    adminToken: optional(env, 'ADMIN_TOKEN'),
    distDir: path.resolve(optional(env, 'DIST_DIR') ?? './dist'),
    serveApp: flag(env, 'SERVE_APP', true),
    mailFrom: optional(env, 'MAIL_FROM') ?? 'FerryShop <no-reply@ferryshop.example>',
    resellerToken: secret(env, 'RESELLER_TOKEN', 16),
    adminEmail: optional(env, 'ADMIN_EMAIL'),
    adminPassword: env.ADMIN_PASSWORD || undefined, // a password is taken as typed, spaces included
    resellerPassword: env.RESELLER_PASSWORD || undefined,
    holdLimits: {
      perMinute: positiveInteger(env, 'HOLD_RATE_PER_MINUTE', 10),
      perHour: positiveInteger(env, 'HOLD_RATE_PER_HOUR', 60),
      places: positiveInteger(env, 'HOLD_PLACES', 30),
    },
    searchLimits: {
      perMinute: positiveInteger(env, 'SEARCH_RATE_PER_MINUTE', 120),
      perHour: positiveInteger(env, 'SEARCH_RATE_PER_HOUR', 2000),
    },
    requestTimeoutMs: milliseconds(env, 'REQUEST_TIMEOUT_MS', 30_000, 100, 600_000),
    pageCacheBytes: wholeNumber(env, 'PAGE_CACHE_MB', 64, 0, 4096) * 1024 * 1024,
    pageSharedMaxAge: wholeNumber(env, 'PAGE_S_MAXAGE', 60, 0, 86_400),
    contentVersionCheckMs: milliseconds(env, 'CONTENT_VERSION_CHECK_MS', 1000, 0, 60_000),
    sagaCrashAt: crashAt(env),
    reconcileIntervalMs: milliseconds(env, 'RECONCILE_INTERVAL_MS', 15_000, 50, 3_600_000),
    operatorDelayMs: milliseconds(env, 'OPERATOR_DELAY_MS', 0, 0, 600_000),
    operatorTimeoutMs: milliseconds(env, 'OPERATOR_TIMEOUT_MS', 10_000, 1, 600_000),
    demoOperatorFaults: demoOperatorFaults(env),
  };
}
