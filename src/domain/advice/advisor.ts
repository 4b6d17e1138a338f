import { answerKey } from '../assessment/answer-key.ts';
import { CATEGORY_TITLES, type CategoryId, categoryOfKey } from '../assessment/categories.ts';
import type { Bilingual, Question } from '../assessment/question.ts';
import { type Analysis, LARGE_IMPORTANT_GAP, patternName } from '../assessment/scoring.ts';
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
import {
  ALSO_CLOSE,
  LEVEL,
  LOW_REALITY_CLOSING,
  NO_STRENGTH_YET,
  TODAY_FIGURE,
} from '../content/advice/honest-content.ts';
import type { Language } from '../language.ts';
import {
  type Address,
  type AddressedText,
  addressed,
  categoryValues,
  cycle,
  fill,
  growthValues,
  percentIn,
  quoted,
  type RankedCategory,
  rankCategories,
  summaryValues,
  unique,
  worthKeeping,
} from './template.ts';

/** The five parts of advice a result carries (spec section 3, `ai_analysis`). */
export interface Advice {
  summary: string;
  strengths: string[];
  improvements: string[];
  recommendations: string[];
  conversationStarters: string[];
}

export const ADVICE_COUNTS = { strengths: 3, improvements: 3, recommendations: 5, conversationStarters: 3 } as const;

/** An important question whose reality falls short of the expectation by more than 2. */
export interface ImportantGap {
  key: string;
  category: CategoryId;
  gap: number;
  statement: Bilingual;
}

/**
 * Important questions where today falls short of the hope by more than 2, largest first (ties in
 * question order): the most telling first. A reality above the hope is not a gap to close.
 */
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
      const gap = p1 - p2;
      return gap > LARGE_IMPORTANT_GAP
        ? [{ key: q.key, category: categoryOfKey(q.key), gap, statement: q.phase1 }]
        : [];
    })
    .sort((a, b) => b.gap - a.gap);
}

/**
 * The summary every advisor opens with: the score and pattern, then where the areas are closest and
 * furthest apart (every tied area named), or that they are level; `templates` are the advisor's own.
 */
export function summaryLine(
  language: Language,
  templates: { full: string; short: string },
  figures: { score: number; pattern: string; top: RankedCategory[]; bottom: RankedCategory[]; level: boolean },
) {
  const values = summaryValues(language, figures.score, figures.pattern, figures.top, figures.bottom);
  if (figures.top.length === 0) return fill(templates.short, values);
  if (figures.level) {
    return figures.top.length > 1
      ? `${fill(templates.short, values)} ${fill(LEVEL[language], { percent: values.bestPercent })}`
      : fill(templates.short, values);
  }
  return fill(templates.full, values);
}

/**
 * The built-in advisor: the five parts of advice in one language, written from the actual scores.
 * Deterministic: the same analysis always gives the same words (ties keep category order). An area
 * is a strength or a growth area, never both; below 60 today it is never a strength (decision 028).
 * `address` is how the Arabic speaks to the reader (from the profile's gender, decision 031).
 */
export function builtinAdvice(analysis: Analysis, gaps: ImportantGap[], language: Language, address: Address): Advice {
  const pct = percentIn(language);
  const areas = rankCategories(
    (id) => {
      const scores = analysis.categoryScores[id];
      return scores && { score: scores.alignment, reality: scores.reality };
    },
    (id) => CATEGORY_TITLES[id][language],
  );
  const text = (b: AddressedText) => addressed(b, language, address);
  const pattern = patternName(analysis.pattern, language);

  const lowToday = analysis.signals.includes('low_reality');
  const summary = [
    summaryLine(
      language,
      { full: text(SUMMARY), short: text(SUMMARY_SINGLE_CATEGORY) },
      { score: analysis.compatibilityScore, pattern, ...areas },
    ),
    lowToday
      ? fill(text(LOW_REALITY_CLOSING), { reality: pct(analysis.reality) })
      : text(PATTERN_CLOSING[analysis.pattern.id]),
  ].join(' ');

  const strengths =
    areas.strengths.length === 0
      ? [text(NO_STRENGTH_YET)]
      : areas.strengths.map((c, i) =>
          fill(
            text(
              worthKeeping(c)
                ? CATEGORY_ADVICE[c.id].strength
                : i === 0
                  ? CATEGORY_ADVICE[c.id].relativeStrength
                  : ALSO_CLOSE,
            ),
            categoryValues(pct, c),
          ),
        );

  const gap = gaps[0];
  const improvements = [
    ...(gap ? [fill(text(IMPORTANT_GAP_IMPROVEMENT), { statement: quoted(text(gap.statement)) })] : []),
    ...areas.growth.map((c) =>
      worthKeeping(c)
        ? fill(text(MAINTAIN), categoryValues(pct, c))
        : fill(text(CATEGORY_ADVICE[c.id].improvement), growthValues(pct, c, TODAY_FIGURE[language])),
    ),
  ].slice(0, ADVICE_COUNTS.improvements);

  // Recommendations and starters follow the areas to grow first, then the rest, lowest first.
  const order = [...areas.growth, ...areas.worst.filter((c) => !areas.growth.includes(c))];
  const [first, second, third] = [cycle(order, 0), cycle(order, 1), cycle(order, 2)];
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
    text(CATEGORY_ADVICE[cycle(areas.best, 0).id].starters[1]),
  ]);
  for (const c of order) {
    if (conversationStarters.length >= ADVICE_COUNTS.conversationStarters) break;
    const extra = text(CATEGORY_ADVICE[c.id].starters[1]);
    if (!conversationStarters.includes(extra)) conversationStarters.push(extra);
  }

  return { summary, strengths, improvements, recommendations, conversationStarters };
}

/** Both languages at once: a result can be read in either. */
export const builtinAdviceBoth = (analysis: Analysis, gaps: ImportantGap[], address: Address) => ({
  en: builtinAdvice(analysis, gaps, 'en', address),
  ar: builtinAdvice(analysis, gaps, 'ar', address),
});
