import { Hono } from 'hono';
import type { PlansMode } from '../../domain/plans.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { requireUser } from '../http/session.ts';
import { requireFeature } from '../plans/service.ts';
import { progressView } from './service.ts';

/** GET /api/progress: the signed-in person's results over time (Individual and above). */
export function progressRoutes(db: Db, plansMode: PlansMode) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const me = requireUser(c);
    await requireFeature(db, plansMode, me.id, 'progress');
    return c.json(await progressView(db, plansMode, me.id));
  });
}
