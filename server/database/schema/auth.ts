/**
 * Accounts (server/modules/auth): users and their customer record, login sessions (bearer tokens stored as SHA-256
 * hashes), one-time e-mailed tokens (activation, password reset; hashed, expiring), failed-login counters and the
 * devices trusted for an account (login-throttle.ts). Everything is in the database so several shop servers share it.
 */
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const USER_ROLES = ['customer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable(
  'users',
  {
    /** A random UUID, or a fixed id for seeded users (the Booking API's demo reseller is `reseller-demo`). */
    id: text('id').primaryKey(),
    /** Lower-cased and trimmed. */
    email: text('email').notNull(),
    /** argon2id PHC string; null for a user that cannot log in with a password. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull().default('customer'),
    /** Reseller mode (SPEC.md section 6); the credit limit lives in the Booking API's `resellers` table. */
    isReseller: boolean('is_reseller').notNull().default(false),
    /** The locale the user registered in; e-mails are written in it. */
    lang: text('lang').notNull().default('el'),
    activatedAt: ts('activated_at'),
    passwordChangedAt: ts('password_changed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email)],
);

/** The customer record linked to a user (the account form of SPEC.md section 3). */
export const customers = pgTable('customers', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  zipCode: text('zip_code').notNull().default(''),
  city: text('city').notNull().default(''),
  nationality: text('nationality').notNull().default('GR'),
  country: text('country').notNull().default('GR'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Login sessions: the SHA-256 of each bearer access token. Logout or a password change deletes them. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    /**
     * A standing token set by configuration (RESELLER_TOKEN), not by a login: at most one per user, replaced at start
     * when the configured value changes and deleted when it is unset (server/modules/auth/tokens.ts `setConfiguredSession`).
     */
    configured: boolean('configured').notNull().default(false),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

export const ONE_TIME_TOKEN_PURPOSES = ['activation', 'reset', 'email-change'] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

/**
 * E-mailed one-time tokens (SHA-256 stored): used once, then `used_at` is set; they expire at `expires_at`. An
 * `email-change` token carries the address it confirms and the session that asked for it (kept at the change).
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ONE_TIME_TOKEN_PURPOSES }).notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    /** `email-change`: the new address, lower-cased. */
    newEmail: text('new_email'),
    /** `email-change`: the SHA-256 of the session token that asked for it. */
    sessionHash: text('session_hash'),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId, t.purpose)],
);

/**
 * Failed logins per key in the current window, and a lock once too many (login-throttle.ts): `pair:<e-mail>|<network>`,
 * `account:<e-mail>`, `ip:<network>`, `device:<device hash>|<e-mail>`.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: ts('window_start').notNull(),
  lockedUntil: ts('locked_until'),
});

/**
 * Devices trusted for an account (OWASP's "device cookies"): the SHA-256 of the random `device` cookie a browser got
 * from a successful login, per account. Its holder is exempt from the account-wide and per-network login locks.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tokenHash, t.userId] }), index('trusted_devices_user_idx').on(t.userId)],
);
