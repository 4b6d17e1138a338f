import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { ClientIpResolver } from '../http/client-ip.ts';
import { readJson } from '../http/json.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { requireUser } from '../http/session.ts';
import {
  acceptInvitation,
  createInvitation,
  currentPartner,
  declineInvitation,
  describeInvitation,
  pendingInvitation,
  revokeInvitation,
  unlink,
} from './service.ts';

const tokenBody = z.strictObject({ token: z.string({ error: 'errors.notFound' }).max(100, 'errors.notFound') });

/** /api/couple: the caller's partner link and invitations; nobody else's. */
export function coupleRoutes(db: Db, env: Pick<Env, 'appUrl'>, clientIp: ClientIpResolver) {
  const acceptLimit = rateLimit({ db, name: 'invitation-accept', max: 10, windowSeconds: 600, clientIp });
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const me = requireUser(c);
      return c.json({ partner: await currentPartner(db, me.id), invitation: await pendingInvitation(db, me.id) });
    })
    .delete('/', async (c) => {
      await unlink(db, requireUser(c).id);
      return c.json({ partner: null });
    })
    .post('/invitations', async (c) => {
      const invitation = await createInvitation(db, requireUser(c).id);
      return c.json({ ...invitation, url: `${env.appUrl}/couple/join#${invitation.token}` }, 201);
    })
    .delete('/invitations/:id', async (c) => {
      await revokeInvitation(db, requireUser(c).id, c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/invitations/lookup', acceptLimit, async (c) => {
      const { token } = await readJson(c, tokenBody);
      return c.json(await describeInvitation(db, token, requireUser(c).id));
    })
    .post('/invitations/accept', acceptLimit, async (c) => {
      const me = requireUser(c);
      const { token } = await readJson(c, tokenBody);
      await acceptInvitation(db, token, me.id);
      return c.json({ partner: await currentPartner(db, me.id) });
    })
    .post('/invitations/decline', acceptLimit, async (c) => {
      const { token } = await readJson(c, tokenBody);
      await declineInvitation(db, token, requireUser(c).id);
      return c.body(null, 204);
    });
}
