/**
 * Exports: `parseListQuery(entity, query): ListQuery`, `parseItemQuery(entity, query)`, `parseIdValue(entity, raw)`,
 * `ListQuery`, `WhereNode`, `IntegerString(min, max)`.
 * Reads the list query of DEVELOPING.md "Content API answers" (select, take, page, where, orderBy, lang, include)
 * and checks every name and value against the entity's fields, so the SQL translator (list-query-sql.ts) only sees
 * known fields and values of the right kind. Problems throw 400 ApiErrors: INVALID_QUERY, INVALID_SELECT,
 * INVALID_WHERE, INVALID_ORDER_BY, INVALID_INCLUDE, with a message naming the problem.
 */
import { coerce, integer, refine, string, type Struct } from 'superstruct';
import { LOCALES } from '../../../src/core/shared/locale';
import { ApiError } from '../../http/errors';
import type { Entity, Field } from './entity';

export type Comparison = 'eq' | 'ne' | 'in' | 'contains' | 'startsWith' | 'gt' | 'gte' | 'lt' | 'lte';
export type WhereNode =
  | { readonly op: 'and' | 'or'; readonly nodes: readonly WhereNode[] }
  | { readonly op: 'not'; readonly node: WhereNode }
  | { readonly op: 'compare'; readonly field: Field; readonly comparison: Comparison; readonly value: unknown };

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
const MAX_WHERE_DEPTH = 6;
const MAX_WHERE_TERMS = 60;
const MAX_IN_VALUES = 200;
const INT4 = 2 ** 31;

/** A query-string integer in [min, max] (coerced from its digits). */
export function IntegerString(min: number, max: number): Struct<number, null> {
  return coerce(
    refine(integer(), 'range', (value) => (value >= min && value <= max) || `must be between ${min} and ${max}`),
    string(),
    (value) => (/^-?\d{1,12}$/.test(value.trim()) ? Number(value) : Number.NaN),
  ) as unknown as Struct<number, null>;
}

function fail(code: string, message: string, field: string): never {
  throw new ApiError(400, code, message, field);
}

function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') fail('INVALID_QUERY', `${name} must be given once`, name);
  return value;
}

function json(raw: string, code: string, name: string, example: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return fail(code, `${name} must be JSON, for example ${example}`, name);
  }
}

function integerParam(raw: string | undefined, name: string, min: number, max: number, fallback: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    fail('INVALID_QUERY', `${name} must be a whole number from ${min} to ${max}`, name);
  }
  return Number(raw);
}

function fieldOf(entity: Entity, name: string, code: string, param: string): Field {
  const field = entity.fields.get(name);
  if (!field) fail(code, `${entity.name} has no field "${name}"; known: ${[...entity.fields.keys()].join(', ')}`, param);
  return field;
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

/** Checks a value against a field's kind; returns it in the form the column takes. */
export function valueFor(field: Field, value: unknown, code = 'INVALID_WHERE', param = 'where'): unknown {
  const bad = (expected: string): never => fail(code, `${field.name} expects ${expected}, got ${JSON.stringify(value)}`, param);
  switch (field.kind) {
    case 'string':
      return typeof value === 'string' ? value : bad('a string');
    case 'integer': {
      const n = typeof value === 'string' && /^-?\d{1,10}$/.test(value) ? Number(value) : value;
      return typeof n === 'number' && Number.isInteger(n) && n >= -INT4 && n < INT4 ? n : bad('a whole number');
    }
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : bad('a number');
    case 'boolean':
      if (value === 'true' || value === 'false') return value === 'true';
      return typeof value === 'boolean' ? value : bad('true or false');
    case 'date': {
      const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? new Date(value) : undefined;
      return date && !Number.isNaN(date.getTime()) ? date : bad('an ISO date');
    }
  }
}

const OPERATORS: Record<string, Comparison> = {
  equals: 'eq', not: 'ne', in: 'in', contains: 'contains', startsWith: 'startsWith', gt: 'gt', gte: 'gte', lt: 'lt', lte: 'lte',
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseWhere(entity: Entity, raw: string | undefined): WhereNode | undefined {
  if (raw === undefined) return undefined;
  const tree = json(raw, 'INVALID_WHERE', 'where', '{"name":"Main Menu","active":true}');
  let terms = 0;
  const node = (value: unknown, depth: number): WhereNode => {
    if (!isPlainObject(value)) fail('INVALID_WHERE', 'where must be a JSON object of field conditions', 'where');
    if (depth > MAX_WHERE_DEPTH) fail('INVALID_WHERE', `where nests deeper than ${MAX_WHERE_DEPTH} levels`, 'where');
    const nodes: WhereNode[] = [];
    for (const [key, condition] of Object.entries(value)) {
      if (++terms > MAX_WHERE_TERMS) fail('INVALID_WHERE', `where has more than ${MAX_WHERE_TERMS} conditions`, 'where');
      if (key === 'AND' || key === 'OR') {
        if (!Array.isArray(condition) || condition.length === 0) {
          fail('INVALID_WHERE', `${key} must be a non-empty array of conditions`, 'where');
        }
        nodes.push({ op: key === 'AND' ? 'and' : 'or', nodes: condition.map((c) => node(c, depth + 1)) });
      } else if (key === 'NOT') {
        nodes.push({ op: 'not', node: node(condition, depth + 1) });
      } else {
        nodes.push(...fieldConditions(fieldOf(entity, key, 'INVALID_WHERE', 'where'), condition));
      }
    }
    if (nodes.length === 0) return { op: 'and', nodes: [] };
    return nodes.length === 1 ? (nodes[0] as WhereNode) : { op: 'and', nodes };
  };
  return node(tree, 0);
}

function fieldConditions(field: Field, condition: unknown): WhereNode[] {
  if (!isPlainObject(condition)) {
    return [{ op: 'compare', field, comparison: 'eq', value: condition === null ? null : valueFor(field, condition) }];
  }
  const entries = Object.entries(condition);
  if (entries.length === 0) fail('INVALID_WHERE', `the condition on ${field.name} is empty`, 'where');
  return entries.map(([operator, operand]): WhereNode => {
    const comparison = OPERATORS[operator];
    if (!comparison) {
      fail('INVALID_WHERE', `unknown operator "${operator}" on ${field.name}; known: ${Object.keys(OPERATORS).join(', ')}`, 'where');
    }
    if (comparison === 'in') {
      if (!Array.isArray(operand) || operand.length > MAX_IN_VALUES) {
        fail('INVALID_WHERE', `in on ${field.name} expects an array of at most ${MAX_IN_VALUES} values`, 'where');
      }
      return { op: 'compare', field, comparison, value: operand.map((v) => valueFor(field, v)) };
    }
    if (comparison === 'contains' || comparison === 'startsWith') {
      if (field.kind !== 'string') fail('INVALID_WHERE', `${operator} works on text fields, not on ${field.name}`, 'where');
      if (typeof operand !== 'string') fail('INVALID_WHERE', `${operator} on ${field.name} expects a string`, 'where');
      return { op: 'compare', field, comparison, value: operand };
    }
    if (operand === null && (comparison === 'eq' || comparison === 'ne')) return { op: 'compare', field, comparison, value: null };
    if (['gt', 'gte', 'lt', 'lte'].includes(comparison) && field.kind === 'boolean') {
      fail('INVALID_WHERE', `${operator} does not apply to the true/false field ${field.name}`, 'where');
    }
    return { op: 'compare', field, comparison, value: valueFor(field, operand) };
  });
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
    take: integerParam(single(q, 'take'), 'take', 1, MAX_TAKE, DEFAULT_TAKE),
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
