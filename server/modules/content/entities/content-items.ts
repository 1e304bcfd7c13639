/**
 * Exports: `imagesInclude(table, imageFields)`, `translationsInclude(table)`, `sanitizeRichFields(fields)`,
 * `fileUrl(id)`, `ImageRef`. Shared by the localised content entities (destinations, routes, companies, posts,
 * offers): every language version is a row; the versions share `originalId`.
 */
import { inArray } from 'drizzle-orm';
import { ApiError } from '../../../http/errors';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { files } from '../../../database/schema/index';
import type { IncludeLoader, Row } from '../entity';
import { sanitizeRichText } from './pages.sanitize';

export interface ImageRef {
  readonly id: number;
  readonly url: string;
  readonly width: number | null;
  readonly height: number | null;
  readonly alt: string | null;
  readonly mimeType: string;
}

export const fileUrl = (id: number): string => `/api/files/download/${id}`;

type LocalizedTable = PgTable & { id: AnyPgColumn; originalId: AnyPgColumn; languageCode: AnyPgColumn; slug: AnyPgColumn };

/**
 * `include={"images":true}` adds `images: { <field without Id>: ImageRef | null }` (largeImage, smallImage…), with
 * width and height so pages can reserve the space: one query for the rows' image ids, one for all their files.
 */
export function imagesInclude(table: PgTable & { id: AnyPgColumn }, imageFields: Readonly<Record<string, AnyPgColumn>>): IncludeLoader {
  return async ({ db }, rows) => {
    const ids = rows.map((row) => row.id as number);
    const own = ids.length ? ((await db.select({ id: table.id, ...imageFields }).from(table as PgTable).where(inArray(table.id, ids))) as Row[]) : [];
    const fileIds = [...new Set(own.flatMap((r) => Object.keys(imageFields).map((f) => r[f])).filter((v): v is number => typeof v === 'number'))];
    const found = fileIds.length
      ? await db
          .select({ id: files.id, width: files.width, height: files.height, alt: files.alt, mimeType: files.mimeType })
          .from(files)
          .where(inArray(files.id, fileIds))
      : [];
    const byId = new Map(found.map((f) => [f.id, { ...f, url: fileUrl(f.id) }]));
    for (const row of rows) {
      const stored = own.find((r) => r.id === row.id);
      row.images = Object.fromEntries(
        Object.keys(imageFields).map((field) => [field.replace(/Id$/, ''), byId.get(stored?.[field] as number) ?? null]),
      );
    }
  };
}

/** `include={"translations":true}` adds `translations: [{ id, languageCode, slug }]` of the other language versions. */
export function translationsInclude(table: LocalizedTable): IncludeLoader {
  return async ({ db }, rows) => {
    const ids = rows.map((row) => row.id as number);
    const own = ids.length ? await db.select({ id: table.id, originalId: table.originalId }).from(table as PgTable).where(inArray(table.id, ids)) : [];
    const originals = [...new Set(own.map((r) => r.originalId).filter((v): v is number => typeof v === 'number'))];
    const versions = originals.length
      ? await db
          .select({ id: table.id, originalId: table.originalId, languageCode: table.languageCode, slug: table.slug })
          .from(table as PgTable)
          .where(inArray(table.originalId, originals))
      : [];
    for (const row of rows) {
      const original = own.find((r) => r.id === row.id)?.originalId;
      row.translations = original === null || original === undefined
        ? []
        : versions
            .filter((v) => v.originalId === original && v.id !== row.id)
            .map(({ id, languageCode, slug }) => ({ id, languageCode, slug }));
    }
  };
}

/** A `prepareWrite` step: the named rich-text fields (column keys) are sanitised whenever they are written. */
export function sanitizeRichFields(fields: readonly string[]): (values: Row) => Row {
  return (values) => {
    const out = { ...values };
    for (const field of fields) if (typeof out[field] === 'string') out[field] = sanitizeRichText(out[field] as string);
    return out;
  };
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Checks a written slug (lower-case Latin letters, digits and single hyphens, at most 120 characters). */
export function checkSlug(values: Row): void {
  const slug = values.slug;
  if (slug !== undefined && (typeof slug !== 'string' || slug.length > 120 || !SLUG.test(slug))) {
    throw new ApiError(400, 'INVALID_INPUT', 'slug must be lower-case Latin letters, digits and single hyphens', 'slug');
  }
}

/** The `prepareWrite` of an entity whose only rule on a write is its slug's. */
export async function slugCheckedWrite(_context: unknown, values: Row): Promise<Row> {
  checkSlug(values);
  return values;
}

/** Checks that a written value is one of `allowed`. */
export function checkOneOf(values: Row, field: string, allowed: ReadonlySet<string>, what: string): void {
  const value = values[field];
  if (value !== undefined && value !== null && !allowed.has(value as string)) {
    throw new ApiError(400, 'INVALID_INPUT', `${field} must be ${what}`, field);
  }
}
