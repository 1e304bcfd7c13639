/**
 * `POST /log` `{ message: string (1–2000 chars), level: 'info'|'warn'|'error' }` → 204; the line is stored in
 * `client_logs`. A JSON text/plain body (sendBeacon) is accepted too. Bodies over 8 KB get 413; more than 120 lines a minute from one client address get 429.
 */
import { enums, object, size, string } from 'superstruct';
import { LOG_LEVELS, clientLogs } from '../../database/schema/index';
import { parse } from '../../http/errors';
import { hitRateLimit } from '../../http/rate-limit';
import type { ModulePlugin } from '../deps';

const LogLine = object({ message: size(string(), 1, 2000), level: enums(LOG_LEVELS) });
export const LOG_RATE_LIMIT = 120;

/** `navigator.sendBeacon` sends a JSON string as text/plain: accept it as JSON. */
function bodyOf(body: unknown): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

const logRoutes: ModulePlugin = async (app, deps) => {
  app.post('/log', { bodyLimit: 8 * 1024 }, async (request, reply) => {
    const line = parse(LogLine, bodyOf(request.body));
    const now = deps.clock();
    await hitRateLimit(deps.database.db, { key: `log:${request.ip}`, limit: LOG_RATE_LIMIT, windowMs: 60_000, now });
    const userAgent = request.headers['user-agent']?.slice(0, 300) ?? null;
    await deps.database.db.insert(clientLogs).values({ ...line, ip: request.ip, userAgent, createdAt: now });
    return reply.code(204).send();
  });
};

export default logRoutes;
