import { Hono } from 'hono';
import {
  type AssessmentType,
  CATALOGUE,
  categoriesOf,
  estimatedMinutes,
  findAssessmentType,
} from '../../domain/catalogue.ts';
import type { Question } from '../../domain/questions/types.ts';
import { notFound } from '../errors.ts';

export const summary = (type: AssessmentType) => ({
  id: type.id,
  title: type.title,
  description: type.description,
  icon: type.icon,
  categories: categoriesOf(type),
  question_count: type.questions.length,
  estimated_minutes: estimatedMinutes(type.questions.length),
});

/** The catalogue (public: the landing page shows it too). It changes only with a deploy, so it is cached. */
export function assessmentTypeRoutes() {
  return new Hono()
    .get('/', (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(CATALOGUE.map(summary));
    })
    .get('/:type', (c) => {
      const type = findAssessmentType(c.req.param('type'));
      if (!type) throw notFound();
      c.header('Cache-Control', 'public, max-age=300');
      return c.json({ ...summary(type), questions: questionsView(type.questions) });
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
