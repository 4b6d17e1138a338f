import { Hono } from 'hono';
import type { PublicFigures } from '../../domain/public-figures.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { Figures } from './figures.ts';

/** GET /api/figures: public; what the landing may say of its use (the app's landing asks; prerendered ones have it). */
export function figureRoutes(figures: Figures) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const answer: PublicFigures = { completed_assessments: await figures.completedAssessments() };
    c.header('Cache-Control', 'public, max-age=600');
    return c.json(answer);
  });
}
