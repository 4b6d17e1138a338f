// Types only: the typed client itself stays out of the pages that use this (decision 027).
import type { Answer, client } from './api-client.ts';
import { usePublicJson } from './use-public-json.ts';

/** The AI provider this server sends scores to, or null when it has none (GET /api/processing). */
export function useAiProvider(): string | null {
  return usePublicJson<Answer<typeof client.processing.$get>>('/api/processing')?.ai_provider ?? null;
}
