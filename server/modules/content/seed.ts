/**
 * Exports: `seedContent(db)`: languages, settings, the three menus in six languages, the shop's application and the
 * competition-rules resources (issue 19); idempotent.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../database/connect';
import { applications, languages, menus, resources, settings } from '../../database/schema/index';
import { APPLICATIONS, LANGUAGES, MENUS, RESOURCES, SETTINGS, type MenuName } from './seed-data';

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
    await tx.insert(applications).values([...APPLICATIONS]).onConflictDoNothing({ target: applications.id });
    // Resources: the Greek row first; every language version points at it (originalId), the Greek one at itself.
    for (const resource of RESOURCES) {
      const [greek, ...others] = resource.versions;
      if (!greek) continue;
      await tx.insert(resources).values({ ...greek, slug: resource.slug }).onConflictDoNothing();
      const [original] = await tx.select({ id: resources.id }).from(resources)
        .where(and(eq(resources.languageCode, greek.languageCode), eq(resources.slug, resource.slug)));
      if (!original) throw new Error(`seed: the resource ${resource.slug} was not created`);
      await tx.update(resources).set({ originalId: original.id }).where(and(eq(resources.id, original.id), isNull(resources.originalId)));
      if (others.length) {
        await tx.insert(resources).values(others.map((v) => ({ ...v, slug: resource.slug, originalId: original.id }))).onConflictDoNothing();
      }
    }
  });
}
