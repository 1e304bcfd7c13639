/** `GET /api/settings`: `{ key, value }` rows (values are strings); `GET /api/settings/{key}`. */
import { settings } from '../../../database/schema/index';
import { defineEntity } from '../entity';

export const settingsEntity = defineEntity({
  name: 'settings',
  table: settings,
  idField: 'key',
  fields: { key: settings.key, value: settings.value },
  defaultOrderBy: [['key', 'asc']],
});
