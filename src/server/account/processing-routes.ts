import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';

/**
 * GET /api/processing: public. Who besides Wifaq receives anything (the AI provider, when one is
 * configured), so the sign-up consent and the privacy page can name them.
 */
export function processingRoutes(aiProvider: string | null) {
  return new Hono<AppEnv>().get('/', (c) => c.json({ ai_provider: aiProvider }));
}
