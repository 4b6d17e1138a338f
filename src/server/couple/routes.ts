import { Hono } from 'hono';
import { createAssessmentSchema } from '../../domain/assessment/requests.ts';
import { keptReportsSchema } from '../../domain/couple-kept.ts';
import { partnerInvitationSchema as invitationBody, shareAnswersSchema } from '../../domain/couple-requests.ts';
import type { Billing } from '../billing/service.ts';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import { notFound } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { ClientIpResolver } from '../http/client-ip.ts';
import { readJson } from '../http/json.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { requireUser } from '../http/session.ts';
import { translate } from '../i18n.ts';
import type { Insights } from '../insights/service.ts';
import type { AccountMail } from '../mail/account-mail.ts';
import {
  couple,
  coupleReport,
  currentPartner,
  describeCoupleInvitation,
  endCoupleLink,
  joinShared,
  keptReportsOf,
  linkEndedBy,
  listShared,
  pendingCoupleInvitation,
  removeKeptReport,
  setCoupleShareAnswers,
  startShared,
} from '../pairs/couple.ts';
import {
  acceptInvitation,
  createInvitation,
  declineInvitation,
  invitationTokenBody,
  revokeInvitation,
} from '../pairs/invitations.ts';
import { isUnderAge } from '../pairs/safeguarding.ts';
import { planOf, requireCoupleFeatures, requireFeature } from '../plans/service.ts';
import { pairDocument, reportFileName } from '../reports/documents.ts';
import { pdfResponse, readerContext, reportNotReady } from '../reports/http.ts';
import type { PdfPool } from '../reports/render-pool.ts';

/** /api/couple: the caller's partner link and invitations; nobody else's. */
export function coupleRoutes(deps: {
  db: Db;
  env: Pick<Env, 'appUrl' | 'plansMode'>;
  clientIp: ClientIpResolver;
  mail: AccountMail;
  insights: Insights;
  pdfPool: PdfPool;
  billing: Pick<Billing, 'coveredByPartner' | 'tellCoverage'>;
}) {
  const { db, env, clientIp, mail, insights, pdfPool, billing } = deps;
  const coupleFeatures = (userId: string) => requireCoupleFeatures(db, env.plansMode, userId);
  const acceptLimit = rateLimit({ db, clientIp, name: 'invitation-accept', perAddress: { max: 10, seconds: 600 } });
  return (
    new Hono<AppEnv>()
      .get('/', async (c) => {
        const me = requireUser(c);
        return c.json({
          partner: await currentPartner(db, me.id),
          invitation: await pendingCoupleInvitation(db, me.id),
          plan: await planOf(db, env.plansMode, me.id),
          // Under 18 by the age given: the page explains that partner links are for adults.
          under_age: await isUnderAge(db, me.id),
        });
      })
      .delete('/', async (c) => {
        const me = requireUser(c);
        // Whoever had their plan from the other loses it with the link, and is told so.
        const covered = await billing.coveredByPartner([me.id, (await currentPartner(db, me.id))?.id]);
        const by = await linkEndedBy(db, me.id, env.appUrl, 'partner_unlinked');
        const ended = await endCoupleLink(db, me.id, 'unlinked');
        if (!ended) throw notFound();
        // The other partner hears it from us, in their own language: who ended it and what they keep.
        await mail.send(ended.partnerId, 'partner_unlinked', by);
        await billing.tellCoverage('partner_plan_ended', covered);
        return c.json({ partner: null });
      })
      .post('/invitations', async (c) => {
        const me = requireUser(c);
        const { email } = await readJson(c, invitationBody);
        const invitation = await createInvitation(db, couple, me.id);
        const url = `${env.appUrl}/couple/join#${invitation.token}`;
        // Mail goes only from a confirmed address (decision 034): otherwise anyone could make Wifaq write
        // to strangers in someone else's name. In the inviter's saved language: it says who sent it.
        const emailed = Boolean(email && me.emailVerified);
        if (email && emailed) await mail.send(me.id, 'couple_invitation', { to: email, url });
        return c.json({ ...invitation, url, emailed }, 201);
      })
      .delete('/invitations/:id', async (c) => {
        await revokeInvitation(db, couple, requireUser(c).id, c.req.param('id'));
        return c.body(null, 204);
      })
      .post('/invitations/lookup', acceptLimit, async (c) => {
        const { token } = await readJson(c, invitationTokenBody);
        return c.json(await describeCoupleInvitation(db, token, requireUser(c).id));
      })
      .post('/invitations/accept', acceptLimit, async (c) => {
        const me = requireUser(c);
        const { token } = await readJson(c, invitationTokenBody);
        await acceptInvitation(db, couple, token, me.id);
        const partner = await currentPartner(db, me.id);
        await billing.tellCoverage('partner_plan_covers', await billing.coveredByPartner([me.id, partner?.id]));
        return c.json({ partner });
      })
      .post('/invitations/decline', acceptLimit, async (c) => {
        const { token } = await readJson(c, invitationTokenBody);
        await declineInvitation(db, couple, token, requireUser(c).id);
        return c.body(null, 204);
      })
      // The copies the caller keeps from ended links (decision 062): no plan is needed, since reading a copy
      // needs none, and this list is the way back to them on every plan.
      .get('/kept', async (c) => c.json(keptReportsSchema.parse(await keptReportsOf(db, requireUser(c).id))))
      .get('/shared', async (c) => c.json(await listShared(db, requireUser(c).id)))
      .post('/shared', async (c) => {
        const me = requireUser(c);
        const { assessment_type } = await readJson(c, createAssessmentSchema);
        await coupleFeatures(me.id);
        return c.json(await startShared(db, me.id, assessment_type, env.plansMode), 201);
      })
      .post('/shared/:id/join', async (c) => {
        const me = requireUser(c);
        await coupleFeatures(me.id);
        return c.json(await joinShared(db, me.id, c.req.param('id')));
      })
      .put('/shared/:id/share-answers', async (c) => {
        const me = requireUser(c);
        const { share } = await readJson(c, shareAnswersSchema);
        return c.json(await setCoupleShareAnswers(db, me.id, c.req.param('id'), share));
      })
      .get('/shared/:id/report.pdf', async (c) => {
        const me = requireUser(c);
        return pdfResponse(c, pdfPool, async () => {
          const report = await coupleReport(db, me.id, c.req.param('id'));
          // A kept copy is the reader's own record of what was: no plan of the two of them is needed to read it.
          if (report.status !== 'ready' || !report.kept) await coupleFeatures(me.id);
          await requireFeature(db, env.plansMode, me.id, 'pdf');
          if (report.status !== 'ready') throw reportNotReady();
          const context = await readerContext(c, env.appUrl, db, me.id);
          // A man's former partner is «شريكة حياتك السابقة» (decision 063).
          const doc = pairDocument(
            {
              ...report,
              other_name:
                report.partner_name ||
                translate('coupleReport.formerPartner', context.language, { ...context.address }),
              advice: report.advice[context.language],
            },
            'couple',
            context,
          );
          return { doc, fileName: reportFileName(`couple-${report.assessment_type}`, report.completed_at) };
        });
      })
      .get('/shared/:id/report', async (c) => {
        const me = requireUser(c);
        const id = c.req.param('id');
        const report = await coupleReport(db, me.id, id);
        // A kept copy is the reader's own record of what was (decision 062): no plan is needed to read it,
        // and nothing more is asked of the model for it.
        if (report.status === 'ready' && report.kept) return c.json(report);
        await coupleFeatures(me.id);
        if (report.status !== 'ready') return c.json(report);
        // The joint advice in the reader's language (the page's `?language=` first) is asked of the
        // model once, on first reading.
        const { advice_pending_since, ...shown } = report;
        const reader = c.get('language');
        const started = await insights.startCouple(id, me.id, reader);
        const pending = insights.pendingCouple({ pending: report.advice_pending, pendingSince: advice_pending_since });
        return c.json({ ...shown, advice_pending: started ? [...pending, reader] : pending });
      })
      .delete('/shared/:id/report', async (c) => {
        // Only the caller's own kept copy; a live report (still linked) has no copy to remove.
        if (!(await removeKeptReport(db, requireUser(c).id, c.req.param('id')))) throw notFound();
        return c.body(null, 204);
      })
  );
}
