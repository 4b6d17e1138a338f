import { answerKey } from '../assessment/answer-key.ts';
import { CATEGORY_TITLES, type CategoryId, categoryOfKey } from '../assessment/categories.ts';
import type { Bilingual, Question } from '../assessment/question.ts';
import { type Analysis, LARGE_IMPORTANT_GAP, patternName, STRONG_ALIGNMENT } from '../assessment/scoring.ts';
import {
  CATEGORY_ADVICE,
  IMPORTANT_GAP_IMPROVEMENT,
  IMPORTANT_GAP_RECOMMENDATION,
  MAINTAIN,
  PATTERN_CLOSING,
  RETAKE,
  SUMMARY,
  SUMMARY_SINGLE_CATEGORY,
} from '../content/advice/advisor-content.ts';
import type { Language } from '../language.ts';
import { categoryValues, cycle, fill, percentIn, quoted, rankCategories, summaryValues, unique } from './template.ts';

/** The five parts of advice a result carries (spec section 3, `ai_analysis`). */
export interface Advice {
  summary: string;
  strengths: string[];
  improvements: string[];
  recommendations: string[];
  conversationStarters: string[];
}

export const ADVICE_COUNTS = { strengths: 3, improvements: 3, recommendations: 5, conversationStarters: 3 } as const;

/** An important question whose expectation and reality are far apart (gap above 2). */
export interface ImportantGap {
  key: string;
  category: CategoryId;
  gap: number;
  statement: Bilingual;
}

/** Important questions with large gaps, largest first (ties in question order): the most telling first. */
export function importantGaps(
  questions: readonly Question[],
  responses: Record<string, number>,
  importance: Record<string, boolean>,
): ImportantGap[] {
  return questions
    .flatMap((q) => {
      const p1 = responses[answerKey(q.key, 1)];
      const p2 = responses[answerKey(q.key, 2)];
      if (p1 === undefined || p2 === undefined || importance[q.key] !== true) return [];
      const gap = Math.abs(p1 - p2);
      return gap > LARGE_IMPORTANT_GAP
        ? [{ key: q.key, category: categoryOfKey(q.key), gap, statement: q.phase1 }]
        : [];
    })
    .sort((a, b) => b.gap - a.gap);
}

/**
 * The built-in advisor: the five parts of advice in one language, written from the actual scores.
 * Deterministic: the same analysis always gives the same words (ties keep category order).
 */
export function builtinAdvice(analysis: Analysis, gaps: ImportantGap[], language: Language): Advice {
  const pct = percentIn(language);
  const { best, worst } = rankCategories(
    (id) => analysis.categoryScores[id]?.alignment,
    (id) => CATEGORY_TITLES[id][language],
  );
  const text = (b: Bilingual) => b[language];
  const pattern = patternName(analysis.pattern, language);

  const top = best[0];
  const bottom = worst[0];
  const summary = [
    top && bottom && top.id !== bottom.id
      ? fill(text(SUMMARY), summaryValues(pct, analysis.compatibilityScore, pattern, top, bottom))
      : fill(text(SUMMARY_SINGLE_CATEGORY), { score: pct(analysis.compatibilityScore), pattern }),
    text(PATTERN_CLOSING[analysis.pattern.id]),
  ].join(' ');

  const strengths = Array.from({ length: ADVICE_COUNTS.strengths }, (_, i) => {
    const c = cycle(best, i);
    const template =
      c.score > STRONG_ALIGNMENT ? CATEGORY_ADVICE[c.id].strength : CATEGORY_ADVICE[c.id].relativeStrength;
    return fill(text(template), categoryValues(pct, c));
  });

  const gap = gaps[0];
  const improvements = [
    ...(gap ? [fill(text(IMPORTANT_GAP_IMPROVEMENT), { statement: quoted(text(gap.statement)) })] : []),
    ...worst.map((c) =>
      fill(text(c.score > STRONG_ALIGNMENT ? MAINTAIN : CATEGORY_ADVICE[c.id].improvement), categoryValues(pct, c)),
    ),
  ].slice(0, ADVICE_COUNTS.improvements);

  const [first, second, third] = [cycle(worst, 0), cycle(worst, 1), cycle(worst, 2)];
  const recommendations = unique([
    ...(gap ? [fill(text(IMPORTANT_GAP_RECOMMENDATION), { statement: quoted(text(gap.statement)) })] : []),
    text(CATEGORY_ADVICE[first.id].recommendations[0]),
    text(CATEGORY_ADVICE[first.id].recommendations[1]),
    text(CATEGORY_ADVICE[second.id].recommendations[0]),
    text(CATEGORY_ADVICE[third.id].recommendations[0]),
  ]).slice(0, ADVICE_COUNTS.recommendations - 1);
  recommendations.push(text(RETAKE));

  const conversationStarters = unique([
    text(CATEGORY_ADVICE[first.id].starters[0]),
    text(CATEGORY_ADVICE[second.id].starters[0]),
    text(CATEGORY_ADVICE[cycle(best, 0).id].starters[1]),
  ]);
  for (const c of worst) {
    if (conversationStarters.length >= ADVICE_COUNTS.conversationStarters) break;
    const extra = text(CATEGORY_ADVICE[c.id].starters[1]);
    if (!conversationStarters.includes(extra)) conversationStarters.push(extra);
  }

  return { summary, strengths, improvements, recommendations, conversationStarters };
}

/** Both languages at once: a result can be read in either. */
export const builtinAdviceBoth = (analysis: Analysis, gaps: ImportantGap[]) => ({
  en: builtinAdvice(analysis, gaps, 'en'),
  ar: builtinAdvice(analysis, gaps, 'ar'),
});
