import type { Pattern } from '../assessment/scoring.ts';
import type { Language } from '../language.ts';
import type { Advice } from './advisor.ts';

/** Advice in one language, and who wrote it: `builtin` or the model's name. */
export interface SourcedAdvice extends Advice {
  source: string;
}

export const BUILTIN_SOURCE = 'builtin';

/**
 * `assessment_results.ai_analysis`. The five parts at the top level are in the person's language
 * (`language`); `translations` holds both languages; `pending` lists languages whose model advice is
 * being written right now, `attempted` those asked of the model already (each at most once).
 */
export interface AiAnalysis extends Advice {
  pattern: Pattern;
  averageGap: number;
  language: Language;
  source: string;
  translations: Record<Language, SourcedAdvice>;
  pending?: Language[];
  pendingSince?: string;
  attempted?: Language[];
}
