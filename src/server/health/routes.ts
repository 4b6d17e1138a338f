import { Hono } from 'hono';
import type { Database } from '../db/client.ts';

/** GET /api/health: 200 when the database answers, 503 otherwise (for load balancers and probes). */
export function healthRoutes(database: Pick<Database, 'ping'>) {
  return new Hono().get('/', async (c) => {
    const ok = await database.ping();
    c.header('Cache-Control', 'no-store');
    return ok ? c.json({ status: 'ok' }) : c.json({ status: 'unavailable' }, 503);
  });
}
