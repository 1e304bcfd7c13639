/**
 * The Content API (SPEC.md section 7; answers in docs/REFERENCE.md "Content API answers"), for every entity of
 * entities/index.ts: `GET /api/{entity}` (list query) → `{ data, total, page, take }`; `GET /api/{entity}/{id}` →
 * the object or 404 NOT_FOUND; for trees `GET /api/{entity}/{id}/subtree?active=true` → the node with nested
 * `children`; `GET /api/{entity}/{id}/descendants?depth=&active=` → `{ data: [...rows with depth] }`;
 * `GET /api/{entity}/{id}/ancestors` → `{ data: [root … parent] }`. Administrative writes (POST, PATCH, DELETE with
 * the ADMIN_TOKEN bearer) are in write-routes.ts. The reads of menus, settings and languages (every page's layout)
 * are answered from a short-lived cache that content writes drop (./cache.ts). An `adminOnly` entity (users, customers,
 * emails, applications) answers its reads to the administrator alone (401/403, like the writes).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { defaulted, enums, object, optional, string } from 'superstruct';
import { ApiError, parse } from '../../http/errors';
import { IntegerString } from '../../http/structs';
import type { ModulePlugin } from '../deps';
import { cachesReadsOf, contentReadCache, invalidateOnContentWrites } from './cache';
import { findRow, listRows, loadAncestors, loadDescendants, loadSubtree } from './content-store';
import { contentEntities } from './entities/index';
import type { Entity, Row, Viewer } from './entity';
import { registerContentWrites, requireAdmin } from './write-routes';
import { bearerToken, identifyToken } from '../auth/identify';
import { parseIdValue, parseItemQuery, parseListQuery, type ListQuery } from './list-query';
import type { WhereNode } from './where-query';

const SubtreeQuery = object({ active: optional(enums(['true', 'false'])), json: optional(string()), lang: optional(string()) });
const DescendantsQuery = object({
  active: optional(enums(['true', 'false'])),
  depth: defaulted(IntegerString(1, 12), 12),
  lang: optional(string()),
});

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

const notFound = (entity: Entity, id: string): ApiError =>
  new ApiError(404, 'NOT_FOUND', `No ${entity.name} with id ${JSON.stringify(id).slice(0, 80)}`);

/** The fields a `where` names, at any depth. */
function whereFields(node: WhereNode | undefined, into: Set<string> = new Set()): Set<string> {
  if (!node) return into;
  if (node.op === 'compare') into.add(node.field.name);
  else if (node.op === 'not') whereFields(node.node, into);
  else node.nodes.forEach((child) => whereFields(child, into));
  return into;
}

/**
 * For an entity with `publicFields`, read by someone who is not an administrator: refuses a `where` or `orderBy` on a
 * hidden field, and answers the function that leaves the hidden fields out of a row. Undefined when nothing is hidden.
 */
function publicView(entity: Entity, query: Partial<Pick<ListQuery, 'where' | 'orderBy'>>): ((row: Row) => Row) | undefined {
  const shown = entity.publicFields;
  if (!shown) return undefined;
  const hidden = [...whereFields(query.where)].find((field) => !shown.includes(field));
  if (hidden) throw new ApiError(400, 'INVALID_WHERE', `where may not name ${hidden}`, 'where');
  const order = (query.orderBy ?? []).find(([field]) => !shown.includes(field));
  if (order) throw new ApiError(400, 'INVALID_ORDER_BY', `orderBy may not name ${order[0]}`, 'orderBy');
  return (row) => Object.fromEntries(Object.entries(row).filter(([field]) => shown.includes(field)));
}

const contentRoutes: ModulePlugin = async (app, deps) => {
  const { db } = deps.database;
  const cache = contentReadCache(deps.database);
  invalidateOnContentWrites(app, deps.database);
  /** The handler itself, or for a cached entity one that answers the cached JSON text of the same URL. */
  const reading = <R extends FastifyRequest>(entity: Entity, handler: (request: R) => Promise<unknown>) =>
    !cachesReadsOf(entity.name)
      ? handler
      : async (request: R, reply: FastifyReply) => {
          const json = await cache.read(request.url, () => handler(request));
          return reply.type('application/json; charset=utf-8').send(json);
        };
  /** The public view of an entity with hidden fields, unless the caller is an administrator. */
  const viewFor = async (entity: Entity, request: FastifyRequest, query: Partial<Pick<ListQuery, 'where' | 'orderBy'>>) => {
    if (!entity.publicFields || !request.headers.authorization) return publicView(entity, query);
    const admin = await requireAdmin(request, deps).then(() => true, () => false);
    return admin ? undefined : publicView(entity, query);
  };
  /** Who reads (only asked for an entity with `viewerWhere`): no token or a dead one is a guest. */
  const viewerOf = async (request: FastifyRequest): Promise<Viewer> => {
    const token = bearerToken(request);
    if (!token) return 'guest';
    if (await requireAdmin(request, deps).then(() => true, () => false)) return 'admin';
    return (await identifyToken(db, token, deps.clock())) ? 'user' : 'guest';
  };
  const limitFor = async (entity: Entity, request: FastifyRequest) =>
    entity.viewerWhere ? entity.viewerWhere(await viewerOf(request)) : undefined;
  for (const entity of contentEntities) {
    registerContentWrites(app, deps, entity);
    // Private rows (users, customers, e-mails, applications): the administrator's alone, checked before the query is read.
    const guard = entity.adminOnly ? { onRequest: async (request: FastifyRequest) => requireAdmin(request, deps, `read ${entity.name}`) } : {};
    app.get(`/${entity.name}`, guard, reading(entity, async (request) => {
      const query = parseListQuery(entity, request.query);
      entity.checkListQuery?.(query);
      const view = await viewFor(entity, request, query);
      const { rows, total } = await listRows(db, entity, query, await limitFor(entity, request));
      return { data: view ? rows.map(view) : rows, total, page: query.page, take: query.take };
    }));

    app.get<{ Params: { id: string } }>(`/${entity.name}/:id`, guard, reading(entity, async (request: IdRequest) => {
      const query = parseItemQuery(entity, request.query);
      const id = parseIdValue(entity, request.params.id);
      const view = await viewFor(entity, request, {});
      const row = id === undefined ? undefined : await findRow(db, entity, id, query, await limitFor(entity, request));
      if (!row) throw notFound(entity, request.params.id);
      return view ? view(row) : row;
    }));

    // A tree's reads take no viewer's limit: an entity may not be both (checked here, at start), and an
    // administrator-only tree would be guarded like its list and item reads.
    if (entity.tree && entity.viewerWhere) throw new Error(`content entity ${entity.name}: a tree cannot limit its rows by viewer`);
    if (entity.tree) {
      app.get<{ Params: { id: string } }>(`/${entity.name}/:id/subtree`, guard, reading(entity, async (request: IdRequest) => {
        const { active } = parse(SubtreeQuery, request.query ?? {}, 'INVALID_QUERY');
        const id = parseIdValue(entity, request.params.id);
        const node = id === undefined ? undefined : await loadSubtree(db, entity, id, { activeOnly: active === 'true' });
        if (!node) throw notFound(entity, request.params.id);
        return node;
      }));

      app.get<{ Params: { id: string } }>(`/${entity.name}/:id/descendants`, guard, reading(entity, async (request: IdRequest) => {
        const { active, depth } = parse(DescendantsQuery, request.query ?? {}, 'INVALID_QUERY');
        const id = parseIdValue(entity, request.params.id);
        const rows = id === undefined ? undefined : await loadDescendants(db, entity, id, { activeOnly: active === 'true', depth });
        if (!rows) throw notFound(entity, request.params.id);
        return { data: rows };
      }));

      app.get<{ Params: { id: string } }>(`/${entity.name}/:id/ancestors`, guard, reading(entity, async (request: IdRequest) => {
        const id = parseIdValue(entity, request.params.id);
        const rows = id === undefined ? undefined : await loadAncestors(db, entity, id);
        if (!rows) throw notFound(entity, request.params.id);
        return { data: rows };
      }));
    }
  }
};

export default contentRoutes;
