/**
 * Exports: `withContentExtraPaths(paths)`: adds to the Content API's OpenAPI path items those of content-extra.routes.ts
 * (tree moves of every tree entity, the multipart `POST /api/files` in place of the JSON create, the downloads).
 */
import { contentEntities } from './index';

type Schema = Record<string, unknown>;
const errorBody: Schema = { content: { 'application/json': { schema: { type: 'object', properties: { error: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' }, field: { type: 'string' } } } } } } } };
const failure = (description: string): Schema => ({ description, ...errorBody });
const path = (name: string): Schema => ({ name, in: 'path', required: true, schema: { type: 'string' } });
const query = (name: string, description: string, schema: Schema): Schema => ({ name, in: 'query', required: false, description, schema });
const admin = { security: [{ adminToken: [] }] };
const adminFailures = { 401: failure('UNAUTHORIZED'), 403: failure('FORBIDDEN') };

function extraPaths(): Record<string, Schema> {
  const paths: Record<string, Schema> = {};
  for (const entity of contentEntities.filter((e) => e.tree)) {
    paths[`/api/${entity.name}/{source}/{target}`] = {
      put: {
        summary: `Move a ${entity.name} node: into target as its last child, or with before=true just before target`, operationId: `move_${entity.name}`, ...admin,
        parameters: [path('source'), path('target'), query('before', 'true: become the sibling before target', { enum: ['true', 'false'] })],
        responses: {
          200: { description: 'Moved', content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'integer' }, parentId: { type: 'integer' }, position: { type: 'integer' } } } } } },
          400: failure('INVALID_MOVE (below itself, another language, to a root) or INVALID_QUERY'), 404: failure('NOT_FOUND'), ...adminFailures,
        },
      },
    };
  }
  const fileRow = { type: 'object', properties: { id: { type: 'integer' }, originalName: { type: 'string' }, mimeType: { type: 'string' }, size: { type: 'integer' }, width: { type: ['integer', 'null'] }, height: { type: ['integer', 'null'] }, alt: { type: ['string', 'null'] }, createdAt: { type: 'string', format: 'date-time' } } };
  paths['/api/files'] = {
    post: {
      summary: 'Upload a file (administrator): PNG, JPEG, WebP, GIF, AVIF, SVG or PDF up to 10 MB', operationId: 'create_files', ...admin,
      requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' }, data: { type: 'string', description: 'JSON {"alt"?: string, "originalName"?: string}' } } } } } },
      responses: { 201: { description: 'Stored', content: { 'application/json': { schema: fileRow } } }, 400: failure('INVALID_FILE or INVALID_INPUT'), 413: failure('PAYLOAD_TOO_LARGE'), 415: failure('UNSUPPORTED_MEDIA_TYPE: not multipart'), ...adminFailures },
    },
  };
  const download = {
    parameters: [
      query('attachment', 'false: Content-Disposition inline', { enum: ['true', 'false'] }),
      query('resize', 'Width in pixels (16–2400), ratio kept; images only', { type: 'integer', minimum: 16, maximum: 2400 }),
      query('wm', 'true: watermark; images only', { enum: ['true', 'false'] }),
    ],
    responses: { 200: { description: 'The file', content: { '*/*': { schema: { type: 'string', format: 'binary' } } } }, 400: failure('INVALID_QUERY'), 404: failure('NOT_FOUND') },
  };
  paths['/api/files/download/{id}'] = { get: { summary: 'Download a file', operationId: 'download_files', ...download, parameters: [path('id'), ...download.parameters] } };
  paths['/api/files/download/{id}/{originalName}'] = { get: { summary: 'Download a file under its name', operationId: 'download_files_named', ...download, parameters: [path('id'), path('originalName'), ...download.parameters] } };
  return paths;
}

export function withContentExtraPaths(paths: Record<string, Schema>): Record<string, Schema> {
  const merged: Record<string, Schema> = { ...paths };
  for (const [name, item] of Object.entries(extraPaths())) merged[name] = { ...(merged[name] ?? {}), ...item };
  return merged;
}
