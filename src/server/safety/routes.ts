import { Hono } from 'hono';
import type { SafetyResourcesReply } from '../../domain/safety.ts';
import { safetyCheckPutSchema, safetyResourcesQuerySchema } from '../../domain/safety-requests.ts';
import { readOr404 } from '../access/can-read.ts';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readJson, readQuery } from '../http/json.ts';
import { requireUser } from '../http/session.ts';
import { resourcesFor } from './resources.ts';
import { safetyCheckState, saveSafetyCheck } from './service.ts';

/**
 * GET/PUT /api/safety-check: the signed-in person's own check only; there is no route by user id, so
 * nobody can ask for another person's. The answers are accepted, never returned (decision 030).
 */
export function safetyCheckRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const me = requireUser(c);
      // The one rule says it too: the check is its owner's, under any grant (decision 074).
      await readOr404(db, me, { kind: 'safety_check', of: me.id }, 'status', ['owner']);
      return c.json(await safetyCheckState(db, me.id));
    })
    .put('/', async (c) => {
      const user = requireUser(c);
      const body = await readJson(c, safetyCheckPutSchema);
      return c.json(await saveSafetyCheck(db, user.id, body));
    });
}

/** GET /api/safety-resources?country=SA: the operator's public list for one country, and the quick exit. */
export function safetyResourceRoutes(safety: Env['safety']) {
  const countries = Object.keys(safety.resources)
    .filter((key) => key !== 'default')
    .sort();
  return new Hono<AppEnv>().get('/', (c) => {
    const { country } = readQuery(c, safetyResourcesQuerySchema);
    const reply: SafetyResourcesReply = {
      ...resourcesFor(safety.resources, country),
      countries,
      exit_url: safety.exitUrl,
    };
    // Operator configuration, the same for everyone: a browser may keep it a little while.
    c.header('cache-control', 'public, max-age=300');
    return c.json(reply);
  });
}
