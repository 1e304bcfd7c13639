/** `GET /api/health` → 200 `{ status: 'ok', database: 'pglite' | 'postgres' }` once the database answers. */
import { sql } from 'drizzle-orm';
import { ApiError } from '../../http/errors';
import type { ModulePlugin } from '../deps';

const healthRoutes: ModulePlugin = async (app, deps) => {
  app.get('/health', async (_request, reply) => {
    try {
      await deps.database.db.execute(sql`select 1`);
    } catch (error) {
      deps.log.error({ err: error }, 'health check: the database does not answer');
      throw new ApiError(503, 'DATABASE_UNAVAILABLE', 'The database does not answer');
    }
    reply.header('cache-control', 'no-store');
    return { status: 'ok', database: deps.database.kind };
  });
};

export default healthRoutes;
