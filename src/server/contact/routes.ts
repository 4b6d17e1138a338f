import { Hono } from 'hono';
import { contactSchema } from '../../domain/contact.ts';
import type { Db } from '../db/client.ts';
import { contactMessages } from '../db/schema.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { ClientIpResolver } from '../http/client-ip.ts';
import { readJson } from '../http/json.ts';
import { rateLimit } from '../http/rate-limit.ts';

/** POST /api/contact: stores a message in one insert (all or nothing). Five per hour per address. */
export function contactRoutes(db: Db, clientIp: ClientIpResolver) {
  return new Hono<AppEnv>().post(
    '/',
    rateLimit({ db, clientIp, name: 'contact', perAddress: { max: 5, seconds: 3600 } }),
    async (c) => {
      const message = await readJson(c, contactSchema);
      await db.insert(contactMessages).values({
        ...message,
        language: c.get('language'),
        user_id: c.get('user')?.id ?? null,
      });
      return c.json({ status: 'received' }, 201);
    },
  );
}
