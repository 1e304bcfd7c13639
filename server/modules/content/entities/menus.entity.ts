/**
 * `GET /api/menus`: menu rows `{ id, parentId, name, link, languageCode, position, active }`. A root row per menu
 * and language ('Main Menu', 'Footer Menu', 'Footer Bottom Menu'); items below it. `include={"children":true}`
 * adds the direct children; `GET /api/menus/{id}/subtree?active=true` gives the whole tree.
 */
import { asc, inArray } from 'drizzle-orm';
import { menus } from '../../../database/schema/index';
import { defineEntity, type Row } from '../entity';

export const menusEntity = defineEntity({
  name: 'menus',
  table: menus,
  idField: 'id',
  fields: {
    id: menus.id,
    parentId: menus.parentId,
    name: menus.name,
    link: menus.link,
    languageCode: menus.languageCode,
    position: menus.position,
    active: menus.active,
  },
  defaultOrderBy: [['position', 'asc']],
  languageField: 'languageCode',
  tree: {
    parentField: 'parentId',
    nodeFields: ['id', 'name', 'link', 'position', 'active'],
    orderBy: [['position', 'asc']],
    activeField: 'active',
  },
  includes: {
    async children({ db }, rows) {
      const ids = rows.map((row) => row.id as number);
      const children = ids.length
        ? await db
            .select({ id: menus.id, parentId: menus.parentId, name: menus.name, link: menus.link, position: menus.position, active: menus.active })
            .from(menus)
            .where(inArray(menus.parentId, ids))
            .orderBy(asc(menus.position), asc(menus.id))
        : [];
      for (const row of rows) row.children = children.filter((child) => child.parentId === row.id) as Row[];
    },
  },
});
