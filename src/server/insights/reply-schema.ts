import { z } from 'zod/mini';
import { ADVICE_COUNTS } from '../../domain/advice/advisor.ts';

const item = z.string().check(z.trim(), z.minLength(3), z.maxLength(400));
const list = (count: number) => z.array(item).check(z.length(count));
/** Strengths and growth areas: at most the count, since fewer are named when fewer are true (decision 028). */
const upTo = (count: number) => z.array(item).check(z.minLength(1), z.maxLength(count));

/** What the model must return; anything else falls back to the built-in advisor. */
export const modelReplySchema = z.object({
  summary: z.string().check(z.trim(), z.minLength(20), z.maxLength(1200)),
  strengths: upTo(ADVICE_COUNTS.strengths),
  improvements: upTo(ADVICE_COUNTS.improvements),
  recommendations: list(ADVICE_COUNTS.recommendations),
  conversationStarters: list(ADVICE_COUNTS.conversationStarters),
});
