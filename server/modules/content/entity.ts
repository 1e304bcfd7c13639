/**
 * Exports: `defineEntity(definition)`, `EntityDefinition`, `Entity`, `FieldKind`, `WhereNode`, `Comparison`, `IncludeLoader`,
 * `TreeOptions`.
 * A content entity is a table plus the API names of its fields; the list-query machinery (list-query.ts,
 * list-query-sql.ts) and the routes (routes.ts) work from that alone. To add an entity (pages, destinations…):
 * declare its table in server/database/schema, write `entities/<name>.entity.ts` with `defineEntity({...})` and add
 * it to `entities/index.ts`. Field kinds are read from the Drizzle columns.
 */
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../database/connect';

export type FieldKind = 'string' | 'integer' | 'number' | 'boolean' | 'date';
/** Who reads: the administrator, a logged-in user (a live login session), or anyone else. */
export type Viewer = 'admin' | 'user' | 'guest';
export type Row = Record<string, unknown>;

export interface Field {
  readonly name: string;
  readonly column: AnyPgColumn;
  readonly kind: FieldKind;
}

/** A list query's checked `where` over an entity's fields (where-query.ts parses it, list-query-sql.ts translates it). */
export type Comparison = 'eq' | 'ne' | 'in' | 'contains' | 'startsWith' | 'gt' | 'gte' | 'lt' | 'lte';
export type WhereNode =
  | { readonly op: 'and' | 'or'; readonly nodes: readonly WhereNode[] }
  | { readonly op: 'not'; readonly node: WhereNode }
  | { readonly op: 'compare'; readonly field: Field; readonly comparison: Comparison; readonly value: unknown };

/** Adds the relation `name` to each row (rows carry at least the id field). */
export type IncludeLoader = (context: { db: Db; lang: string | undefined }, rows: Row[]) => Promise<void>;

export interface TreeOptions {
  /** API name of the field that points to the parent row. */
  readonly parentField: string;
  /** Fields of each node of a subtree answer (the id first); `children` is added. */
  readonly nodeFields: readonly string[];
  /** Order of siblings. */
  readonly orderBy: readonly (readonly [field: string, direction: 'asc' | 'desc'])[];
  /** Boolean field filtered by `?active=true`. */
  readonly activeField?: string;
}

export interface EntityDefinition {
  /** The URL segment: `/api/{name}`. */
  readonly name: string;
  readonly table: PgTable;
  /** API field names mapped to columns, in answer order. */
  readonly fields: Readonly<Record<string, AnyPgColumn>>;
  /** API name of the primary key field. */
  readonly idField: string;
  readonly defaultOrderBy: readonly (readonly [field: string, direction: 'asc' | 'desc'])[];
  /** Field filtered by the `lang` query parameter (languageCode); absent for entities without languages. */
  readonly languageField?: string;
  /** Relations a list may `include`. */
  readonly includes?: Readonly<Record<string, IncludeLoader>>;
  readonly tree?: TreeOptions;
  /** A condition every answer of this entity is limited by (e.g. only published rows). */
  readonly baseWhere?: () => SQL | undefined;
  /**
   * Pages (entities/pages.entity.ts): adjusts the checked values of a create or update (keyed by column property) before
   * they are stored, e.g. sanitising rich text; `id` is set for an update.
   */
  readonly prepareWrite?: (context: { db: Db; id?: unknown }, values: Row) => Promise<Row>;
  /**
   * Coupons (entities/coupons.entity.ts): checks a list query before it runs and throws a 400 ApiError when the
   * entity may not be listed that way (a coupon list must name one code, so the list never gives every coupon away).
   */
  readonly checkListQuery?: (query: { readonly where: WhereNode | undefined }) => void;
  /**
   * Coupons (entities/coupons.entity.ts): the fields anyone may read, filter and order by. When set, the other fields
   * are the administrator's alone: answers to anyone else leave them out, and a `where` or `orderBy` naming one is
   * refused with 400 (so a filter cannot be used to guess a hidden value either).
   */
  readonly publicFields?: readonly string[];
  /** Files (entities/files.upload.ts): the entity registers its own `POST /api/{name}` (multipart), so write-routes.ts does not. */
  readonly ownCreateRoute?: true;
  /**
   * Users, customers, e-mails, applications (entities/generic.entity.ts): rows holding private data. Every read needs
   * the administrator's token (401 without a token, 403 with another), like the writes.
   */
  readonly adminOnly?: true;
  /** Rows owned by another module (users, customers, e-mails): the Content API only lists and reads them, no writes. */
  readonly readOnly?: true;
  /**
   * Pages, sections, section items (entities/pages.entity.ts): a condition that limits the rows a viewer may read, on
   * top of `baseWhere` (protected pages, SPEC.md section 2: only for a logged-in user). Lists leave the other rows out
   * and a get answers 404, so the answer neither shows nor confirms them.
   */
  readonly viewerWhere?: (viewer: Viewer) => SQL | undefined;
  /** Rows of a list page when the query has no `take` (20 unless set; at most MAX_TAKE). */
  readonly defaultTake?: number;
}

export interface Entity extends Omit<EntityDefinition, 'fields'> {
  readonly fields: ReadonlyMap<string, Field>;
}

function kindOf(column: AnyPgColumn): FieldKind {
  const { columnType, dataType } = column as unknown as { columnType: string; dataType: string };
  if (/^Pg(Integer|Serial|SmallInt|SmallSerial|BigInt53|BigSerial53)$/.test(columnType)) return 'integer';
  if (dataType === 'number') return 'number';
  if (dataType === 'boolean') return 'boolean';
  if (dataType === 'date' || /^Pg(Timestamp|Date)/.test(columnType)) return 'date';
  if (dataType === 'string') return 'string';
  throw new Error(`content entity: column ${column.name} (${columnType}) has no list-query kind`);
}

export function defineEntity(definition: EntityDefinition): Entity {
  const fields = new Map<string, Field>();
  for (const [name, column] of Object.entries(definition.fields)) fields.set(name, { name, column, kind: kindOf(column) });
  const known = (field: string, where: string): void => {
    if (!fields.has(field)) throw new Error(`content entity ${definition.name}: ${where} names unknown field ${field}`);
  };
  known(definition.idField, 'idField');
  definition.defaultOrderBy.forEach(([field]) => known(field, 'defaultOrderBy'));
  if (definition.languageField) known(definition.languageField, 'languageField');
  definition.publicFields?.forEach((field) => known(field, 'publicFields'));
  if (definition.tree) {
    known(definition.tree.parentField, 'tree.parentField');
    definition.tree.nodeFields.forEach((field) => known(field, 'tree.nodeFields'));
    definition.tree.orderBy.forEach(([field]) => known(field, 'tree.orderBy'));
    if (definition.tree.activeField) known(definition.tree.activeField, 'tree.activeField');
  }
  return { ...definition, fields };
}
