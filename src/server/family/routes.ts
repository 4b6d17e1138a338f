import { Hono } from 'hono';
import { assessmentTypeId } from '../../domain/assessment/kind.ts';
import { shareAnswersSchema } from '../../domain/couple-requests.ts';
import { familyInvitationSchema, supervisedChildSchema } from '../../domain/family-requests.ts';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { ClientIpResolver } from '../http/client-ip.ts';
import { readJson } from '../http/json.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { requireUser } from '../http/session.ts';
import {
  acceptFamilyInvitation,
  addSupervisedChild,
  childSession,
  describeFamilyInvitation,
  endFamilyLink,
  family,
  familyReport,
  familyView,
  joinFamilyAssessment,
  listFamilyAssessments,
  setFamilyShareAnswers,
  startFamilyAssessment,
} from '../pairs/family.ts';
import { createInvitation, declineInvitation, invitationTokenBody, revokeInvitation } from '../pairs/invitations.ts';
import { requireFeature } from '../plans/service.ts';
import { pairDocument, reportFileName } from '../reports/documents.ts';
import { pdfResponse, readerContext, reportNotReady } from '../reports/http.ts';
import type { PdfPool } from '../reports/render-pool.ts';

/** /api/family: the caller's parent-child links, invitations, family assessments and reports. */
export function familyRoutes(deps: {
  db: Db;
  env: Pick<Env, 'appUrl' | 'plansMode'>;
  clientIp: ClientIpResolver;
  pdfPool: PdfPool;
}) {
  const { db, env, clientIp, pdfPool } = deps;
  const tokenLimit = rateLimit({ db, clientIp, name: 'family-invitation', perAddress: { max: 10, seconds: 600 } });
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await familyView(db, requireUser(c).id)))
    .post('/children', async (c) => {
      const me = requireUser(c);
      return c.json(await addSupervisedChild(db, me.id, await readJson(c, supervisedChildSchema)), 201);
    })
    .delete('/links/:id', async (c) => {
      await endFamilyLink(db, requireUser(c).id, c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/links/:id/assessments', async (c) => {
      const me = requireUser(c);
      return c.json(await startFamilyAssessment(db, me.id, c.req.param('id'), env.plansMode), 201);
    })
    .post('/invitations', async (c) => {
      const me = requireUser(c);
      const { role, pairing, age_group } = await readJson(c, familyInvitationSchema);
      const invitation = await createInvitation(db, family, me.id, { inviter_role: role, pairing, age_group });
      return c.json({ ...invitation, url: `${env.appUrl}/family/join#${invitation.token}` }, 201);
    })
    .delete('/invitations/:id', async (c) => {
      await revokeInvitation(db, family, requireUser(c).id, c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/invitations/lookup', tokenLimit, async (c) => {
      const me = requireUser(c);
      const { token } = await readJson(c, invitationTokenBody);
      return c.json(await describeFamilyInvitation(db, token, me.id));
    })
    .post('/invitations/accept', tokenLimit, async (c) => {
      const me = requireUser(c);
      const { token } = await readJson(c, invitationTokenBody);
      return c.json(await acceptFamilyInvitation(db, token, me.id));
    })
    .post('/invitations/decline', tokenLimit, async (c) => {
      const me = requireUser(c);
      const { token } = await readJson(c, invitationTokenBody);
      await declineInvitation(db, family, token, me.id);
      return c.body(null, 204);
    })
    .get('/assessments', async (c) => c.json(await listFamilyAssessments(db, requireUser(c).id)))
    .post('/assessments/:id/join', async (c) =>
      c.json(await joinFamilyAssessment(db, requireUser(c).id, c.req.param('id'))),
    )
    .post('/assessments/:id/child-session', async (c) =>
      c.json(await childSession(db, requireUser(c).id, c.req.param('id'))),
    )
    .put('/assessments/:id/share-answers', async (c) => {
      const me = requireUser(c);
      const { share } = await readJson(c, shareAnswersSchema);
      return c.json(await setFamilyShareAnswers(db, me.id, c.req.param('id'), share));
    })
    .get('/assessments/:id/report.pdf', async (c) => {
      const me = requireUser(c);
      return pdfResponse(c, pdfPool, async () => {
        await requireFeature(db, env.plansMode, me.id, 'pdf');
        const report = await familyReport(db, me.id, c.req.param('id'));
        if (report.status !== 'ready') throw reportNotReady();
        const context = await readerContext(c, env.appUrl, db, me.id);
        const type = assessmentTypeId({ kind: 'family', group: report.age_group, pairing: report.pairing });
        const doc = pairDocument(
          { ...report, assessment_type: type, advice: report.advice?.[context.language] },
          'family',
          context,
        );
        return { doc, fileName: reportFileName(type, report.completed_at) };
      });
    })
    .get('/assessments/:id/report', async (c) => c.json(await familyReport(db, requireUser(c).id, c.req.param('id'))));
}
