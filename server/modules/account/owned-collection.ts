/**
 * Exports: `registerOwnedCollection(app, deps, collection)`, `OwnedCollection`, `MAX_ITEMS_PER_USER`.
 * REST calls for a list of records owned by the logged-in user, under `/users/me/{path}`:
 * `GET` → `{ data: [...] }` (oldest first), `POST` → 201 the record, `GET /{id}`, `PATCH /{id}` → the record,
 * `DELETE /{id}` → 204. Every query is filtered by the token's user, so another user's record id is a 404, the same
 * as an id that does not exist.
 */
import crypto from 'node:crypto';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Struct } from 'superstruct';
import type { Db } from '../../database/connect';
import { ApiError, parse } from '../../http/errors';
import { identityOf, requireAuth } from '../auth/identify';
import type { ModuleDeps } from '../deps';

export const MAX_ITEMS_PER_USER = 50;

type Row = Record<string, unknown>;

export interface OwnedCollection {
  /** The URL segment, e.g. `passengers`. */
  readonly path: string;
  /** A singular noun for messages. */
  readonly noun: string;
  readonly table: PgTable;
  readonly columns: { readonly id: PgColumn; readonly userId: PgColumn; readonly createdAt: PgColumn };
  readonly create: Struct<Row, unknown>;
  readonly update: Struct<Row, unknown>;
  /** The stored row as the API shows it. */
  readonly toApi: (row: Row) => Row;
}

export function ownedRow(db: Db, c: OwnedCollection, userId: string, id: string): Promise<Row | undefined> {
  return db.select().from(c.table).where(ownedBy(c, userId, id)).limit(1).then((rows) => rows[0] as Row | undefined);
}

const ownedBy = (c: OwnedCollection, userId: string, id: string): SQL =>
  and(eq(c.columns.id, id), eq(c.columns.userId, userId)) as SQL;

export const notFound = (c: OwnedCollection, id: string): ApiError =>
  new ApiError(404, 'NOT_FOUND', `You have no saved ${c.noun} with id ${JSON.stringify(id).slice(0, 60)}`);

export function registerOwnedCollection(app: FastifyInstance, deps: ModuleDeps, c: OwnedCollection): void {
  const { db } = deps.database;
  const auth = { preHandler: requireAuth(deps) };
  const base = `/users/me/${c.path}`;

  app.get(base, auth, async (request) => {
    const rows = await db.select().from(c.table).where(eq(c.columns.userId, identityOf(request).userId)).orderBy(asc(c.columns.createdAt), asc(c.columns.id));
    return { data: (rows as Row[]).map(c.toApi) };
  });

  app.post(base, auth, async (request, reply) => {
    const values = parse(c.create, request.body);
    const { userId } = identityOf(request);
    const now = deps.clock();
    const created = await db.transaction(async (tx) => {
      const [held] = await tx.select({ n: count() }).from(c.table).where(eq(c.columns.userId, userId));
      if ((held?.n ?? 0) >= MAX_ITEMS_PER_USER) {
        throw new ApiError(409, 'LIMIT_REACHED', `You can keep at most ${MAX_ITEMS_PER_USER} saved ${c.path}`);
      }
      const [row] = await tx.insert(c.table).values({ ...values, id: crypto.randomUUID(), userId, createdAt: now, updatedAt: now } as never).returning();
      return row as Row;
    });
    return reply.code(201).send(c.toApi(created));
  });

  app.get<{ Params: { id: string } }>(`${base}/:id`, auth, async (request) => {
    const row = await ownedRow(db, c, identityOf(request).userId, request.params.id);
    if (!row) throw notFound(c, request.params.id);
    return c.toApi(row);
  });

  app.patch<{ Params: { id: string } }>(`${base}/:id`, auth, async (request) => {
    const values = parse(c.update, request.body ?? {});
    const [row] = await db.update(c.table).set({ ...values, updatedAt: deps.clock() } as never)
      .where(ownedBy(c, identityOf(request).userId, request.params.id)).returning();
    if (!row) throw notFound(c, request.params.id);
    return c.toApi(row as Row);
  });

  app.delete<{ Params: { id: string } }>(`${base}/:id`, auth, async (request, reply) => {
    const deleted = await db.delete(c.table).where(ownedBy(c, identityOf(request).userId, request.params.id)).returning();
    if (deleted.length === 0) throw notFound(c, request.params.id);
    return reply.code(204).send();
  });
}
