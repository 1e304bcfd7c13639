import type { SQL } from 'drizzle-orm';
import type { Db } from '../../database/connect';

/** A database handle or an open transaction. */
export type Executor = Pick<Db, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;

/** Runs raw SQL on either driver and returns its rows. */
export async function rows<T>(ex: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await ex.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A database transaction (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
