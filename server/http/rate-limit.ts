/**
 * Exports: `hitRateLimit(db, { key, limit, windowMs, now })`: counts a hit in a fixed window kept in the database
 * (shared by every server instance) and throws a 429 `RATE_LIMITED` ApiError when the window's limit is passed.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../database/connect';
import { rateLimits } from '../database/schema/index';
import { ApiError } from './errors';

export async function hitRateLimit(
  db: Db,
  options: { key: string; limit: number; windowMs: number; now: Date },
): Promise<{ count: number; retryAfterSeconds: number }> {
  const { key, limit, windowMs, now } = options;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = excluded.window_start then ${rateLimits.count} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  if (count > limit) {
    throw new ApiError(429, 'RATE_LIMITED', `Too many requests; try again in ${retryAfterSeconds} s`);
  }
  return { count, retryAfterSeconds };
}
