import { Hono } from 'hono';
import { CATALOGUE, findAssessmentType, typeSummary } from '../../domain/assessment/catalogue.ts';
import type { Question } from '../../domain/assessment/question.ts';
import { notFound } from '../errors.ts';

/** The catalogue (public: the landing page shows it too). It changes only with a deploy, so it is cached. */
export function assessmentTypeRoutes() {
  return new Hono()
    .get('/', (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(CATALOGUE.map(typeSummary));
    })
    .get('/:type', (c) => {
      const type = findAssessmentType(c.req.param('type'));
      if (!type) throw notFound();
      c.header('Cache-Control', 'public, max-age=300');
      return c.json({ ...typeSummary(type), questions: questionsView(type.questions) });
    });
}

export const questionsView = (questions: readonly Question[]) =>
  questions.map((q) => ({
    key: q.key,
    ...(q.legacyId ? { legacy_id: q.legacyId } : {}),
    category: q.category,
    important: q.important,
    phase1: q.phase1,
    phase2: q.phase2,
  }));
