/**
 * Exports: `Identity`, `bearerToken(request)`, `identifyToken(db, token, now)`, `identify(db, request, now)`,
 * `requireIdentity(db, request, now)`, `requireAuth(deps)` (a Fastify preHandler) with `identityOf(request)`,
 * and `issueSession` (re-exported from tokens.ts).
 * The one place other modules learn who calls: the bearer access token of a login session resolves to its user.
 * The server never takes the user from a `user_id` the client sends.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database, Db } from '../../database/connect';
import { authSessions, users, type UserRole } from '../../database/schema/index';
import { ApiError } from '../../http/errors';
import { hashToken } from './tokens';

export { issueSession } from './tokens';

export interface Identity {
  readonly userId: string;
  readonly role: UserRole;
  readonly isReseller: boolean;
  /** First and last name, for answers that name the caller. */
  readonly name: string;
}

/** The bearer token of the Authorization header, or undefined when there is none or it is not a bearer token. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S{1,512})$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** The user of a live session token, or undefined. */
export async function identifyToken(db: Db, token: string, now: Date): Promise<Identity | undefined> {
  const [row] = await db
    .select({ userId: users.id, role: users.role, isReseller: users.isReseller, firstName: users.firstName, lastName: users.lastName })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.tokenHash, hashToken(token)), gt(authSessions.expiresAt, now)))
    .limit(1);
  if (!row) return undefined;
  return { userId: row.userId, role: row.role, isReseller: row.isReseller, name: `${row.firstName} ${row.lastName}`.trim() };
}

/** The caller of a request: undefined without a bearer token or with one that is unknown, revoked or expired. */
export async function identify(db: Db, request: FastifyRequest, now: Date): Promise<Identity | undefined> {
  const token = bearerToken(request);
  return token ? identifyToken(db, token, now) : undefined;
}

/** The caller, or a 401 `AUTH_REQUIRED`. */
export async function requireIdentity(db: Db, request: FastifyRequest, now: Date): Promise<Identity> {
  const identity = await identify(db, request, now);
  if (!identity) throw new ApiError(401, 'AUTH_REQUIRED', 'This call needs the bearer token of a logged-in user');
  return identity;
}

const identities = new WeakMap<FastifyRequest, Identity>();

/** A preHandler that answers 401 unless the request carries a live session token; read it with `identityOf`. */
export function requireAuth(deps: { readonly database: Database; readonly clock: () => Date }): preHandlerAsyncHookHandler {
  return async (request) => {
    identities.set(request, await requireIdentity(deps.database.db, request, deps.clock()));
  };
}

/** The identity `requireAuth` found for this request (throws when the route has no `requireAuth`). */
export function identityOf(request: FastifyRequest): Identity {
  const identity = identities.get(request);
  if (!identity) throw new Error('identityOf: the route has no requireAuth preHandler');
  return identity;
}
