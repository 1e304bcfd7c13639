/**
 * Exports: `loadConfig(env = process.env): Config`, `Config`, `LogLevel`, `ConfigError`.
 * All settings are optional (ARCHITECTURE.md "Configuration"); a malformed value (PORT=abc) throws `ConfigError`
 * naming the variable, so a typo stops the server at start instead of surfacing later.
 */
import path from 'node:path';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface Config {
  readonly port: number;
  readonly host: string;
  /** Absolute path of the folder that holds the embedded (PGlite) database and its lock file. */
  readonly dataDir: string;
  /** PostgreSQL connection string; when set, the server uses PostgreSQL instead of PGlite. */
  readonly databaseUrl: string | undefined;
  /** SMTP connection string (smtp://user:pass@host:port); when unset, mails stay in the outbox (/dev/mailbox). */
  readonly smtpUrl: string | undefined;
  /** Public base URL of the shop without a trailing slash, used in e-mail links and payment callbacks. */
  readonly publicUrl: string;
  readonly paymentMerchantId: string;
  readonly paymentSecret: string;
  /** URL of the hosted payment page; undefined means the embedded test processor served by this server. */
  readonly paymentUrl: string | undefined;
  readonly logLevel: LogLevel;
  /** Bearer token for administrative calls; undefined disables them. */
  readonly adminToken: string | undefined;
  /** Absolute path of the built web app (Vite's `dist/`), `DIST_DIR` or ./dist. */
  readonly distDir: string;
  /** Serve the built web app (dist/); `SERVE_APP=0` when Vite's dev server serves it (npm run dev). */
  readonly serveApp: boolean;
  /** Mail sender address. */
  readonly mailFrom: string;
  /** Bearer token of the Booking API's demo reseller (at least 16 characters); undefined: one is generated and logged at start. */
  readonly resellerToken: string | undefined;
  /** E-mail and password of an administrator account made (or updated) at start; both or neither. */
  readonly adminEmail: string | undefined;
  readonly adminPassword: string | undefined;
  /** Password of the seeded demo reseller account (`reseller@ferryshop.example`), set (or updated) at start; undefined: it cannot log in. */
  readonly resellerPassword: string | undefined;
}

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

function logLevel(env: Env): LogLevel {
  const raw = optional(env, 'LOG_LEVEL') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  }
  return raw as LogLevel;
}

/** Reads the server's configuration from environment variables, with the documented defaults. */
export function loadConfig(env: Env = process.env): Config {
  const p = port(env);
  const host = optional(env, 'HOST') ?? '127.0.0.1';
  const publicUrl = (url(env, 'PUBLIC_URL') ?? `http://${host.includes(':') ? `[${host}]` : host}:${p}`).replace(/\/+$/, '');
  return {
    port: p,
    host,
    dataDir: path.resolve(optional(env, 'DATA_DIR') ?? './data'),
    databaseUrl: url(env, 'DATABASE_URL'),
    smtpUrl: url(env, 'SMTP_URL'),
    publicUrl,
    paymentMerchantId: optional(env, 'PAYMENT_MERCHANT_ID') ?? 'demo-merchant',
    paymentSecret: optional(env, 'PAYMENT_SECRET') ?? 'demo-shared-secret',
    paymentUrl: url(env, 'PAYMENT_URL'),
    logLevel: logLevel(env),
    adminToken: optional(env, 'ADMIN_TOKEN'),
    distDir: path.resolve(optional(env, 'DIST_DIR') ?? './dist'),
    serveApp: flag(env, 'SERVE_APP', true),
    mailFrom: optional(env, 'MAIL_FROM') ?? 'Ferry Shop <no-reply@ferryshop.example>',
    resellerToken: secret(env, 'RESELLER_TOKEN', 16),
    adminEmail: optional(env, 'ADMIN_EMAIL'),
    adminPassword: env.ADMIN_PASSWORD || undefined, // a password is taken as typed, spaces included
    resellerPassword: env.RESELLER_PASSWORD || undefined,
  };
}
