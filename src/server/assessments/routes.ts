import { Hono } from 'hono';
import { answersSchema, createAssessmentSchema } from '../../domain/assessment-requests.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readJson } from '../http/json.ts';
import { requireUser } from '../http/session.ts';
import {
  completeAssessment,
  createAssessment,
  getOwnAssessment,
  getOwnResult,
  listAssessments,
  saveAnswers,
  toApiAssessment,
  toApiResult,
} from './service.ts';

/** /api/assessments: only ever the signed-in person's own assessments and results. */
export function assessmentRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const user = requireUser(c);
      return c.json((await listAssessments(db, user.id)).map(toApiAssessment));
    })
    .post('/', async (c) => {
      const user = requireUser(c);
      const { assessment_type } = await readJson(c, createAssessmentSchema);
      return c.json(toApiAssessment(await createAssessment(db, user.id, assessment_type)), 201);
    })
    .get('/:id', async (c) => {
      const user = requireUser(c);
      return c.json(toApiAssessment(await getOwnAssessment(db, user.id, c.req.param('id'))));
    })
    .patch('/:id/answers', async (c) => {
      const user = requireUser(c);
      const patch = await readJson(c, answersSchema);
      return c.json(toApiAssessment(await saveAnswers(db, user.id, c.req.param('id'), patch)));
    })
    .post('/:id/complete', async (c) => {
      const user = requireUser(c);
      const patch = await readJson(c, answersSchema);
      return c.json(toApiResult(await completeAssessment(db, user.id, c.req.param('id'), patch)));
    })
    .get('/:id/result', async (c) => {
      const user = requireUser(c);
      return c.json(toApiResult(await getOwnResult(db, user.id, c.req.param('id'))));
    });
}
