/**
 * Exports: `categoriesEntity`. `GET /api/categories`: blog categories as a tree per language, `{ id, parentId,
 * originalId, languageCode, slug, name, position, active }`; `GET /api/categories/{id}/subtree?active=true`,
 * `/descendants`, `/ancestors` as for menus; `PUT /api/categories/{source}/{target}?before=` moves a node
 * (tree-move.routes.ts).
 */
import { categories } from '../../../database/schema/index';
import { defineEntity } from '../entity';
import { slugCheckedWrite } from './content-items';

export const categoriesEntity = defineEntity({
  name: 'categories',
  table: categories,
  idField: 'id',
  fields: {
    id: categories.id,
    parentId: categories.parentId,
    originalId: categories.originalId,
    languageCode: categories.languageCode,
    slug: categories.slug,
    name: categories.name,
    position: categories.position,
    active: categories.active,
  },
  defaultOrderBy: [['position', 'asc'], ['id', 'asc']],
  languageField: 'languageCode',
  tree: {
    parentField: 'parentId',
    nodeFields: ['id', 'name', 'slug', 'position', 'active'],
    orderBy: [['position', 'asc'], ['id', 'asc']],
    activeField: 'active',
  },
  prepareWrite: slugCheckedWrite,
});
