import { Hono } from 'hono';
import type { PlansMode } from '../../domain/plans.ts';
import { PLAN_ALLOWANCES } from '../../domain/plans.ts';
import type { AppEnv } from '../http/app-env.ts';

/** GET /api/plans: public; whether this server bills at all, and what each plan allows. */
export function planRoutes(mode: PlansMode) {
  return new Hono<AppEnv>().get('/', (c) => c.json({ mode, allowances: PLAN_ALLOWANCES }));
}
