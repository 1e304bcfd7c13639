/**
 * Exports: `listRows(db, entity, query)`, `findRow(db, entity, id, query)`, `loadSubtree(db, entity, id, options)`,
 * `TreeNode`. The reads behind the Content API, over any entity declared with `defineEntity`.
 */
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../database/connect';
import type { Entity, Field, Row } from './entity';
import type { ListQuery } from './list-query';
import { listConditions, orderByToSql } from './list-query-sql';

const MAX_TREE_DEPTH = 12;
const MAX_TREE_NODES = 5000;

function columnsOf(entity: Entity, names: readonly string[]): Record<string, AnyPgColumn> {
  return Object.fromEntries(names.map((name) => [name, (entity.fields.get(name) as Field).column]));
}

function selectRows(db: Db, entity: Entity, names: readonly string[]) {
  return db.select(columnsOf(entity, names)).from(entity.table as PgTable);
}

/** Fetches the fields a query selects plus the id (includes need it), runs the includes, drops what was not asked. */
async function finish(db: Db, entity: Entity, rows: Row[], query: Pick<ListQuery, 'select' | 'include' | 'lang'>): Promise<Row[]> {
  for (const name of query.include) await entity.includes?.[name]?.({ db, lang: query.lang }, rows);
  if (!query.select.includes(entity.idField)) for (const row of rows) delete row[entity.idField];
  return rows;
}

function withId(entity: Entity, select: readonly string[]): string[] {
  return select.includes(entity.idField) ? [...select] : [...select, entity.idField];
}

export async function listRows(db: Db, entity: Entity, query: ListQuery): Promise<{ rows: Row[]; total: number }> {
  const where = listConditions(entity, query);
  const [rows, totals] = await Promise.all([
    selectRows(db, entity, withId(entity, query.select))
      .where(where)
      .orderBy(...orderByToSql(entity, query.orderBy))
      .limit(query.take)
      .offset((query.page - 1) * query.take),
    db.select({ total: count() }).from(entity.table as PgTable).where(where),
  ]);
  return { rows: await finish(db, entity, rows as Row[], query), total: totals[0]?.total ?? 0 };
}

function idCondition(entity: Entity, id: unknown): SQL {
  const base = entity.baseWhere?.();
  const byId = eq((entity.fields.get(entity.idField) as Field).column, id);
  return base ? (and(base, byId) as SQL) : byId;
}

export async function findRow(
  db: Db,
  entity: Entity,
  id: unknown,
  query: Pick<ListQuery, 'select' | 'include' | 'lang'>,
): Promise<Row | undefined> {
  const rows = (await selectRows(db, entity, withId(entity, query.select)).where(idCondition(entity, id)).limit(1)) as Row[];
  if (rows.length === 0) return undefined;
  return (await finish(db, entity, rows, query))[0];
}

export interface TreeNode extends Row {
  children: TreeNode[];
}

/** The row `id` with its descendants as nested `children`, siblings in the tree's order; undefined if absent. */
export async function loadSubtree(
  db: Db,
  entity: Entity,
  id: unknown,
  options: { activeOnly: boolean },
): Promise<TreeNode | undefined> {
  const tree = entity.tree;
  if (!tree) throw new Error(`content entity ${entity.name} is not a tree`);
  const field = (name: string): AnyPgColumn => (entity.fields.get(name) as Field).column;
  const active = options.activeOnly && tree.activeField ? eq(field(tree.activeField), true) : undefined;
  const names = [...new Set([...tree.nodeFields, entity.idField, tree.parentField])];
  const [root] = (await selectRows(db, entity, names).where(and(idCondition(entity, id), active)).limit(1)) as Row[];
  if (!root) return undefined;
  const shape = (row: Row): TreeNode => {
    const node: Row = {};
    for (const name of tree.nodeFields) node[name] = row[name];
    node.children = [];
    return node as TreeNode;
  };
  const rootNode = shape(root);
  let level = new Map<unknown, TreeNode>([[root[entity.idField], rootNode]]);
  let seen = 1;
  const order = tree.orderBy.map(([name, direction]) => [name, direction] as const);
  for (let depth = 0; depth < MAX_TREE_DEPTH && level.size > 0; depth++) {
    const rows = (await selectRows(db, entity, names)
      .where(and(inArray(field(tree.parentField), [...level.keys()]), active, entity.baseWhere?.()))
      .orderBy(...orderByToSql(entity, order))) as Row[];
    const next = new Map<unknown, TreeNode>();
    for (const row of rows) {
      if (++seen > MAX_TREE_NODES) break;
      const node = shape(row);
      level.get(row[tree.parentField])?.children.push(node);
      next.set(row[entity.idField], node);
    }
    level = next;
  }
  return rootNode;
}
