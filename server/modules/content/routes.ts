/**
 * The Content API (SPEC.md section 7; answers in DEVELOPING.md "Content API answers"), for every entity of
 * entities/index.ts: `GET /api/{entity}` (list query) → `{ data, total, page, take }`; `GET /api/{entity}/{id}` →
 * the object or 404 NOT_FOUND; for trees `GET /api/{entity}/{id}/subtree?active=true` → the node with nested
 * `children`; `GET /api/{entity}/{id}/descendants?depth=&active=` → `{ data: [...rows with depth] }`;
 * `GET /api/{entity}/{id}/ancestors` → `{ data: [root … parent] }`. Administrative writes (POST, PATCH, DELETE with
 * the ADMIN_TOKEN bearer) are in write-routes.ts.
 */
import { defaulted, enums, object, optional, string } from 'superstruct';
import { ApiError, parse } from '../../http/errors';
import { IntegerString } from '../../http/structs';
import type { ModulePlugin } from '../deps';
import { findRow, listRows, loadAncestors, loadDescendants, loadSubtree } from './content-store';
import { contentEntities } from './entities/index';
import type { Entity } from './entity';
import { registerContentWrites } from './write-routes';
import { parseIdValue, parseItemQuery, parseListQuery } from './list-query';

const SubtreeQuery = object({ active: optional(enums(['true', 'false'])), json: optional(string()), lang: optional(string()) });
const DescendantsQuery = object({
  active: optional(enums(['true', 'false'])),
  depth: defaulted(IntegerString(1, 12), 12),
  lang: optional(string()),
});

const notFound = (entity: Entity, id: string): ApiError =>
  new ApiError(404, 'NOT_FOUND', `No ${entity.name} with id ${JSON.stringify(id).slice(0, 80)}`);

const contentRoutes: ModulePlugin = async (app, deps) => {
  const { db } = deps.database;
  for (const entity of contentEntities) {
    registerContentWrites(app, deps, entity);
    app.get(`/${entity.name}`, async (request) => {
      const query = parseListQuery(entity, request.query);
      entity.checkListQuery?.(query);
      const { rows, total } = await listRows(db, entity, query);
      return { data: rows, total, page: query.page, take: query.take };
    });

    app.get<{ Params: { id: string } }>(`/${entity.name}/:id`, async (request) => {
      const query = parseItemQuery(entity, request.query);
      const id = parseIdValue(entity, request.params.id);
      const row = id === undefined ? undefined : await findRow(db, entity, id, query);
      if (!row) throw notFound(entity, request.params.id);
      return row;
    });

    if (entity.tree) {
      app.get<{ Params: { id: string } }>(`/${entity.name}/:id/subtree`, async (request) => {
        const { active } = parse(SubtreeQuery, request.query ?? {}, 'INVALID_QUERY');
        const id = parseIdValue(entity, request.params.id);
        const node = id === undefined ? undefined : await loadSubtree(db, entity, id, { activeOnly: active === 'true' });
        if (!node) throw notFound(entity, request.params.id);
        return node;
      });

      app.get<{ Params: { id: string } }>(`/${entity.name}/:id/descendants`, async (request) => {
        const { active, depth } = parse(DescendantsQuery, request.query ?? {}, 'INVALID_QUERY');
        const id = parseIdValue(entity, request.params.id);
        const rows = id === undefined ? undefined : await loadDescendants(db, entity, id, { activeOnly: active === 'true', depth });
        if (!rows) throw notFound(entity, request.params.id);
        return { data: rows };
      });

      app.get<{ Params: { id: string } }>(`/${entity.name}/:id/ancestors`, async (request) => {
        const id = parseIdValue(entity, request.params.id);
        const rows = id === undefined ? undefined : await loadAncestors(db, entity, id);
        if (!rows) throw notFound(entity, request.params.id);
        return { data: rows };
      });
    }
  }
};

export default contentRoutes;
