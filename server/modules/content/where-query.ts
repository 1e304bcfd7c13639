/**
 * Exports: `parseWhere(entity, raw)`, `valueFor(field, value, code?, param?)`, `WhereNode`, `Comparison`,
 * `isPlainObject`, `fail`, `fieldOf`.
 * The `where` part of a list query: a JSON object of field conditions (`{ "name": "Main Menu" }`, operators
 * equals/not/in/contains/startsWith/gt/gte/lt/lte, `AND`/`OR` arrays, `NOT`), checked against the entity's fields and
 * their kinds, so the translator (list-query-sql.ts) only sees known fields and values of the right kind.
 */
import { ApiError } from '../../http/errors';
import type { Comparison, Entity, Field, WhereNode } from './entity';

export type { Comparison, WhereNode } from './entity';

const MAX_WHERE_DEPTH = 6;
const MAX_WHERE_TERMS = 60;
const MAX_IN_VALUES = 200;
const INT4 = 2 ** 31;

export function fail(code: string, message: string, field: string): never {
  throw new ApiError(400, code, message, field);
}

export function fieldOf(entity: Entity, name: string, code: string, param: string): Field {
  const field = entity.fields.get(name);
  if (!field) fail(code, `${entity.name} has no field "${name}"; known: ${[...entity.fields.keys()].join(', ')}`, param);
  return field;
}

export function json(raw: string, code: string, name: string, example: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return fail(code, `${name} must be JSON, for example ${example}`, name);
  }
}

function quoted(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? typeof value;
  } catch {
    text = Array.isArray(value) ? 'an array' : typeof value;
  }
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

/** Checks a value against a field's kind; returns it in the form the column takes. */
export function valueFor(field: Field, value: unknown, code = 'INVALID_WHERE', param = 'where'): unknown {
  // The refused value is quoted at most 80 characters long: a write body may hold a megabyte in one field.
  const bad = (expected: string): never => fail(code, `${field.name} expects ${expected}, got ${quoted(value)}`, param);
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

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseWhere(entity: Entity, raw: string | undefined): WhereNode | undefined {
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

