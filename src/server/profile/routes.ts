import { Hono } from 'hono';
import { profilePatchSchema } from '../../domain/profile.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readJson } from '../http/json.ts';
import { requireUser } from '../http/session.ts';
import { ensureProfile, holdsOperatorRole, toApiProfile, updateProfile } from './service.ts';

/** GET/PATCH /api/profile: only ever the signed-in person's own row. */
export function profileRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const user = requireUser(c);
      const row = await ensureProfile(db, { id: user.id, email: user.email, full_name: user.name });
      return c.json(toApiProfile(row, user, await holdsOperatorRole(db, user.id)));
    })
    .patch('/', async (c) => {
      const user = requireUser(c);
      const patch = await readJson(c, profilePatchSchema);
      const row = await updateProfile(db, user, patch);
      return c.json(toApiProfile(row, user, await holdsOperatorRole(db, user.id)));
    });
}
