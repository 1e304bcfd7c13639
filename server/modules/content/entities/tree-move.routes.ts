/**
 * Exports: `registerTreeMoves(app, deps, entity)`. `PUT /api/{tree entity}/{source}/{target}?before=` (menus,
 * categories; administrator only): without `before` (or `before=false`) the source node becomes the last child of
 * the target; with `before=true` it becomes the target's sibling just before it. Siblings are renumbered from 1. A node
 * cannot move below itself or into another language (400 `INVALID_MOVE`); unknown ids are 404. Answers the moved node
 * `{ id, parentId, position }`.
 */
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { enums, object, optional } from 'superstruct';
import { ApiError, parse } from '../../../http/errors';
import type { ModuleDeps } from '../../deps';
import type { Entity, Field, Row } from '../entity';
import { parseIdValue } from '../list-query';
import { orderByToSql } from '../list-query-sql';
import { requireAdmin } from '../write-routes';

const MoveQuery = object({ before: optional(enums(['true', 'false'])) });
const MAX_DEPTH = 64;

export function registerTreeMoves(app: FastifyInstance, deps: ModuleDeps, entity: Entity): void {
  const tree = entity.tree;
  if (!tree) return;
  const column = (name: string): AnyPgColumn => (entity.fields.get(name) as Field).column;
  const id = column(entity.idField);
  const parent = column(tree.parentField);
  const position = column('position');
  const language = entity.languageField ? column(entity.languageField) : undefined;
  const table = entity.table as PgTable;
  const admin = { onRequest: async (request: FastifyRequest) => requireAdmin(request, deps) };

  app.put<{ Params: { source: string; target: string } }>(`/${entity.name}/:source/:target`, admin, async (request) => {
    const { before } = parse(MoveQuery, request.query ?? {}, 'INVALID_QUERY');
    return deps.database.db.transaction(async (tx) => {
      const read = async (raw: string): Promise<Row> => {
        const value = parseIdValue(entity, raw);
        const [row] = value === undefined ? [] : ((await tx.select({ id, parent, position, ...(language ? { language } : {}) }).from(table).where(eq(id, value)).limit(1)) as Row[]);
        if (!row) throw new ApiError(404, 'NOT_FOUND', `No ${entity.name} with id ${JSON.stringify(raw).slice(0, 40)}`);
        return row;
      };
      const source = await read(request.params.source);
      const target = await read(request.params.target);
      if (language && source.language !== target.language) throw new ApiError(400, 'INVALID_MOVE', 'A node cannot move into another language');
      const newParent = before === 'true' ? target.parent : target.id;
      if (newParent === null) throw new ApiError(400, 'INVALID_MOVE', 'A node cannot become a root: move it before a node that has a parent');
      // The new parent must not be the source or below it.
      let walk: unknown = newParent;
      for (let depth = 0; walk !== null && walk !== undefined && depth < MAX_DEPTH; depth++) {
        if (walk === source.id) throw new ApiError(400, 'INVALID_MOVE', 'A node cannot move below itself');
        const [up] = (await tx.select({ parent }).from(table).where(eq(id, walk)).limit(1)) as Row[];
        walk = up?.parent;
      }
      const siblings = (await tx
        .select({ id })
        .from(table)
        .where(and(eq(parent, newParent), ne(id, source.id)) as SQL)
        .orderBy(...orderByToSql(entity, tree.orderBy))) as Row[];
      const order = siblings.map((s) => s.id);
      if (before === 'true') order.splice(order.indexOf(target.id), 0, source.id);
      else order.push(source.id);
      for (const [index, nodeId] of order.entries()) {
        const values: Row = { [key(entity, tree.parentField)]: newParent, [key(entity, 'position')]: index + 1 };
        if (nodeId !== source.id) delete values[key(entity, tree.parentField)];
        await tx.update(table).set(values).where(eq(id, nodeId));
      }
      return { id: source.id, parentId: newParent, position: order.indexOf(source.id) + 1 };
    });
  });
}

/** The Drizzle property name of an API field's column. */
function key(entity: Entity, apiName: string): string {
  const wanted = entity.fields.get(apiName)?.column;
  const table = entity.table as unknown as Record<string, unknown>;
  return Object.keys(table).find((k) => table[k] === wanted) as string;
}
