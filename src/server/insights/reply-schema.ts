import { z } from 'zod';
import { ADVICE_COUNTS } from '../../domain/advice/advisor.ts';

const item = z.string().trim().min(3).max(400);
const list = (count: number) => z.array(item).length(count);
/** Strengths and growth areas: at most the count, since fewer are named when fewer are true (decision 028). */
const upTo = (count: number) => z.array(item).min(1).max(count);

/** What the model must return; anything else falls back to the built-in advisor. */
export const modelReplySchema = z.object({
  summary: z.string().trim().min(20).max(1200),
  strengths: upTo(ADVICE_COUNTS.strengths),
  improvements: upTo(ADVICE_COUNTS.improvements),
  recommendations: list(ADVICE_COUNTS.recommendations),
  conversationStarters: list(ADVICE_COUNTS.conversationStarters),
});
