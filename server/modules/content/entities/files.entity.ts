/**
 * Exports: `filesEntity`. `GET /api/files`: `{ id, originalName, mimeType, size, width, height, alt, createdAt }`
 * (the content itself is served by `GET /api/files/download/{id}`, files.routes.ts). `POST /api/files` is the
 * multipart upload of files.upload.ts; PATCH may change the metadata (originalName, alt), DELETE removes the file.
 */
import { files } from '../../../database/schema/index';
import { ApiError } from '../../../http/errors';
import { defineEntity } from '../entity';

export const filesEntity = defineEntity({
  name: 'files',
  table: files,
  idField: 'id',
  fields: {
    id: files.id,
    originalName: files.originalName,
    mimeType: files.mimeType,
    size: files.size,
    width: files.width,
    height: files.height,
    alt: files.alt,
    createdAt: files.createdAt,
  },
  defaultOrderBy: [['id', 'asc']],
  ownCreateRoute: true,
  async prepareWrite(_context, values) {
    for (const locked of ['mimeType', 'size', 'width', 'height', 'createdAt']) {
      if (locked in values) throw new ApiError(400, 'INVALID_INPUT', `${locked} follows from the file's content`, locked);
    }
    if (typeof values.originalName === 'string' && !/^[^/\\\0]{1,200}$/.test(values.originalName)) {
      throw new ApiError(400, 'INVALID_INPUT', 'originalName must be 1–200 characters without slashes', 'originalName');
    }
    return values;
  },
});
