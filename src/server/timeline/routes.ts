import { Hono } from 'hono';
import type { PlansMode } from '../../domain/plans.ts';
import { milestoneSchema, timelineQuerySchema } from '../../domain/timeline.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readJson, readQuery } from '../http/json.ts';
import { requireUser } from '../http/session.ts';
import { requireFeature } from '../plans/service.ts';
import { addMilestone, deleteMilestone, timelineOf, updateMilestone } from './service.ts';

/** /api/timeline: the signed-in person's relationship timeline and their own milestones. */
export function timelineRoutes(db: Db, plansMode: PlansMode) {
  const allowed = (userId: string) => requireFeature(db, plansMode, userId, 'progress');
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const me = requireUser(c);
      const { filter } = readQuery(c, timelineQuerySchema);
      await allowed(me.id);
      return c.json({ events: await timelineOf(db, me.id, filter) });
    })
    .post('/milestones', async (c) => {
      const me = requireUser(c);
      const input = await readJson(c, milestoneSchema);
      await allowed(me.id);
      return c.json(await addMilestone(db, me.id, input), 201);
    })
    .put('/milestones/:id', async (c) => {
      const me = requireUser(c);
      const input = await readJson(c, milestoneSchema);
      await allowed(me.id);
      return c.json(await updateMilestone(db, me.id, c.req.param('id'), input));
    })
    .delete('/milestones/:id', async (c) => {
      const me = requireUser(c);
      await deleteMilestone(db, me.id, c.req.param('id'));
      return c.body(null, 204);
    });
}
