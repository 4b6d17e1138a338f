import { Hono } from 'hono';
import {
  counsellorApplicationSchema,
  counsellorDirectoryQuerySchema,
  counsellorListingSchema,
} from '../../domain/counsellors.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readJson, readQuery } from '../http/json.ts';
import { requireUser } from '../http/session.ts';
import { apply, directory, ownApplication, setListed } from './service.ts';

/**
 * /api/counsellors (decision 076): applying, one's own application and listing, and the directory of
 * verified, listed counsellors that any signed-in person may filter. The operator's side is in /api/admin.
 */
export function counsellorRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      requireUser(c);
      const filter = readQuery(c, counsellorDirectoryQuerySchema);
      return c.json({ counsellors: await directory(db, filter) });
    })
    .post('/application', async (c) => {
      const me = requireUser(c);
      const input = await readJson(c, counsellorApplicationSchema);
      return c.json(await apply(db, me.id, input), 201);
    })
    .get('/me', async (c) => c.json(await ownApplication(db, requireUser(c).id)))
    .put('/me/listing', async (c) => {
      const me = requireUser(c);
      const { listed } = await readJson(c, counsellorListingSchema);
      return c.json(await setListed(db, me.id, listed));
    });
}
