/**
 * Exports: `registerFileDownloads(app, db)`. `GET /api/files/download/{id}` and `/api/files/download/{id}/{name}`
 * serve a stored file with its type and length; `Content-Disposition` is `attachment` with the original name unless
 * `attachment=false` (then `inline`). Images take `resize=<width>` (16–2400 px, the ratio kept, never enlarged) and
 * `wm=true` (a watermark in the lower right corner), done with sharp; an SVG changed that way is served as PNG.
 * Files are sandboxed by their own CSP, so an SVG never runs script.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import sharp from 'sharp';
import { enums, object, optional } from 'superstruct';
import type { Db } from '../../../database/connect';
import { files } from '../../../database/schema/index';
import { ApiError, parse } from '../../../http/errors';
import { IntegerString } from '../../../http/structs';

const DownloadQuery = object({
  attachment: optional(enums(['true', 'false'])),
  resize: optional(IntegerString(16, 2400)),
  wm: optional(enums(['true', 'false'])),
});
const RASTER = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']);

const contentDisposition = (kind: 'attachment' | 'inline', name: string): string => {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

function watermark(width: number, height: number): Buffer {
  const size = Math.max(10, Math.round(Math.min(width, height) / 14));
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">`
      + `<text x="${width - size / 2}" y="${height - size / 2}" text-anchor="end" font-family="sans-serif" font-weight="700" font-size="${size}" fill="#ffffff" fill-opacity="0.7" stroke="#000000" stroke-opacity="0.35" stroke-width="${Math.max(1, size / 20)}">© FerryShop</text></svg>`,
  );
}

/** The image resized and/or watermarked; SVG becomes PNG, other images keep their format. */
async function transform(data: Buffer, mimeType: string, resize: number | undefined, wm: boolean): Promise<{ data: Buffer; mimeType: string; extension: string }> {
  let image = sharp(data, { animated: false });
  if (resize) image = image.resize({ width: resize, withoutEnlargement: true });
  const resized = await image.toBuffer({ resolveWithObject: true });
  let out = sharp(resized.data);
  if (wm) out = out.composite([{ input: watermark(resized.info.width, resized.info.height), top: 0, left: 0 }]);
  const format = mimeType === 'image/jpeg' ? 'jpeg' : mimeType === 'image/webp' ? 'webp' : 'png';
  return { data: await out.toFormat(format).toBuffer(), mimeType: `image/${format}`, extension: format === 'jpeg' ? 'jpg' : format };
}

export function registerFileDownloads(app: FastifyInstance, db: Db): void {
  const download = async (rawId: string, query: unknown, reply: FastifyReply) => {
    const { attachment, resize, wm } = parse(DownloadQuery, query ?? {}, 'INVALID_QUERY');
    const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : undefined;
    const [file] = id === undefined ? [] : await db.select().from(files).where(eq(files.id, id)).limit(1);
    if (!file?.data) throw new ApiError(404, 'NOT_FOUND', `No file with id ${JSON.stringify(rawId).slice(0, 40)}`);
    let body = { data: file.data, mimeType: file.mimeType, name: file.originalName };
    if (resize !== undefined || wm === 'true') {
      if (!RASTER.has(file.mimeType) && file.mimeType !== 'image/svg+xml') {
        throw new ApiError(400, 'INVALID_QUERY', 'resize and wm apply to images only', resize !== undefined ? 'resize' : 'wm');
      }
      const changed = await transform(file.data, file.mimeType, resize, wm === 'true');
      body = { data: changed.data, mimeType: changed.mimeType, name: file.originalName.replace(/(\.[^.]*)?$/, `.${changed.extension}`) };
    }
    return reply
      .header('Content-Type', body.mimeType)
      .header('Content-Length', String(body.data.length))
      .header('Content-Disposition', contentDisposition(attachment === 'false' ? 'inline' : 'attachment', body.name))
      .header('Cache-Control', 'public, max-age=86400')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(body.data);
  };
  app.get<{ Params: { id: string } }>('/files/download/:id', (request, reply) => download(request.params.id, request.query, reply));
  app.get<{ Params: { id: string; name: string } }>('/files/download/:id/:name', (request, reply) => download(request.params.id, request.query, reply));
}
