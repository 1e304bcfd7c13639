/**
 * Exports: `parseListQuery(entity, query): ListQuery`, `parseItemQuery(entity, query)`, `parseIdValue(entity, raw)`,
 * `ListQuery`, `WhereNode`. The `where` part lives in where-query.ts.
 * Reads the list query of docs/REFERENCE.md "Content API answers" (select, take, page, where, orderBy, lang, include)
 * and checks every name and value against the entity's fields, so the SQL translator (list-query-sql.ts) only sees
 * known fields and values of the right kind. Problems throw 400 ApiErrors: INVALID_QUERY, INVALID_SELECT,
 * INVALID_WHERE, INVALID_ORDER_BY, INVALID_INCLUDE, with a message naming the problem.
 */
import { LOCALES } from '../../../src/core/shared/locale';
import type { Entity, Field } from './entity';
import { fail, fieldOf, isPlainObject, json, parseWhere, valueFor, type WhereNode } from './where-query';

export type { WhereNode } from './where-query';

export interface ListQuery {
  readonly select: readonly string[];
  readonly take: number;
  readonly page: number;
  readonly where: WhereNode | undefined;
  readonly orderBy: readonly (readonly [field: string, direction: 'asc' | 'desc'])[];
  readonly lang: string | undefined;
  readonly include: readonly string[];
}

export const MAX_TAKE = 100;
const DEFAULT_TAKE = 20;
const MAX_PAGE = 100_000;

function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') fail('INVALID_QUERY', `${name} must be given once`, name);
  return value;
}

function integerParam(raw: string | undefined, name: string, min: number, max: number, fallback: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    fail('INVALID_QUERY', `${name} must be a whole number from ${min} to ${max}`, name);
  }
  return Number(raw);
}

function parseSelect(entity: Entity, raw: string | undefined): string[] {
  if (raw === undefined) return [...entity.fields.keys()];
  const names = raw.trim().startsWith('[')
    ? json(raw, 'INVALID_SELECT', 'select', '["id","name"]')
    : raw.split(',').map((s) => s.trim());
  if (!Array.isArray(names) || names.length === 0 || names.some((n) => typeof n !== 'string' || n === '')) {
    fail('INVALID_SELECT', 'select must list field names, as "id,name" or ["id","name"]', 'select');
  }
  for (const name of names as string[]) fieldOf(entity, name, 'INVALID_SELECT', 'select');
  return [...new Set(names as string[])];
}

function parseOrderBy(entity: Entity, raw: string | undefined): ListQuery['orderBy'] {
  if (raw === undefined) return entity.defaultOrderBy;
  const value = json(raw, 'INVALID_ORDER_BY', 'orderBy', '{"position":"asc"}');
  const items = Array.isArray(value) ? value : [value];
  const order: [string, 'asc' | 'desc'][] = [];
  for (const item of items) {
    if (!isPlainObject(item) || Object.keys(item).length === 0) {
      fail('INVALID_ORDER_BY', 'orderBy must be {"field":"asc"|"desc"} or an array of those', 'orderBy');
    }
    for (const [name, direction] of Object.entries(item)) {
      fieldOf(entity, name, 'INVALID_ORDER_BY', 'orderBy');
      if (direction !== 'asc' && direction !== 'desc') {
        fail('INVALID_ORDER_BY', `orderBy direction of ${name} must be "asc" or "desc"`, 'orderBy');
      }
      order.push([name, direction]);
    }
  }
  if (order.length > 5) fail('INVALID_ORDER_BY', 'orderBy takes at most 5 fields', 'orderBy');
  return order;
}

function parseInclude(entity: Entity, raw: string | undefined): string[] {
  if (raw === undefined) return [];
  const known = Object.keys(entity.includes ?? {});
  const value = raw.trim().startsWith('{')
    ? json(raw, 'INVALID_INCLUDE', 'include', '{"children":true}')
    : Object.fromEntries(raw.split(',').map((name) => [name.trim(), true]));
  if (!isPlainObject(value)) fail('INVALID_INCLUDE', 'include must be a JSON object like {"relation":true}', 'include');
  const names: string[] = [];
  for (const [name, wanted] of Object.entries(value)) {
    if (!known.includes(name)) {
      fail('INVALID_INCLUDE', `${entity.name} has no relation "${name}"${known.length ? `; known: ${known.join(', ')}` : ''}`, 'include');
    }
    if (typeof wanted !== 'boolean') fail('INVALID_INCLUDE', `include.${name} must be true or false`, 'include');
    if (wanted) names.push(name);
  }
  return names;
}

function parseLang(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (!(LOCALES as readonly string[]).includes(raw)) fail('INVALID_QUERY', `lang must be one of ${LOCALES.join(', ')}`, 'lang');
  return raw;
}

export function parseListQuery(entity: Entity, query: unknown): ListQuery {
  const q = isPlainObject(query) ? query : {};
  return {
    select: parseSelect(entity, single(q, 'select')),
    take: integerParam(single(q, 'take'), 'take', 1, MAX_TAKE, entity.defaultTake ?? DEFAULT_TAKE),
    page: integerParam(single(q, 'page'), 'page', 1, MAX_PAGE, 1),
    where: parseWhere(entity, single(q, 'where')),
    orderBy: parseOrderBy(entity, single(q, 'orderBy')),
    lang: parseLang(single(q, 'lang')),
    include: parseInclude(entity, single(q, 'include')),
  };
}

/** The query of `GET /api/{entity}/{id}`: select, include, lang. */
export function parseItemQuery(entity: Entity, query: unknown): Pick<ListQuery, 'select' | 'include' | 'lang'> {
  const q = isPlainObject(query) ? query : {};
  return {
    select: parseSelect(entity, single(q, 'select')),
    include: parseInclude(entity, single(q, 'include')),
    lang: parseLang(single(q, 'lang')),
  };
}

/** The id of a path in the id field's kind, or undefined when it cannot be one (the item then does not exist). */
export function parseIdValue(entity: Entity, raw: string): unknown {
  const field = entity.fields.get(entity.idField) as Field;
  try {
    return valueFor(field, raw, 'NOT_FOUND', 'id');
  } catch {
    return undefined;
  }
}
