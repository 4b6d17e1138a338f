import { Hono } from 'hono';
import {
  answersSchema,
  createAssessmentSchema,
  insightsRequestSchema,
  openAssessmentQuerySchema,
} from '../../domain/assessment/requests.ts';
import type { PlansMode } from '../../domain/plans.ts';
import { questionsView } from '../assessment-types/routes.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readJson, readQuery } from '../http/json.ts';
import { requireUser, type SessionTokens, sessionInStatement } from '../http/session.ts';
import type { Insights } from '../insights/service.ts';
import type { NoticeEvents } from '../notices/events.ts';
import { requireFeature } from '../plans/service.ts';
import { changeBefore } from '../progress/service.ts';
import { reportFileName, resultDocument } from '../reports/documents.ts';
import { pdfResponse, readerContext } from '../reports/http.ts';
import type { PdfPool } from '../reports/render-pool.ts';
import {
  completeAssessment,
  createAssessment,
  findOpenAssessment,
  getOwnAssessment,
  getOwnResult,
  listAssessments,
  listAssessmentsBySession,
  questionSetOf,
  resultAsRead,
  saveAnswers,
  saveAnswersBySession,
  toApiAssessment,
  type toApiResult,
} from './service.ts';

/**
 * The two requests a signed-in person sends most, the dashboard list and a later autosave, each with
 * the session checked inside its own statement (decision 044). Mounted before the session middleware;
 * any request these do not answer goes on to `assessmentRoutes` below unchanged. Typed as a plain
 * Hono: the browser's client takes these routes' types from `assessmentRoutes`, where they are answered.
 */
export function assessmentHotRoutes(db: Db, tokens: SessionTokens): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get(
      '/',
      sessionInStatement(tokens, async (c, token, freshAfter) => {
        const list = await listAssessmentsBySession(db, token, freshAfter);
        return list && c.json(list.map(toApiAssessment));
      }),
    )
    .patch(
      '/:id/answers',
      sessionInStatement(tokens, async (c, token, freshAfter) => {
        // Whatever this cannot parse is refused by the ordinary route, in its order and words.
        const patch = answersSchema.safeParse(await c.req.json().catch(() => undefined));
        if (!patch.success) return undefined;
        const updated = await saveAnswersBySession(db, token, freshAfter, c.req.param('id') ?? '', patch.data);
        return updated && c.json(toApiAssessment(updated));
      }),
    );
}

/** /api/assessments: only ever the signed-in person's own assessments and results. */
/** `appUrl` (APP_URL) makes the PDF's link to "How we score" whole. */
export function assessmentRoutes(deps: {
  db: Db;
  insights: Insights;
  plansMode: PlansMode;
  pdfPool: PdfPool;
  appUrl: string;
  noticeEvents: NoticeEvents;
}) {
  const { db, insights, plansMode, pdfPool, appUrl, noticeEvents } = deps;
  const present = async (row: Parameters<typeof toApiResult>[0], userId: string) => {
    const result = await resultAsRead(db, userId, row);
    return { ...result, ai_analysis: insights.visible(result.ai_analysis) };
  };
  return (
    new Hono<AppEnv>()
      .get('/', async (c) => {
        const user = requireUser(c);
        return c.json((await listAssessments(db, user.id)).map(toApiAssessment));
      })
      .post('/', async (c) => {
        const user = requireUser(c);
        const { assessment_type } = await readJson(c, createAssessmentSchema);
        return c.json(toApiAssessment(await createAssessment(db, user.id, assessment_type, plansMode)), 201);
      })
      // The person's own unfinished run of one type, or null: the questionnaire resumes it.
      .get('/open', async (c) => {
        const user = requireUser(c);
        const { type } = readQuery(c, openAssessmentQuerySchema);
        const open = await findOpenAssessment(db, user.id, type);
        return c.json(open ? toApiAssessment(open) : null);
      })
      .get('/:id', async (c) => {
        const user = requireUser(c);
        return c.json(toApiAssessment(await getOwnAssessment(db, user.id, c.req.param('id'))));
      })
      // The questions of this very assessment (a family side has its own wording).
      .get('/:id/questions', async (c) => {
        const user = requireUser(c);
        const set = questionSetOf(await getOwnAssessment(db, user.id, c.req.param('id')));
        return c.json({ ...set, questions: questionsView(set.questions) });
      })
      .patch('/:id/answers', async (c) => {
        const user = requireUser(c);
        const patch = await readJson(c, answersSchema);
        return c.json(toApiAssessment(await saveAnswers(db, user.id, c.req.param('id'), patch)));
      })
      .post('/:id/complete', async (c) => {
        const user = requireUser(c);
        const patch = await readJson(c, answersSchema);
        const { result, created } = await completeAssessment(db, user.id, c.req.param('id'), patch, {
          insightsEnabled: insights.enabled,
        });
        // The model is asked after this response leaves: the score never waits for it.
        const analysis = result.ai_analysis;
        if (created && insights.enabled) void insights.start(result.id, user.id, analysis.language, { claimed: true });
        // The other side of a shared assessment, and a plan's other reader, are told (decision 073); the
        // result is saved whatever happens to the telling.
        if (created) await noticeEvents.afterCompletion(user.id, result.assessment_id);
        return c.json(await present(result, user.id));
      })
      .get('/:id/report.pdf', async (c) => {
        const user = requireUser(c);
        return pdfResponse(c, pdfPool, async () => {
          await requireFeature(db, plansMode, user.id, 'pdf');
          const id = c.req.param('id');
          const assessment = await getOwnAssessment(db, user.id, id);
          const result = await getOwnResult(db, user.id, id);
          const completedAt = assessment.completed_at ?? result.created_at;
          const { reality_score, signals, uniform_answer, ai_analysis } = await resultAsRead(db, user.id, result);
          const doc = resultDocument(
            {
              assessment_type: assessment.assessment_type,
              completed_at: completedAt,
              compatibility_score: result.compatibility_score,
              reality_score,
              signals,
              uniform_answer,
              change: await changeBefore(db, user.id, id),
              category_scores: result.category_scores,
              ai_analysis,
            },
            await readerContext(c, appUrl, db, user.id),
          );
          return { doc, fileName: reportFileName(assessment.assessment_type, completedAt) };
        });
      })
      .get('/:id/result', async (c) => {
        const user = requireUser(c);
        return c.json(await present(await getOwnResult(db, user.id, c.req.param('id')), user.id));
      })
      // Model advice in the other language, on demand, once: only after the model wrote the first.
      .post('/:id/insights', async (c) => {
        const user = requireUser(c);
        const { language } = await readJson(c, insightsRequestSchema);
        const id = c.req.param('id');
        const result = await getOwnResult(db, user.id, id);
        const shown = await present(result, user.id);
        // A private view shows none of the model's advice (decision 054): nothing to ask for.
        if ('private_view' in shown) return c.json(shown, 200);
        const modelWroteFirst = result.ai_analysis.source !== 'builtin';
        const started = modelWroteFirst && (await insights.start(result.id, user.id, language));
        return c.json(
          started ? await present(await getOwnResult(db, user.id, id), user.id) : shown,
          started ? 202 : 200,
        );
      })
  );
}
