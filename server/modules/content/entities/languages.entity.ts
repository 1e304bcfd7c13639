/** `GET /api/languages`: `{ code, name, englishName, default, position, active }`, the default language first. */
import { languages } from '../../../database/schema/index';
import { defineEntity } from '../entity';

export const languagesEntity = defineEntity({
  name: 'languages',
  table: languages,
  idField: 'code',
  fields: {
    code: languages.code,
    name: languages.name,
    englishName: languages.englishName,
    default: languages.isDefault,
    position: languages.position,
    active: languages.active,
  },
  defaultOrderBy: [['default', 'desc'], ['position', 'asc']],
});
