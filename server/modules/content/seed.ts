/** Exports: `seedContent(db)`: languages, settings and the three menus in six languages; idempotent. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../database/connect';
import { languages, menus, settings } from '../../database/schema/index';
import { LANGUAGES, MENUS, SETTINGS, type MenuName } from './seed-data';

export async function seedContent(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Several servers may start together on one PostgreSQL: one seeds, the others then find the rows.
    await tx.execute(sql`select pg_advisory_xact_lock(7420531002)`);
    await tx.insert(languages).values([...LANGUAGES]).onConflictDoNothing({ target: languages.code });
    await tx
      .insert(settings)
      .values(Object.entries(SETTINGS).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing({ target: settings.key });
    for (const [name, byLanguage] of Object.entries(MENUS) as [MenuName, (typeof MENUS)[MenuName]][]) {
      for (const [languageCode, items] of Object.entries(byLanguage)) {
        const [existing] = await tx
          .select({ id: menus.id })
          .from(menus)
          .where(and(eq(menus.name, name), eq(menus.languageCode, languageCode), isNull(menus.parentId)))
          .limit(1);
        if (existing) continue;
        const [root] = await tx.insert(menus).values({ name, languageCode, link: null, position: 0 }).returning({ id: menus.id });
        if (!root) throw new Error(`seed: the ${name} root for ${languageCode} was not created`);
        await tx.insert(menus).values(
          items.map(([itemName, link], index) => ({ parentId: root.id, name: itemName, link, languageCode, position: index + 1 })),
        );
      }
    }
  });
}
