import { answerKey } from '../assessment/answer-key.ts';
import { CATEGORY_TITLES, type CategoryId, categoryOfKey } from '../assessment/categories.ts';
import type { Bilingual, Question } from '../assessment/question.ts';
import { type Analysis, LARGE_IMPORTANT_GAP, type PatternId, patternName } from '../assessment/scoring.ts';
import {
  CATEGORY_ADVICE,
  type CategoryAdvice,
  IMPORTANT_GAP_IMPROVEMENT,
  IMPORTANT_GAP_RECOMMENDATION,
  PATTERN_CLOSING,
  RETAKE,
  SUMMARY_SINGLE_CATEGORY,
} from '../content/advice/advisor-content.ts';
import {
  ABOVE_HOPES_SCORE,
  ABOVE_IN,
  ABOVE_STRENGTH,
  ALL_ABOVE,
  ALSO_CLOSE,
  CLOSEST,
  CLOSEST_AND_FURTHEST,
  FURTHEST,
  GROUP_GROWTH,
  GROUP_RELATIVE,
  GROUP_STRENGTH,
  GROUP_STRENGTH_ABOVE,
  LEVEL,
  LOW_REALITY_CLOSING,
  LOW_TODAY_AREAS,
  NO_STRENGTH_YET,
  NONE_SHORT,
  NOTHING_SHORT,
  START_SMALL,
  TIED_IMPORTANT_GAPS,
  TIED_IMPORTANT_RECOMMENDATION,
} from '../content/advice/honest-content.ts';
import type { Language } from '../language.ts';
import {
  type Address,
  type AddressedText,
  type AreaPlan,
  type AskedTopics,
  addressed,
  adviceOrder,
  categoryValues,
  cycle,
  fill,
  listIn,
  namedAreas,
  percentIn,
  personalAreas,
  planAreas,
  quoted,
  type RankedCategory,
  unique,
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

/** The important gaps a sentence names: the largest shortfall, and every statement tied with it. */
export const leadingGaps = (gaps: ImportantGap[]) => gaps.filter((g) => g.gap === gaps[0]?.gap);

/**
 * The sentences that follow a summary's opening (score and pattern) for one person (rules version 3):
 * where today meets or passes the hope, or is level, or where it comes closest and falls furthest short
 * (only areas the lists agree with, see `planAreas`), and where today is above the hope.
 */
export function personalAreaSentences(language: Language, plan: AreaPlan): string[] {
  const say = (b: Bilingual, values: Record<string, string> = {}) => fill(b[language], values);
  const above = plan.ranked.filter((c) => c.above);
  const labels = (areas: RankedCategory[]) =>
    listIn(
      language,
      areas.map((c) => c.label),
    );
  if (plan.ranked.length === 0) return [];
  if (plan.ranked.every((c) => !c.short)) {
    if (above.length === plan.ranked.length) return [say(ALL_ABOVE)];
    return [say(NONE_SHORT), ...(above.length > 0 ? [say(ABOVE_IN, { areas: labels(above) })] : [])];
  }
  // "Every area is at the same level (80%)" only when every area shows that one alignment: areas with a
  // statement lived above its hope tie on the shortfall yet show no closeness, and their alignments
  // (which a today above the hope lowers) can differ, so a level "()" would contradict the figures.
  const figures = unique(plan.ranked.map((c) => c.closeness ?? ''));
  const levelFigure = plan.ranked.every((c) => c.closeness !== null) && figures.length === 1 ? figures[0] : undefined;
  return [
    ...(plan.level && plan.ranked.length > 1 && levelFigure ? [say(LEVEL, { percent: levelFigure })] : []),
    ...(plan.top.length > 0 && plan.bottom.length > 0
      ? [
          say(CLOSEST_AND_FURTHEST, {
            best: namedAreas(language, plan.top, 'closeness'),
            worst: namedAreas(language, plan.bottom, 'closeness'),
          }),
        ]
      : plan.top.length > 0
        ? [say(CLOSEST, { best: namedAreas(language, plan.top, 'closeness') })]
        : plan.bottom.length > 0
          ? [say(FURTHEST, { worst: namedAreas(language, plan.bottom, 'closeness') })]
          : []),
    ...(above.length > 0 ? [say(ABOVE_IN, { areas: labels(above) })] : []),
  ];
}

/**
 * Whether a pattern's own closing line is true of this advice: "keep protecting what works" needs a
 * strength, "build on your strengths to close the remaining gaps" a strength and a gap.
 */
export const closingFits = (pattern: PatternId, plan: AreaPlan) =>
  pattern === 'high_alignment'
    ? plan.strengths.length > 0
    : pattern === 'growth_opportunity'
      ? plan.strengths.length > 0 && plan.growth.length > 0
      : true;

/** The recommendations of a category for an assessment: no prayer advice where no statement asked about prayer. */
export const recommendationsFor = (advice: CategoryAdvice, asked: AskedTopics): [AddressedText, AddressedText] =>
  !asked.prayer && advice.withoutPrayer ? [advice.withoutPrayer, advice.recommendations[1]] : advice.recommendations;

/**
 * The built-in advisor: the five parts of advice in one language, written from the actual scores.
 * Deterministic: the same analysis always gives the same words. What it says follows rules version 3
 * (decision 055): areas ranked on the shortfall; an area is a strength or a growth area, never both;
 * today at or above the hope is never a gap; ties are named together; the closing line is true of the
 * lists. `address` is how the Arabic speaks to the reader (decision 031); `asked` what the assessment's
 * statements ask about.
 */
export function builtinAdvice(
  analysis: Analysis,
  gaps: ImportantGap[],
  language: Language,
  address: Address,
  asked: AskedTopics,
): Advice {
  const pct = percentIn(language);
  const plan = planAreas(personalAreas(analysis, (id) => CATEGORY_TITLES[id][language], language));
  const text = (b: AddressedText) => addressed(b, language, address);
  const say = (b: Bilingual, values: Record<string, string> = {}) => fill(b[language], values);
  const pattern = patternName(analysis.pattern, language);

  const summary = [
    fill(text(SUMMARY_SINGLE_CATEGORY), { score: pct(analysis.compatibilityScore), pattern }),
    ...personalAreaSentences(language, plan),
    ...(analysis.signals.includes('above_hopes') ? [say(ABOVE_HOPES_SCORE, { reality: pct(analysis.reality) })] : []),
    analysis.signals.includes('low_reality')
      ? say(LOW_REALITY_CLOSING, { reality: pct(analysis.reality) })
      : closingFits(analysis.pattern.id, plan)
        ? text(PATTERN_CLOSING[analysis.pattern.id])
        : say(START_SMALL),
  ].join(' ');

  const strengths =
    plan.strengths.length === 0
      ? [say(NO_STRENGTH_YET)]
      : plan.strengths.map(([c, ...rest], i) => {
          const area = c as RankedCategory;
          if (rest.length > 0) {
            const group = [area, ...rest];
            const strong = group.some((c) => c.above) ? GROUP_STRENGTH_ABOVE : GROUP_STRENGTH;
            return say(plan.strong(area) ? strong : GROUP_RELATIVE, { areas: namedAreas(language, group) });
          }
          if (area.above) return say(ABOVE_STRENGTH, categoryValues(area));
          const template = plan.strong(area)
            ? CATEGORY_ADVICE[area.id].strength
            : i === 0
              ? CATEGORY_ADVICE[area.id].relativeStrength
              : ALSO_CLOSE;
          return fill(text(template), categoryValues(area));
        });

  const lead = leadingGaps(gaps);
  const gap = lead.length === 1 ? lead[0] : undefined;
  const improvements = [
    ...(gap ? [fill(text(IMPORTANT_GAP_IMPROVEMENT), { statement: quoted(text(gap.statement)) })] : []),
    ...(lead.length > 1 ? [say(TIED_IMPORTANT_GAPS)] : []),
    ...plan.growth.map(([c, ...rest]) =>
      rest.length > 0
        ? say(GROUP_GROWTH, { areas: namedAreas(language, [c as RankedCategory, ...rest]) })
        : fill(text(CATEGORY_ADVICE[(c as RankedCategory).id].improvement), categoryValues(c as RankedCategory)),
    ),
    ...(plan.lowToday.length > 0
      ? [say(LOW_TODAY_AREAS, { areas: namedAreas(language, plan.lowToday, 'todayFigure') })]
      : []),
  ].slice(0, ADVICE_COUNTS.improvements);
  if (improvements.length === 0) improvements.push(say(NOTHING_SHORT));

  // Recommendations and starters follow the areas to grow first, then those hard today, then the rest.
  const order = adviceOrder(plan);
  const [first, second, third] = [cycle(order, 0), cycle(order, 1), cycle(order, 2)];
  const recs = (c: RankedCategory) => recommendationsFor(CATEGORY_ADVICE[c.id], asked);
  const recommendations = unique([
    ...(gap ? [fill(text(IMPORTANT_GAP_RECOMMENDATION), { statement: quoted(text(gap.statement)) })] : []),
    ...(lead.length > 1 ? [say(TIED_IMPORTANT_RECOMMENDATION)] : []),
    text(recs(first)[0]),
    text(recs(first)[1]),
    text(recs(second)[0]),
    text(recs(third)[0]),
  ]).slice(0, ADVICE_COUNTS.recommendations - 1);
  recommendations.push(text(RETAKE));

  const conversationStarters = unique([
    text(CATEGORY_ADVICE[first.id].starters[0]),
    text(CATEGORY_ADVICE[second.id].starters[0]),
    text(CATEGORY_ADVICE[cycle(plan.best, 0).id].starters[1]),
  ]);
  for (const c of order) {
    if (conversationStarters.length >= ADVICE_COUNTS.conversationStarters) break;
    const extra = text(CATEGORY_ADVICE[c.id].starters[1]);
    if (!conversationStarters.includes(extra)) conversationStarters.push(extra);
  }

  return { summary, strengths, improvements, recommendations, conversationStarters };
}

/** Both languages at once: a result can be read in either. */
export const builtinAdviceBoth = (analysis: Analysis, gaps: ImportantGap[], address: Address, asked: AskedTopics) => ({
  en: builtinAdvice(analysis, gaps, 'en', address, asked),
  ar: builtinAdvice(analysis, gaps, 'ar', address, asked),
});
