import { Hono } from 'hono';
import { profilePatchSchema } from '../../domain/profile.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readJson } from '../http/json.ts';
import { requireUser } from '../http/session.ts';
import { ensureProfile, toApiProfile, updateProfile } from './service.ts';

/** GET/PATCH /api/profile: only ever the signed-in person's own row. */
export function profileRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const user = requireUser(c);
      return c.json(
        toApiProfile(await ensureProfile(db, { id: user.id, email: user.email, full_name: user.name }), user),
      );
    })
    .patch('/', async (c) => {
      const user = requireUser(c);
      const patch = await readJson(c, profilePatchSchema);
      return c.json(toApiProfile(await updateProfile(db, user, patch), user));
    });
}
