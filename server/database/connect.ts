/**
 * Exports: `openDatabase(config): Promise<Database>`, `Database`, `Db`, `DatabaseKind`, `openPgliteDatabase(options)`,
 * `openPostgresDatabase(url)`, `migrateDatabase(database)`, `MIGRATIONS_FOLDER`.
 * `openDatabase` picks PostgreSQL (`pg`) when DATABASE_URL is set, otherwise PGlite in DATA_DIR/pglite under the
 * DATA_DIR lock, and applies the generated migrations. `Db` is the Drizzle type both drivers satisfy: write queries
 * against it and they run on either. int8 and count(*) come back as JS numbers from both drivers (set below, the one
 * place that handles the difference); keep money in integer cents, far below 2^53.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config';
import { acquireDataDirLock } from './lock';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  readonly db: Db;
  readonly kind: DatabaseKind;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

const INT8_OID = 20;
const toNumber = (value: string): number => Number(value);

interface PgliteDatabase extends Database {
  readonly kind: 'pglite';
  readonly client: PGlite;
}
interface PostgresDatabase extends Database {
  readonly kind: 'postgres';
  readonly pool: pg.Pool;
}

/** Opens PGlite in `dataDir` (a folder), in memory when absent, optionally from a `dumpDataDir` tarball. */
export async function openPgliteDatabase(
  options: { dataDir?: string; loadDataDir?: Blob; onClose?: () => void } = {},
): Promise<PgliteDatabase> {
  const client = await PGlite.create(options.dataDir, {
    parsers: { [pgliteTypes.INT8]: toNumber },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    client,
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        options.onClose?.();
      }
    },
  };
}

/** Opens a `pg` pool on `url`. */
export function openPostgresDatabase(url: string, options: { max?: number } = {}): PostgresDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? toNumber : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    pool,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

// Several shop servers may start at once on one PostgreSQL: only one applies the migrations at a time.
const MIGRATION_LOCK_KEY = 7_420_531_001;

/** Applies the generated migrations (drizzle-kit's journal makes this a no-op when they are applied). */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const { pool } = database as PostgresDatabase;
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Opens the configured database (taking the DATA_DIR lock for PGlite) and applies the migrations. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'host' | 'port'>): Promise<Database> {
  let database: Database;
  if (config.databaseUrl) {
    database = openPostgresDatabase(config.databaseUrl);
  } else {
    const lock = acquireDataDirLock({ dataDir: config.dataDir, host: config.host, port: config.port });
    try {
      database = await openPgliteDatabase({ dataDir: path.join(config.dataDir, 'pglite'), onClose: () => lock.release() });
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
