import { Hono } from 'hono';
import { analyticsQuerySchema } from '../../domain/analytics.ts';
import type { PlansMode } from '../../domain/plans.ts';
import { readOr404 } from '../access/can-read.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readQuery } from '../http/json.ts';
import { requireUser } from '../http/session.ts';
import { requireFeature } from '../plans/service.ts';
import { analyticsView } from './analytics.ts';
import { coupleAnalyticsView } from './couple-analytics.ts';
import { progressView } from './service.ts';

/**
 * GET /api/progress: the signed-in person's results over time (Individual and above).
 * GET /api/progress/analytics?type=…: what changed beyond the noise between two of them (Premium, decision 070).
 * GET /api/progress/analytics/couple: a couple's two sides over time, by the same rule (Premium, decision 075).
 */
export function progressRoutes(db: Db, plansMode: PlansMode) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const me = requireUser(c);
      await requireFeature(db, plansMode, me.id, 'progress');
      // The page speaks to its owner (their partner's line, their plan): theirs alone (decision 074).
      await readOr404(db, me, { kind: 'progress', of: me.id }, 'results', ['owner']);
      return c.json(await progressView(db, plansMode, me.id));
    })
    .get('/analytics', async (c) => {
      const me = requireUser(c);
      const query = readQuery(c, analyticsQuerySchema);
      await requireFeature(db, plansMode, me.id, 'analytics');
      await readOr404(db, me, { kind: 'progress', of: me.id }, 'results', ['owner']);
      return c.json(await analyticsView(db, me.id, query));
    })
    .get('/analytics/couple', async (c) => {
      const me = requireUser(c);
      await requireFeature(db, plansMode, me.id, 'analytics');
      return c.json(await coupleAnalyticsView(db, me.id));
    });
}
