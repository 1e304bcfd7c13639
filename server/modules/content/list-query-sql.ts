/**
 * Exports: `whereToSql(node)`, `orderByToSql(entity, orderBy)`, `listConditions(entity, query)`.
 * Turns a checked list query (list-query.ts) into Drizzle conditions: values always travel as bound parameters,
 * never as SQL text.
 */
import { and, asc, desc, eq, gt, gte, ilike, inArray, isNotNull, isNull, lt, lte, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { Entity, Field } from './entity';
import type { ListQuery } from './list-query';
import type { WhereNode } from './where-query';

/** Escapes LIKE wildcards so `contains: "50%"` means the text 50%. */
function likeLiteral(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function compare(field: Field, comparison: string, value: unknown): SQL {
  const column = field.column;
  switch (comparison) {
    case 'eq':
      return value === null ? isNull(column) : eq(column, value);
    case 'ne':
      return value === null ? isNotNull(column) : or(ne(column, value), isNull(column)) as SQL;
    case 'in':
      return (value as unknown[]).length === 0 ? sql`false` : inArray(column, value as unknown[]);
    case 'contains':
      return ilike(column, `%${likeLiteral(value as string)}%`);
    case 'startsWith':
      return ilike(column, `${likeLiteral(value as string)}%`);
    case 'gt':
      return gt(column, value);
    case 'gte':
      return gte(column, value);
    case 'lt':
      return lt(column, value);
    case 'lte':
      return lte(column, value);
    default:
      throw new Error(`list query: unknown comparison ${comparison}`);
  }
}

export function whereToSql(node: WhereNode): SQL {
  switch (node.op) {
    case 'compare':
      return compare(node.field, node.comparison, node.value);
    case 'not':
      return not(whereToSql(node.node));
    case 'and':
      return node.nodes.length === 0 ? sql`true` : (and(...node.nodes.map(whereToSql)) as SQL);
    case 'or':
      return node.nodes.length === 0 ? sql`false` : (or(...node.nodes.map(whereToSql)) as SQL);
  }
}

export function orderByToSql(entity: Entity, orderBy: ListQuery['orderBy']): SQL[] {
  const order = orderBy.map(([name, direction]) => {
    const column = (entity.fields.get(name) as Field).column;
    return direction === 'asc' ? asc(column) : desc(column);
  });
  // A stable order makes pages stable: the id breaks ties.
  if (!orderBy.some(([name]) => name === entity.idField)) order.push(asc((entity.fields.get(entity.idField) as Field).column));
  return order;
}

/** The entity's base condition, the `where` filter and the `lang` filter, combined. */
export function listConditions(entity: Entity, query: Pick<ListQuery, 'where' | 'lang'>): SQL | undefined {
  const conditions: SQL[] = [];
  const base = entity.baseWhere?.();
  if (base) conditions.push(base);
  if (query.where) conditions.push(whereToSql(query.where));
  if (query.lang && entity.languageField) conditions.push(eq((entity.fields.get(entity.languageField) as Field).column, query.lang));
  return conditions.length ? and(...conditions) : undefined;
}
