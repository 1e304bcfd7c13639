/**
 * Exports: `isActiveItemSlug(db, list, languageCode, slug)`.
 * Whether a detail screen of the web app (`/destinations/{slug}`, `/blog/{slug}`, …) shows an item: the active
 * localised entity with that slug in that language (one lookup on the (language, slug) unique index). The web app
 * server answers 404 otherwise, like the app's own not-found page.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../database/connect';
import { companies, destinations, offers, posts, routes } from '../../../database/schema/index';

/** The list segment of each detail path and its table. */
const TABLES = { destinations, routes, companies, blog: posts, offers } as const;

export async function isActiveItemSlug(db: Db, list: string, languageCode: string, slug: string): Promise<boolean> {
  const table = TABLES[list as keyof typeof TABLES];
  if (!table) return false;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.languageCode, languageCode), eq(table.slug, slug), eq(table.active, true)))
    .limit(1);
  return row !== undefined;
}
