import { Hono } from 'hono';
import type { PlansMode } from '../../domain/plans.ts';
import { checkInSchema, shareCheckInsSchema, startPlanSchema } from '../../domain/weekly-plan/requests.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readJson } from '../http/json.ts';
import { requireUser } from '../http/session.ts';
import { requireFeature } from '../plans/service.ts';
import { checkIn, listPlans, readPlan, setSharing, startPlan } from './service.ts';

/**
 * /api/weekly-plans (decision 068): the signed-in person's weekly plans, Premium's action plans where
 * plans are billed. Words come in the reader's language (`c.get('language')`) and, in Arabic, address.
 */
export function weeklyPlanRoutes(db: Db, plansMode: PlansMode) {
  const allowed = (userId: string) => requireFeature(db, plansMode, userId, 'action_plans');
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const me = requireUser(c);
      await allowed(me.id);
      return c.json(await listPlans(db, me.id, c.get('language')));
    })
    .post('/', async (c) => {
      const me = requireUser(c);
      const { assessment_id } = await readJson(c, startPlanSchema);
      await allowed(me.id);
      const { created, plan } = await startPlan(db, me.id, assessment_id, c.get('language'));
      return c.json(plan, created ? 201 : 200);
    })
    .get('/:id', async (c) => {
      const me = requireUser(c);
      await allowed(me.id);
      return c.json(await readPlan(db, me.id, c.req.param('id'), c.get('language')));
    })
    .put('/:id/weeks/:week', async (c) => {
      const me = requireUser(c);
      const body = await readJson(c, checkInSchema);
      await allowed(me.id);
      return c.json(await checkIn(db, me.id, c.req.param('id'), c.req.param('week'), body, c.get('language')));
    })
    .put('/:id/sharing', async (c) => {
      const me = requireUser(c);
      const { share } = await readJson(c, shareCheckInsSchema);
      await allowed(me.id);
      return c.json(await setSharing(db, me.id, c.req.param('id'), share, c.get('language')));
    });
}
