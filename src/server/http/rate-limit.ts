import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client.ts';
import { requestLimits } from '../db/schema.ts';
import { tooManyAttempts } from '../errors.ts';
import type { ClientIpResolver } from './client-ip.ts';

/**
 * A fixed-window limit per client address, counted atomically in the database (one upsert), so
 * several instances share it. Over the limit: 429 with Retry-After and how long to wait, in words.
 */
export function rateLimit(options: {
  db: Db;
  name: string;
  max: number;
  windowSeconds: number;
  clientIp: ClientIpResolver;
}): MiddlewareHandler {
  const { db, name, max, windowSeconds, clientIp } = options;
  return async (c, next) => {
    const key = `${name}:${clientIp(c) ?? 'unknown'}`;
    const [row] = await db
      .insert(requestLimits)
      .values({ key, window_start: sql`now()`, count: 1 })
      .onConflictDoUpdate({
        target: requestLimits.key,
        set: {
          // A window that has passed starts again at 1; otherwise the count goes up.
          count: sql`case when ${requestLimits.window_start} < now() - make_interval(secs => ${windowSeconds}) then 1 else ${requestLimits.count} + 1 end`,
          window_start: sql`case when ${requestLimits.window_start} < now() - make_interval(secs => ${windowSeconds}) then now() else ${requestLimits.window_start} end`,
        },
      })
      .returning({
        count: requestLimits.count,
        retryAfter: sql<number>`ceil(extract(epoch from (${requestLimits.window_start} + make_interval(secs => ${windowSeconds}) - now())))::int`,
      });
    if (row && row.count > max) throw tooManyAttempts(row.retryAfter);
    await next();
  };
}
