/**
 * Exports: `registerContentWrites(app, deps, entity)`: the Content API's administrative calls for one entity,
 * `POST /api/{entity}` (201 with the row), `PATCH /api/{entity}/{id}` (the row), `DELETE /api/{entity}/{id}` (204)
 * and `DELETE /api/{entity}/clear-cache` (204; drops the server's cache of content reads, ./cache.ts).
 * They need `Authorization: Bearer <ADMIN_TOKEN>` or the login token of a user with role `admin`: 401 without a
 * token, 403 with any other token (ADMIN_TOKEN unset only disables the first way).
 */
import crypto from 'node:crypto';
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors';
import { identifyToken } from '../auth/identify';
import type { ModuleDeps } from '../deps';
import { contentReadCache } from './cache';
import type { Entity, Field, Row } from './entity';
import { parseIdValue } from './list-query';
import { parseWriteBody } from './write-body';

function matchesAdminToken(token: string, adminToken: string | undefined): boolean {
  const given = crypto.createHash('sha256').update(token).digest();
  const expected = crypto.createHash('sha256').update(adminToken ?? '').digest();
  return !!adminToken && crypto.timingSafeEqual(given, expected);
}

// Accounts (server/modules/auth): besides ADMIN_TOKEN, the login token of a user with role `admin` may write content.
// `action` names what the refused call would have done, for the 403's message.
export async function requireAdmin(request: FastifyRequest, deps: ModuleDeps, action = 'change content'): Promise<void> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) throw new ApiError(401, 'UNAUTHORIZED', 'This call needs an administrator bearer token');
  const token = match[1] as string;
  if (matchesAdminToken(token, deps.config.adminToken)) return;
  const identity = await identifyToken(deps.database.db, token, deps.clock());
  if (identity?.role !== 'admin') throw new ApiError(403, 'FORBIDDEN', `The token may not ${action}`);
}
// End of the accounts edit.

/** A stored row under its API field names. */
function toApi(entity: Entity, stored: Row): Row {
  const table = entity.table as unknown as Record<string, unknown>;
  const keyOf = new Map(Object.keys(getTableColumns(entity.table)).map((key) => [table[key], key]));
  return Object.fromEntries([...entity.fields.values()].map((field) => [field.name, stored[keyOf.get(field.column) as string]]));
}

export function registerContentWrites(app: FastifyInstance, deps: ModuleDeps, entity: Entity): void {
  if (entity.readOnly) return;
  const { db } = deps.database;
  const table = entity.table as PgTable;
  const idColumn = (entity.fields.get(entity.idField) as Field).column;
  const admin = { onRequest: async (request: FastifyRequest) => requireAdmin(request, deps) };
  const idOf = (raw: string): unknown => {
    const id = parseIdValue(entity, raw);
    if (id === undefined) throw new ApiError(404, 'NOT_FOUND', `No ${entity.name} with id ${JSON.stringify(raw).slice(0, 80)}`);
    return id;
  };

  if (!entity.ownCreateRoute) {
    app.post(`/${entity.name}`, admin, async (request, reply) => {
      const checked = parseWriteBody(entity, request.body, 'create');
      const values = entity.prepareWrite ? await entity.prepareWrite({ db }, checked) : checked;
      const [row] = (await db.insert(table).values(values).returning()) as Row[];
      return reply.code(201).send(toApi(entity, row as Row));
    });
  }

  app.delete(`/${entity.name}/clear-cache`, admin, async (_request, reply) => {
    contentReadCache(deps.database).invalidate();
    return reply.code(204).send();
  });

  app.patch<{ Params: { id: string } }>(`/${entity.name}/:id`, admin, async (request) => {
    const id = idOf(request.params.id);
    const checked = parseWriteBody(entity, request.body, 'update');
    const values = entity.prepareWrite ? await entity.prepareWrite({ db, id }, checked) : checked;
    const [row] = (await db.update(table).set(values).where(eq(idColumn, id)).returning()) as Row[];
    if (!row) throw new ApiError(404, 'NOT_FOUND', `No ${entity.name} with id ${request.params.id}`);
    return toApi(entity, row);
  });

  app.delete<{ Params: { id: string } }>(`/${entity.name}/:id`, admin, async (request, reply) => {
    const id = idOf(request.params.id);
    const deleted = await db.delete(table).where(eq(idColumn, id)).returning();
    if (deleted.length === 0) throw new ApiError(404, 'NOT_FOUND', `No ${entity.name} with id ${request.params.id}`);
    return reply.code(204).send();
  });
}
