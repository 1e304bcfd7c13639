/**
 * Exports: `foundationOpenApiPaths(): Record<string, object>`: OpenAPI 3.1 path items of the foundation's calls
 * (health, every Content API entity — generated from the entity definitions, so a new entity is described at once —,
 * POST /log and the developer mailbox). Merge them into the document served at /api/docs; the writes refer to a
 * security scheme `adminToken` (`{ type: 'http', scheme: 'bearer' }`) that `foundationOpenApiComponents()` declares.
 */
import { LOG_LEVELS } from '../../database/schema/index';
import type { Entity, FieldKind } from './entity';
import { contentEntities } from './entities/index';
import { withContentExtraPaths } from './entities/content-extra.openapi';
import { MAX_TAKE } from './list-query';

type Schema = Record<string, unknown>;

const errorSchema: Schema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'string' }, message: { type: 'string' }, field: { type: 'string' } } },
  },
};
const failure = (description: string): Schema => ({ description, content: { 'application/json': { schema: errorSchema } } });
const ok = (schema: Schema, description = 'OK'): Schema => ({ description, content: { 'application/json': { schema } } });

const KIND_SCHEMA: Record<FieldKind, Schema> = {
  string: { type: 'string' },
  integer: { type: 'integer' },
  number: { type: 'number' },
  boolean: { type: 'boolean' },
  date: { type: 'string', format: 'date-time' },
};

function rowSchema(entity: Entity): Schema {
  return {
    type: 'object',
    properties: Object.fromEntries(
      [...entity.fields.values()].map((field) => [
        field.name,
        field.column.notNull ? KIND_SCHEMA[field.kind] : { ...KIND_SCHEMA[field.kind], type: [KIND_SCHEMA[field.kind].type, 'null'] },
      ]),
    ),
  };
}

const query = (name: string, description: string, schema: Schema = { type: 'string' }): Schema => ({ name, in: 'query', required: false, description, schema });
const idParam = (entity: Entity): Schema => ({ name: 'id', in: 'path', required: true, schema: KIND_SCHEMA[(entity.fields.get(entity.idField) as { kind: FieldKind }).kind] });

function entityPaths(entity: Entity): Record<string, Schema> {
  const fields = [...entity.fields.keys()].join(', ');
  const row = rowSchema(entity);
  const paths: Record<string, Schema> = {
    [`/api/${entity.name}`]: {
      get: {
        summary: `List ${entity.name}`,
        operationId: `list_${entity.name}`,
        parameters: [
          query('select', `Comma list or JSON array of fields: ${fields}`),
          query('take', `Rows a page, 1–${MAX_TAKE} (${entity.defaultTake ?? 20})`, { type: 'integer', minimum: 1, maximum: MAX_TAKE }),
          query('page', 'Page, from 1', { type: 'integer', minimum: 1 }),
          query('where', 'JSON object: field equals value, or {in|contains|startsWith|gt|gte|lt|lte|not|equals}; AND/OR arrays, NOT'),
          query('orderBy', 'JSON {"field":"asc"|"desc"} or an array of those'),
          query('lang', entity.languageField ? `Filters ${entity.languageField}` : 'Ignored: this entity has no language'),
          query('include', `JSON {"relation":true}; relations: ${Object.keys(entity.includes ?? {}).join(', ') || 'none'}`),
        ],
        responses: {
          200: ok({ type: 'object', required: ['data', 'total', 'page', 'take'], properties: { data: { type: 'array', items: row }, total: { type: 'integer' }, page: { type: 'integer' }, take: { type: 'integer' } } }),
          400: failure('INVALID_QUERY, INVALID_SELECT, INVALID_WHERE, INVALID_ORDER_BY or INVALID_INCLUDE'),
        },
      },
    },
    [`/api/${entity.name}/{id}`]: {
      get: {
        summary: `One of ${entity.name} by ${entity.idField}`,
        operationId: `get_${entity.name}`,
        parameters: [idParam(entity), query('select', `Fields: ${fields}`), query('include', 'JSON {"relation":true}')],
        responses: { 200: ok(row), 404: failure('NOT_FOUND') },
      },
    },
  };
  const bearer = [{ adminToken: [] }];
  const writeFailures = { 401: failure('UNAUTHORIZED: no bearer token'), 403: failure('FORBIDDEN: not the ADMIN_TOKEN'), 409: failure('CONFLICT: duplicate key or missing reference') };
  if (entity.adminOnly) {
    // Private rows: the reads need the administrator's token too.
    for (const key of [`/api/${entity.name}`, `/api/${entity.name}/{id}`]) {
      const get = (paths[key] as Schema).get as Schema;
      Object.assign(get, {
        summary: `${get.summary as string} (administrator)`, security: bearer,
        responses: { ...(get.responses as Schema), 401: writeFailures[401], 403: writeFailures[403] },
      });
    }
  }
  if (entity.readOnly) return paths;
  (paths[`/api/${entity.name}`] as Schema).post = {
    summary: `Create one of ${entity.name} (administrator)`, operationId: `create_${entity.name}`, security: bearer,
    requestBody: { required: true, content: { 'application/json': { schema: row } } },
    responses: { 201: ok(row, 'Created'), 400: failure('INVALID_INPUT, field names the input'), ...writeFailures },
  };
  Object.assign(paths[`/api/${entity.name}/{id}`] as Schema, {
    patch: {
      summary: `Change fields of one of ${entity.name} (administrator)`, operationId: `update_${entity.name}`, security: bearer, parameters: [idParam(entity)],
      requestBody: { required: true, content: { 'application/json': { schema: row } } },
      responses: { 200: ok(row), 400: failure('INVALID_INPUT'), 404: failure('NOT_FOUND'), ...writeFailures },
    },
    delete: {
      summary: `Delete one of ${entity.name} (administrator)`, operationId: `delete_${entity.name}`, security: bearer, parameters: [idParam(entity)],
      responses: { 204: { description: 'Deleted' }, 404: failure('NOT_FOUND'), ...writeFailures },
    },
  });
  paths[`/api/${entity.name}/clear-cache`] = {
    delete: {
      summary: `Drops the server's cache of ${entity.name} reads (administrator)`, operationId: `clear_cache_${entity.name}`, security: bearer,
      responses: { 204: { description: 'Cleared' }, 401: writeFailures[401], 403: writeFailures[403] },
    },
  };
  if (entity.tree) {
    const node: Schema = { type: 'object', properties: { ...Object.fromEntries(entity.tree.nodeFields.map((f) => [f, (row.properties as Schema)[f]])), children: { type: 'array', items: { $ref: '#' } } } };
    const active = query('active', 'true: active rows only', { enum: ['true', 'false'] });
    paths[`/api/${entity.name}/{id}/subtree`] = {
      get: { summary: `A ${entity.name} node with its descendants nested`, operationId: `subtree_${entity.name}`, parameters: [idParam(entity), active], responses: { 200: ok(node), 400: failure('INVALID_QUERY'), 404: failure('NOT_FOUND') } },
    };
    paths[`/api/${entity.name}/{id}/descendants`] = {
      get: { summary: `The descendants of a ${entity.name} node, flat with depth`, operationId: `descendants_${entity.name}`, parameters: [idParam(entity), active, query('depth', 'Levels, 1–12', { type: 'integer', minimum: 1, maximum: 12 })], responses: { 200: ok({ type: 'object', properties: { data: { type: 'array', items: row } } }), 400: failure('INVALID_QUERY'), 404: failure('NOT_FOUND') } },
    };
    paths[`/api/${entity.name}/{id}/ancestors`] = {
      get: { summary: `The ancestors of a ${entity.name} node, root first`, operationId: `ancestors_${entity.name}`, parameters: [idParam(entity)], responses: { 200: ok({ type: 'object', properties: { data: { type: 'array', items: row } } }), 404: failure('NOT_FOUND') } },
    };
  }
  return paths;
}

export function foundationOpenApiPaths(): Record<string, Schema> {
  const mail: Schema = { type: 'object', properties: { id: { type: 'integer' }, to: { type: 'string' }, subject: { type: 'string' }, text: { type: 'string' }, html: { type: ['string', 'null'] }, links: { type: 'array', items: { type: 'string' } }, createdAt: { type: 'string', format: 'date-time' } } };
  return {
    '/api/health': {
      get: { summary: 'Liveness with the database in use', operationId: 'health', responses: { 200: ok({ type: 'object', properties: { status: { const: 'ok' }, database: { enum: ['pglite', 'postgres'] } } }), 503: failure('DATABASE_UNAVAILABLE') } },
    },
    // Content entities (entities/content-extra.openapi.ts): tree moves, the multipart file upload and the downloads.
    ...withContentExtraPaths(Object.assign({}, ...contentEntities.map(entityPaths))),
    '/log': {
      post: {
        summary: 'Stores a client log line',
        operationId: 'log',
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', additionalProperties: false, required: ['message', 'level'], properties: { message: { type: 'string', minLength: 1, maxLength: 2000 }, level: { enum: [...LOG_LEVELS] } } } } } },
        responses: { 204: { description: 'Stored' }, 400: failure('INVALID_INPUT or INVALID_JSON'), 413: failure('PAYLOAD_TOO_LARGE (over 8 KB)'), 429: failure('RATE_LIMITED') },
      },
    },
    '/dev/mailbox.json': {
      get: { summary: 'Queued mails, newest first (development only: DEV_MAILBOX=1 without SMTP_URL, requests from the server\'s own machine)', operationId: 'mailbox', parameters: [query('to', 'Exact recipient'), query('take', '1–200 (50)', { type: 'integer' })], responses: { 200: ok({ type: 'array', items: mail }), 404: failure('NOT_FOUND unless DEV_MAILBOX=1, SMTP_URL unset and the request comes from this machine') } },
    },
  };
}

export function foundationOpenApiComponents(): Record<string, Schema> {
  return { securitySchemes: { adminToken: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN of the server' } } };
}
