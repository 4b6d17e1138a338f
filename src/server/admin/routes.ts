import { Hono, type MiddlewareHandler } from 'hono';
import {
  auditQuerySchema,
  contactReplySchema,
  figuresQuerySchema,
  inboxQuerySchema,
  peopleQuerySchema,
} from '../../domain/admin.ts';
import { counsellorStatusQuerySchema } from '../../domain/counsellors.ts';
import { describeRemoved } from '../account/ways-in.ts';
import type { Billing } from '../billing/service.ts';
import { applicationsFor, decide } from '../counsellors/service.ts';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import { AppError, notFound } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readJson, readQuery } from '../http/json.ts';
import { jobsOverview } from '../jobs/overview.ts';
import { type AccountMail, mailLinks } from '../mail/account-mail.ts';
import type { Outbox } from '../mail/outbox.ts';
import { operatorAccess } from './roles.ts';
import {
  audit,
  auditPage,
  contactMessage,
  endAllSessions,
  figures,
  findPeople,
  inboxPage,
  personSummary,
  replyToMessage,
  resetSecondFactors,
  setMessageStatus,
} from './service.ts';

/**
 * For operators only. Anyone else, signed in or not, is answered as if there were no console (404,
 * the answer of an unknown path), and the role is read from the database on every request: a revoked
 * operator is refused at their next click, whatever their session says. An operator without two-factor
 * sign-in is refused every route, `/me` included, with 403 `operator_needs_two_factor` (decision 058),
 * which the console page turns into a way to /settings/security.
 */
function requireOperator(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const me = c.get('user');
    const access = me ? await operatorAccess(db, me.id) : 'none';
    if (access === 'none') throw notFound();
    if (access === 'needs_two_factor')
      throw new AppError(403, 'operator_needs_two_factor', 'errors.admin.operatorNeedsTwoFactor');
    await next();
  };
}

/** The signed-in operator's id; only reached behind requireOperator. */
const operatorId = (c: { get(key: 'user'): AppEnv['Variables']['user'] }) => {
  const me = c.get('user');
  if (!me) throw notFound();
  return me.id;
};

/** /api/admin: the operator console (decision 041). Every action on a person or a message is audited. */
export function adminRoutes(deps: {
  db: Db;
  env: Env;
  outbox: Outbox;
  mail: AccountMail;
  billing: Pick<Billing, 'refund'>;
}) {
  const { db, env, outbox, mail, billing } = deps;
  const links = mailLinks(env.appUrl);
  return (
    new Hono<AppEnv>()
      .use(requireOperator(db))
      // Tells the web app to show its link to the console; everyone else gets the 404 above.
      .get('/me', (c) => c.json({ operator: true as const }))
      .get('/inbox', async (c) => {
        const { status, page } = readQuery(c, inboxQuerySchema);
        return c.json(await inboxPage(db, status, page));
      })
      .get('/inbox/:id', async (c) => {
        const found = await contactMessage(db, c.req.param('id'));
        await audit(db, {
          actorId: operatorId(c),
          action: 'contact.read',
          targetUserId: found.message.user_id,
          details: { message_id: found.message.id },
        });
        return c.json(found);
      })
      .post('/inbox/:id/replies', async (c) => {
        const { body } = await readJson(c, contactReplySchema);
        return c.json(await replyToMessage(db, outbox, operatorId(c), c.req.param('id'), body), 201);
      })
      .post('/inbox/:id/close', async (c) =>
        c.json(await setMessageStatus(db, operatorId(c), c.req.param('id'), 'closed')),
      )
      .post('/inbox/:id/reopen', async (c) =>
        c.json(await setMessageStatus(db, operatorId(c), c.req.param('id'), 'open')),
      )
      // The address in a body, never a URL a proxy or a log keeps (ASVS 14.2.1).
      .post('/people/search', async (c) => {
        const { email } = await readJson(c, peopleQuerySchema);
        const people = await findPeople(db, email);
        // What was searched for is an address someone typed: the log keeps how many were found.
        await audit(db, { actorId: operatorId(c), action: 'people.search', details: { results: people.length } });
        return c.json({ people });
      })
      .get('/people/:id', async (c) => {
        const person = await personSummary(db, env.plansMode, c.req.param('id'));
        await audit(db, { actorId: operatorId(c), action: 'people.read', targetUserId: person.id });
        return c.json(person);
      })
      // A refund at the operator's judgement, also outside the 30 days (decision 040): the person's
      // latest payment back, their plan ended for them and their partner.
      .post('/people/:id/refund', async (c) => {
        const person = await personSummary(db, env.plansMode, c.req.param('id'));
        const refund = await billing.refund(person.id, { byOperator: true });
        await audit(db, {
          actorId: operatorId(c),
          action: 'billing.refund',
          targetUserId: person.id,
          details: { amount_cents: refund.amount_cents, currency: refund.currency },
        });
        return c.json(refund);
      })
      // Helping a person under attack, after the identity check of docs/security.md ("Operators"): the
      // person is mailed at their current address either way, so an action they did not ask for is seen.
      .post('/people/:id/sessions/revoke-all', async (c) => {
        const ended = await endAllSessions(db, operatorId(c), c.req.param('id'));
        await mail.send(c.req.param('id'), 'operator_sessions_ended', { url: links.forgotPassword });
        return c.json(ended);
      })
      .post('/people/:id/factors/reset', async (c) => {
        const removed = await resetSecondFactors(db, operatorId(c), c.req.param('id'));
        // Nothing removed, nothing changed to tell (the audit log still records the action).
        if (removed.twoFactor || removed.passkeys.length > 0)
          await mail.send(c.req.param('id'), 'operator_factors_reset', {
            url: links.security,
            removed: describeRemoved(removed),
          });
        return c.json({ two_factor_removed: removed.twoFactor, passkeys_removed: removed.passkeys.length });
      })
      // Counsellor applications (decision 076): the list to check, and each decision audited.
      .get('/counsellors', async (c) => {
        const { status } = readQuery(c, counsellorStatusQuerySchema);
        return c.json({ counsellors: await applicationsFor(db, status) });
      })
      .post('/counsellors/:id/verify', async (c) =>
        c.json(await decide(db, operatorId(c), c.req.param('id'), 'verify')),
      )
      .post('/counsellors/:id/reject', async (c) =>
        c.json(await decide(db, operatorId(c), c.req.param('id'), 'reject')),
      )
      // A suspended counsellor reads nothing from their next request on (grantHolds reads the status).
      .post('/counsellors/:id/suspend', async (c) =>
        c.json(await decide(db, operatorId(c), c.req.param('id'), 'suspend')),
      )
      // Jobs waiting, retrying and running, and the dead letters (decision 066): kinds and failure classes only.
      .get('/jobs', async (c) => c.json(await jobsOverview(db)))
      .get('/figures', async (c) => {
        const { days } = readQuery(c, figuresQuerySchema);
        return c.json(await figures(db, days, env.ai?.dailyLimit ?? null));
      })
      .get('/audit', async (c) => {
        const { page } = readQuery(c, auditQuerySchema);
        return c.json(await auditPage(db, page));
      })
  );
}
