/**
 * Exports: `parseWriteBody(entity, body, mode)`: checks a create (POST) or update (PATCH) body of the Content API
 * against the entity's fields: only declared fields, values of the field's kind (null only where the column allows
 * it), every required field on create, and no change of the id. Throws 400 `INVALID_INPUT` naming the field.
 */
import { ApiError } from '../../http/errors';
import type { Entity, Row } from './entity';
import { isPlainObject, valueFor } from './where-query';

/**
 * Longest id a write may set (`settings.key`, `languages.code`, `coupons.name`…): the id is indexed, and the database
 * spends tens of milliseconds refusing a 300 KB index entry (a 400 since issue 13, but after the work is done).
 */
const MAX_ID_LENGTH = 200;

function invalid(message: string, field?: string): never {
  throw new ApiError(400, 'INVALID_INPUT', message, field);
}

/** The column property name (Drizzle's key) for each API field, so the body can go to insert/update as is. */
function columnKey(entity: Entity, apiName: string): string {
  const column = entity.fields.get(apiName)?.column;
  const table = entity.table as unknown as Record<string, unknown>;
  const key = Object.keys(table).find((k) => table[k] === column);
  if (!key) throw new Error(`content entity ${entity.name}: field ${apiName} is not a column of its table`);
  return key;
}

export function parseWriteBody(entity: Entity, body: unknown, mode: 'create' | 'update'): Row {
  if (!isPlainObject(body)) invalid('The body must be a JSON object of fields');
  const idColumn = entity.fields.get(entity.idField)?.column;
  const generatedId = Boolean(idColumn?.hasDefault);
  const values: Row = {};
  for (const [name, value] of Object.entries(body)) {
    const field = entity.fields.get(name);
    if (!field) invalid(`${entity.name} has no field "${name}"`, name);
    if (name === entity.idField && (mode === 'update' || generatedId)) invalid(`${name} cannot be set`, name);
    if (name === entity.idField && typeof value === 'string' && value.length > MAX_ID_LENGTH) {
      invalid(`${name} may have at most ${MAX_ID_LENGTH} characters`, name);
    }
    if (value === null) {
      if (field.column.notNull) invalid(`${name} cannot be null`, name);
      values[columnKey(entity, name)] = null;
      continue;
    }
    values[columnKey(entity, name)] = valueFor(field, value, 'INVALID_INPUT', name);
  }
  if (mode === 'create') {
    for (const field of entity.fields.values()) {
      const required = field.column.notNull && !field.column.hasDefault;
      if (required && !(field.name in body)) invalid(`${field.name} is required`, field.name);
    }
  } else if (Object.keys(values).length === 0) {
    invalid('The body changes no field');
  }
  return values;
}
