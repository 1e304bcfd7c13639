/**
 * Exports: `listRows(db, entity, query)`, `findRow(db, entity, id, query)`, `loadSubtree(db, entity, id, options)`,
 * `loadDescendants(db, entity, id, options)`, `loadAncestors(db, entity, id)`, `TreeNode`. The reads behind the Content API, over any entity declared with `defineEntity`.
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

/** `extra`: a further condition of the caller (the viewer's limit, `viewerWhere`). */
export async function listRows(db: Db, entity: Entity, query: ListQuery, extra?: SQL): Promise<{ rows: Row[]; total: number }> {
  const listed = listConditions(entity, query);
  const where = extra ? and(...[listed, extra].filter((c): c is SQL => c !== undefined)) : listed;
  const rows = (await selectRows(db, entity, withId(entity, query.select))
    .where(where)
    .orderBy(...orderByToSql(entity, query.orderBy))
    .limit(query.take)
    .offset((query.page - 1) * query.take)) as Row[];
  // A first page that is not full holds every matching row: its length is the total, no count query (the embedded
  // database answers one query at a time, and most content reads of a page are such lists).
  const total = query.page === 1 && rows.length < query.take
    ? rows.length
    : ((await db.select({ total: count() }).from(entity.table as PgTable).where(where))[0]?.total ?? 0);
  return { rows: await finish(db, entity, rows, query), total };
}

function idCondition(entity: Entity, id: unknown, extra?: SQL): SQL {
  const byId = eq((entity.fields.get(entity.idField) as Field).column, id);
  const conditions = [entity.baseWhere?.(), byId, extra].filter((c): c is SQL => c !== undefined);
  return conditions.length === 1 ? byId : (and(...conditions) as SQL);
}

export async function findRow(
  db: Db,
  entity: Entity,
  id: unknown,
  query: Pick<ListQuery, 'select' | 'include' | 'lang'>,
  extra?: SQL,
): Promise<Row | undefined> {
  const rows = (await selectRows(db, entity, withId(entity, query.select)).where(idCondition(entity, id, extra)).limit(1)) as Row[];
  if (rows.length === 0) return undefined;
  return (await finish(db, entity, rows, query))[0];
}

export interface TreeNode extends Row {
  children: TreeNode[];
}

interface TreeRead {
  readonly names: string[];
  readonly active: SQL | undefined;
  readonly column: (name: string) => AnyPgColumn;
}

function treeRead(entity: Entity, activeOnly: boolean): TreeRead {
  const tree = entity.tree;
  if (!tree) throw new Error(`content entity ${entity.name} is not a tree`);
  const column = (name: string): AnyPgColumn => (entity.fields.get(name) as Field).column;
  return {
    names: [...new Set([...tree.nodeFields, entity.idField, tree.parentField])],
    active: activeOnly && tree.activeField ? eq(column(tree.activeField), true) : undefined,
    column,
  };
}

/** The rows below `rootId`, level by level (siblings in the tree's order), at most `depth` levels. */
async function descendantLevels(db: Db, entity: Entity, rootId: unknown, read: TreeRead, depth: number): Promise<Row[][]> {
  const tree = entity.tree as NonNullable<Entity['tree']>;
  const levels: Row[][] = [];
  let parents: unknown[] = [rootId];
  let seen = 0;
  for (let level = 0; level < Math.min(depth, MAX_TREE_DEPTH) && parents.length > 0 && seen < MAX_TREE_NODES; level++) {
    const rows = (await selectRows(db, entity, read.names)
      .where(and(inArray(read.column(tree.parentField), parents), read.active, entity.baseWhere?.()))
      .orderBy(...orderByToSql(entity, tree.orderBy))
      .limit(MAX_TREE_NODES - seen)) as Row[];
    seen += rows.length;
    levels.push(rows);
    parents = rows.map((row) => row[entity.idField]);
  }
  return levels;
}

async function treeRoot(db: Db, entity: Entity, id: unknown, read: TreeRead): Promise<Row | undefined> {
  const [root] = (await selectRows(db, entity, read.names).where(and(idCondition(entity, id), read.active)).limit(1)) as Row[];
  return root;
}

/** The row `id` with its descendants as nested `children`, siblings in the tree's order; undefined if absent. */
export async function loadSubtree(
  db: Db,
  entity: Entity,
  id: unknown,
  options: { activeOnly: boolean },
): Promise<TreeNode | undefined> {
  const tree = entity.tree as NonNullable<Entity['tree']>;
  const read = treeRead(entity, options.activeOnly);
  const root = await treeRoot(db, entity, id, read);
  if (!root) return undefined;
  const shape = (row: Row): TreeNode => {
    const node: Row = {};
    for (const name of tree.nodeFields) node[name] = row[name];
    node.children = [];
    return node as TreeNode;
  };
  const rootNode = shape(root);
  const byId = new Map<unknown, TreeNode>([[root[entity.idField], rootNode]]);
  for (const level of await descendantLevels(db, entity, root[entity.idField], read, MAX_TREE_DEPTH)) {
    for (const row of level) {
      const node = shape(row);
      byId.get(row[tree.parentField])?.children.push(node);
      byId.set(row[entity.idField], node);
    }
  }
  return rootNode;
}

/** The descendants of `id` as a flat list (each with its parent field and `depth`, 1 for children). */
export async function loadDescendants(
  db: Db,
  entity: Entity,
  id: unknown,
  options: { activeOnly: boolean; depth: number },
): Promise<Row[] | undefined> {
  const read = treeRead(entity, options.activeOnly);
  const root = await treeRoot(db, entity, id, read);
  if (!root) return undefined;
  const levels = await descendantLevels(db, entity, root[entity.idField], read, options.depth);
  return levels.flatMap((rows, index) => rows.map((row) => ({ ...row, depth: index + 1 })));
}

/** The ancestors of `id`, from the tree's root down to its parent; undefined if `id` is absent. */
export async function loadAncestors(db: Db, entity: Entity, id: unknown): Promise<Row[] | undefined> {
  const tree = entity.tree as NonNullable<Entity['tree']>;
  const read = treeRead(entity, false);
  const start = await treeRoot(db, entity, id, read);
  if (!start) return undefined;
  const chain: Row[] = [];
  let parentId = start[tree.parentField];
  for (let level = 0; level < MAX_TREE_DEPTH && parentId !== null && parentId !== undefined; level++) {
    const parent = await treeRoot(db, entity, parentId, read);
    if (!parent) break;
    chain.unshift(parent);
    parentId = parent[tree.parentField];
  }
  return chain;
}
