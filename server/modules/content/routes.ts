/**
 * The Content API (SPEC.md section 7; answers in DEVELOPING.md "Content API answers"), for every entity of
 * entities/index.ts: `GET /api/{entity}` (list query) → `{ data, total, page, take }`; `GET /api/{entity}/{id}` →
 * the object or 404 NOT_FOUND; for trees `GET /api/{entity}/{id}/subtree?active=true` → the node with nested
 * `children`.
 */
import { enums, object, optional, string } from 'superstruct';
import { ApiError, parse } from '../../http/errors';
import type { ModulePlugin } from '../deps';
import { findRow, listRows, loadSubtree } from './content-store';
import { contentEntities } from './entities/index';
import type { Entity } from './entity';
import { parseIdValue, parseItemQuery, parseListQuery } from './list-query';

const SubtreeQuery = object({ active: optional(enums(['true', 'false'])), json: optional(string()), lang: optional(string()) });

const notFound = (entity: Entity, id: string): ApiError =>
  new ApiError(404, 'NOT_FOUND', `No ${entity.name} with id ${JSON.stringify(id).slice(0, 80)}`);

const contentRoutes: ModulePlugin = async (app, deps) => {
  const { db } = deps.database;
  for (const entity of contentEntities) {
    app.get(`/${entity.name}`, async (request) => {
      const query = parseListQuery(entity, request.query);
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
    }
  }
};

export default contentRoutes;
