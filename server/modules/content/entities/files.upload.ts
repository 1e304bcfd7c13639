/**
 * Exports: `registerFileUpload(app, deps)`. `POST /api/files` (administrator only), multipart/form-data with one
 * `file` part and an optional `data` field holding JSON `{ "alt"?: string, "originalName"?: string }` → 201 with the
 * file row `{ id, originalName, mimeType, size, width, height, alt, createdAt }`. Accepted: PNG, JPEG, WebP, GIF, AVIF,
 * SVG (checked by decoding them with sharp, which also gives width and height) and PDF, up to 10 MB; 400
 * `INVALID_FILE` otherwise, 413 `PAYLOAD_TOO_LARGE` when larger, 415 when the request is not multipart.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { files } from '../../../database/schema/index';
import { ApiError } from '../../../http/errors';
import type { ModuleDeps } from '../../deps';
import { requireAdmin } from '../write-routes';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
const IMAGE_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif', heif: 'image/avif', svg: 'image/svg+xml',
};

interface Upload { data: Buffer; filename: string }
interface Meta { alt?: string; originalName?: string }

function parseMeta(raw: string | undefined): Meta {
  if (raw === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ApiError(400, 'INVALID_INPUT', 'data must be JSON, for example {"alt":"Santorini"}', 'data');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ApiError(400, 'INVALID_INPUT', 'data must be a JSON object', 'data');
  const { alt, originalName, ...rest } = value as Record<string, unknown>;
  const unknown = Object.keys(rest)[0];
  if (unknown) throw new ApiError(400, 'INVALID_INPUT', `data has no field "${unknown}"`, `data.${unknown}`);
  if (alt !== undefined && (typeof alt !== 'string' || alt.length > 300)) throw new ApiError(400, 'INVALID_INPUT', 'alt must be text up to 300 characters', 'data.alt');
  if (originalName !== undefined && (typeof originalName !== 'string' || !/^[^/\\\0]{1,200}$/.test(originalName))) {
    throw new ApiError(400, 'INVALID_INPUT', 'originalName must be 1–200 characters without slashes', 'data.originalName');
  }
  return { alt: alt as string | undefined, originalName: originalName as string | undefined };
}

async function readParts(request: FastifyRequest): Promise<{ upload: Upload | undefined; data: string | undefined }> {
  let upload: Upload | undefined;
  let data: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 4, fieldSize: 4096 } })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname !== 'file') throw new ApiError(400, 'INVALID_INPUT', 'the file part must be named "file"', part.fieldname);
        upload = { data: buffer, filename: part.filename };
      } else if (part.fieldname === 'data') {
        data = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `A file may have at most ${MAX_FILE_BYTES} bytes`);
    throw new ApiError(400, 'INVALID_INPUT', 'The multipart body could not be read: one "file" part and an optional "data" field');
  }
  return { upload, data };
}

/** The stored type and size of an upload, from its content (not from what the client claims). */
async function inspect(data: Buffer): Promise<{ mimeType: string; width: number | null; height: number | null }> {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return { mimeType: 'application/pdf', width: null, height: null };
  try {
    const meta = await sharp(data).metadata();
    const mimeType = meta.format ? IMAGE_TYPES[meta.format] : undefined;
    if (mimeType && meta.width && meta.height) return { mimeType, width: meta.width, height: meta.height };
  } catch {
    // not an image sharp can read: refused below
  }
  throw new ApiError(400, 'INVALID_FILE', 'The file must be a PNG, JPEG, WebP, GIF, AVIF or SVG image or a PDF', 'file');
}

export async function registerFileUpload(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1 } });
  app.post('/files', { onRequest: async (request) => requireAdmin(request, deps) }, async (request, reply) => {
    if (!request.isMultipart()) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Upload files as multipart/form-data with a "file" part');
    const { upload, data } = await readParts(request);
    if (!upload || upload.data.length === 0) throw new ApiError(400, 'INVALID_INPUT', 'The "file" part is missing or empty', 'file');
    const meta = parseMeta(data);
    const kind = await inspect(upload.data);
    const originalName = (meta.originalName ?? upload.filename.split(/[/\\]/).pop()) || 'file';
    const [row] = await deps.database.db
      .insert(files)
      .values({ originalName, ...kind, size: upload.data.length, alt: meta.alt ?? null, data: upload.data })
      .returning({
        id: files.id, originalName: files.originalName, mimeType: files.mimeType, size: files.size, width: files.width,
        height: files.height, alt: files.alt, createdAt: files.createdAt,
      });
    return reply.code(201).send(row);
  });
}
