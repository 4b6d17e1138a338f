import type { Language } from '../language.ts';
import { answerKey, parseAnswerKey } from './answer-key.ts';
import { type CategoryId, categoryOfKey } from './categories.ts';

/**
 * The spec's analysis (section 9; DESIGN.md section 4): its numbers exactly, and what is *said* about
 * them by rules version 3 (DESIGN.md 4, decision 055): the pattern follows the level of today and the
 * shortfall (today below the hope), with the signals that say when a score alone would mislead. Pure:
 * the server stores what this returns and the demo and tests call it directly.
 */

export interface CategoryScore {
  /** round(average Phase 1 answer / 5 × 100) */
  expectation: number;
  /** round(average Phase 2 answer / 5 × 100) */
  reality: number;
  /** The average |phase1 − phase2| as a string with two decimals, e.g. "1.25". */
  gap: string;
  /** round((5 − average gap) / 5 × 100) */
  alignment: number;
}

export type PatternId = 'high_alignment' | 'dreamer_vs_realist' | 'growth_opportunity' | 'needs_attention';

export interface Pattern {
  id: PatternId;
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  color: 'green' | 'amber' | 'blue' | 'red';
  icon: 'sparkles' | 'cloud-sun' | 'sprout' | 'lifebuoy';
}

/** `assessment_results.category_scores`: the categories the type covers, each scored. */
export type CategoryScores = Partial<Record<CategoryId, CategoryScore>>;

/**
 * What rules version 3 read of an area, exact (never rounded, never shown: the figures shown stay the
 * spec's `CategoryScore`). `shortfallAlignment` is F_c = (5 − mean shortfall) / 5 × 100, where an
 * item's shortfall is max(0, Phase 1 − Phase 2): a today above the hope is no distance to close.
 */
export interface AreaFigures {
  /** T_c: mean Phase 2 / 5 × 100. */
  today: number;
  /** Mean Phase 1 / 5 × 100. */
  hope: number;
  /** F_c. */
  shortfallAlignment: number;
  /** Some statement is lived above its hope: the spec's alignment then reads lower than F_c. */
  surplus: boolean;
}

export interface Analysis {
  compatibilityScore: number;
  categoryScores: CategoryScores;
  /** Average gap over every counted question. */
  averageGap: number;
  /** Questions with both answers (the only ones counted). */
  countedQuestions: number;
  pattern: Pattern;
  /** round(average Phase 2 answer / 5 × 100) over every counted question: how good today is. */
  reality: number;
  /** T, the overall level of today, exact: what the rules compare (`reality` is it rounded, for showing). */
  today: number;
  /** Each scored category's exact figures, for the rules and the advice (never shown). */
  areas: Partial<Record<CategoryId, AreaFigures>>;
  signals: SignalId[];
  /** With `uniform_answers`: the answer given (nearly) everywhere, whose words differ (high, middle, low). */
  uniformAnswer: number | null;
}

/** Rules version 3's levels of today: below 50 is red whatever the gaps; green needs 70 or more. */
export const RED_TODAY = 50;
export const GREEN_TODAY = 70;

/**
 * What a score alone would hide. `low_reality`: hopes and today are close, but today is not good
 * (overall today below 70, the level a green pattern needs, with a score of 80 or more: someone who
 * expects little and lives little). `above_hopes`: today is above the hope on more than half the
 * statements, which the spec's score counts as distance, so the score reads lower than today.
 * `uniform_answers`: at least 90 % of all answers are the same value (PREPARE/ENRICH's idealistic
 * distortion when they are high, answers given without reading when they sit in the middle).
 */
export const SIGNAL_IDS = ['low_reality', 'above_hopes', 'uniform_answers'] as const;
export type SignalId = (typeof SIGNAL_IDS)[number];
export const LOW_REALITY = GREEN_TODAY;
export const LOW_REALITY_SCORE = 80;
export const UNIFORM_SHARE = 0.9;
/** Below this level of today, a category is never called a strength, nor any area of a pair "in harmony". */
export const HEALTHY_REALITY = 60;

/** An area is strong at 80 or more (rules version 3: a mean shortfall of at most one point is strong). */
export const STRONG_ALIGNMENT = 80;
export const SMALL_GAP = 1.5; // "small gap below 1.5"
export const LARGE_IMPORTANT_GAP = 2; // "large important gap above 2": today falls short of the hope by more than 2
export const HIGH_ALIGNMENT_SMALL_GAP_SHARE = 0.8; // "more than 80% of questions with a small gap"
export const HIGH_ALIGNMENT_AREAS = 4; // "4 or more strong categories"
export const GROWTH_AREAS = 2; // "2 or more strong categories"

/**
 * The words for `uniform_answers` by the answer repeated: high answers everywhere may be rose-tinted,
 * middle ones may not have been read; low ones are already told by the level of today.
 */
export const uniformKind = (answer: number | null): 'high' | 'middle' | 'low' | null =>
  answer === null ? null : answer >= 4 ? 'high' : answer === 3 ? 'middle' : 'low';

export const PATTERNS: Record<PatternId, Pattern> = {
  high_alignment: {
    id: 'high_alignment',
    name: 'High Alignment',
    nameAr: 'توافق عالٍ',
    description:
      // A description is true of every result it can be given to (rules version 3: today is 70 % or
      // more, and in most areas it falls short of the hope by little or not at all).
      'How things are today comes close to what you hope for, or goes beyond it, in most areas, and today is good.',
    descriptionAr: 'واقعك اليوم قريبٌ من تطلعاتك أو يفوقها في معظم الجوانب، وهو واقعٌ طيّب.',
    color: 'green',
    icon: 'sparkles',
  },
  dreamer_vs_realist: {
    id: 'dreamer_vs_realist',
    name: 'Dreamer vs. Realist',
    nameAr: 'بين الحلم والواقع',
    description:
      'Something that matters a lot to you is far from how things are today. Naming it and talking about it calmly is the next step.',
    descriptionAr: 'أمرٌ يهمّك كثيرًا ما زال بعيدًا عن واقعك اليوم، والخطوة التالية تسميته والحديث عنه بهدوء.',
    color: 'amber',
    icon: 'cloud-sun',
  },
  growth_opportunity: {
    id: 'growth_opportunity',
    name: 'Growth Opportunity',
    nameAr: 'فرصة للنمو',
    description:
      'In several areas today comes close to what you hope for; some areas, some statements or today itself still have room to grow. Build on what is already close.',
    descriptionAr:
      'في عدة جوانب يقترب واقعك اليوم من تطلعاتك، وما زال في بعض الجوانب أو العبارات، أو في الواقع نفسه، مجالٌ للنمو. والبناء على ما هو قريب أصلًا خيرُ بداية.',
    color: 'blue',
    icon: 'sprout',
  },
  needs_attention: {
    id: 'needs_attention',
    name: 'Needs Attention',
    nameAr: 'يحتاج إلى اهتمام',
    description:
      'Today is hard in some areas, or falls clearly short of what you hope for in most of them. This is a starting point, not a verdict: small, steady steps help.',
    descriptionAr:
      'واقعك اليوم صعبٌ في بعض الجوانب، أو يقصر بوضوح عن تطلعاتك في معظمها. هذه نقطة بداية لا حكمٌ نهائي، والخطوات الصغيرة الثابتة تُحدث فرقًا.',
    color: 'red',
    icon: 'lifebuoy',
  },
};

/**
 * The catalogue keys of a result's notes (`trust.signals.<key>`), in the signals' order: `uniform_answers`
 * is worded by the answer repeated (`uniform_high`, `uniform_middle`; low answers, or a result stored
 * before the answer was kept, read the plain note).
 */
export function signalNotes(signals: readonly SignalId[], uniformAnswer: number | null | undefined): string[] {
  return signals.map((signal) => {
    if (signal !== 'uniform_answers') return signal;
    const kind = uniformKind(uniformAnswer ?? null);
    return kind === 'high' ? 'uniform_high' : kind === 'middle' ? 'uniform_middle' : signal;
  });
}

/** A pattern's name in the reader's language. */
export const patternName = (pattern: Pick<Pattern, 'name' | 'nameAr'>, language: Language) =>
  language === 'ar' ? pattern.nameAr : pattern.name;

const toPercent = (average: number) => Math.round((average / 5) * 100);
const alignmentOf = (averageGap: number) => Math.round(((5 - averageGap) / 5) * 100);
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
/**
 * An average answer (1-5) as a percentage, exact: what version 3's thresholds compare. × 20 rather than
 * / 5 × 100, so a mean that sits exactly on a threshold (3.5 → 70) is not nudged off it by a rounding
 * of 0.7 in binary (2.9 / 5 × 100 is 57.99999999999999).
 */
const exactPercent = (average: number) => average * 20;

interface AnsweredPair {
  key: string;
  category: CategoryId;
  expectation: number;
  reality: number;
  gap: number;
  /** max(0, Phase 1 − Phase 2): how far today falls short of the hope. */
  shortfall: number;
}

/**
 * Scores answers keyed by `answerKey(question, phase)`. Only questions with both answers count.
 * `importance` is keyed by question key (`q_1_3`).
 */
export function analyze(responses: Record<string, number>, importance: Record<string, boolean> = {}): Analysis {
  const pairs: AnsweredPair[] = [];
  for (const [stored, expectation] of Object.entries(responses)) {
    const answer = parseAnswerKey(stored);
    if (answer?.phase !== 1) continue;
    const key = answer.questionKey;
    const reality = responses[answerKey(key, 2)];
    if (typeof expectation !== 'number' || typeof reality !== 'number') continue;
    pairs.push({
      key,
      category: categoryOfKey(key),
      expectation,
      reality,
      gap: Math.abs(expectation - reality),
      shortfall: Math.max(0, expectation - reality),
    });
  }

  const categoryScores: Partial<Record<CategoryId, CategoryScore>> = {};
  const areas: Partial<Record<CategoryId, AreaFigures>> = {};
  // Grouped by hand: Map.groupBy is too new for the older phone browsers this must run on.
  const byCategory = new Map<CategoryId, typeof pairs>();
  for (const pair of pairs) byCategory.set(pair.category, [...(byCategory.get(pair.category) ?? []), pair]);
  for (const [category, items] of byCategory) {
    const averageGap = mean(items.map((p) => p.gap));
    categoryScores[category] = {
      expectation: toPercent(mean(items.map((p) => p.expectation))),
      reality: toPercent(mean(items.map((p) => p.reality))),
      gap: averageGap.toFixed(2),
      alignment: alignmentOf(averageGap),
    };
    areas[category] = {
      today: exactPercent(mean(items.map((p) => p.reality))),
      hope: exactPercent(mean(items.map((p) => p.expectation))),
      shortfallAlignment: exactPercent(5 - mean(items.map((p) => p.shortfall))),
      surplus: items.some((p) => p.reality > p.expectation),
    };
  }

  const averageGap = pairs.length > 0 ? mean(pairs.map((p) => p.gap)) : 0;
  const compatibilityScore = pairs.length > 0 ? alignmentOf(averageGap) : 0;
  const today = pairs.length > 0 ? exactPercent(mean(pairs.map((p) => p.reality))) : 0;
  const uniformAnswer = uniformAnswerOf(pairs.flatMap((p) => [p.expectation, p.reality]));
  return {
    compatibilityScore,
    categoryScores,
    averageGap,
    countedQuestions: pairs.length,
    pattern: PATTERNS[patternOf(pairs, areas, today, importance)],
    reality: Math.round(today),
    today,
    areas,
    signals: signalsOf(pairs, compatibilityScore, today, uniformAnswer),
    uniformAnswer,
  };
}

/** The answer at least UNIFORM_SHARE of `answers` share, or null (none, or no answers). */
export function uniformAnswerOf(answers: readonly number[]): number | null {
  if (answers.length === 0) return null;
  const counts = new Map<number, number>();
  for (const value of answers) counts.set(value, (counts.get(value) ?? 0) + 1);
  for (const [value, count] of counts) if (count >= UNIFORM_SHARE * answers.length) return value;
  return null;
}

/** The signals of `Analysis.signals`, in SIGNAL_IDS order. */
function signalsOf(pairs: AnsweredPair[], score: number, today: number, uniformAnswer: number | null): SignalId[] {
  if (pairs.length === 0) return [];
  const signals: SignalId[] = [];
  if (today < LOW_REALITY && score >= LOW_REALITY_SCORE) signals.push('low_reality');
  if (pairs.filter((p) => p.reality > p.expectation).length > pairs.length / 2) signals.push('above_hopes');
  if (uniformAnswer !== null) signals.push('uniform_answers');
  return signals;
}

/**
 * Rules version 3 (DESIGN.md 4), first match wins, on exact values: Needs Attention when today is
 * below 50 overall or in two or more areas (a low today is never amber or green, whatever the gaps);
 * High Alignment when 4+ areas have a shortfall alignment of 80 or more, more than 80 % of statements
 * fall short by less than 1.5, and today is 70 or more; Dreamer vs. Realist when an important statement
 * falls short by more than 2; Growth Opportunity with 2+ such areas; else Needs Attention. A today
 * above the hope is never counted against the person: only the shortfall is.
 */
function patternOf(
  pairs: AnsweredPair[],
  areas: Partial<Record<CategoryId, AreaFigures>>,
  today: number,
  importance: Record<string, boolean>,
): PatternId {
  if (pairs.length === 0) return 'needs_attention';
  const figures = Object.values(areas);
  if (today < RED_TODAY || figures.filter((a) => a.today < RED_TODAY).length >= 2) return 'needs_attention';
  const strong = figures.filter((a) => a.shortfallAlignment >= STRONG_ALIGNMENT).length;
  const small = pairs.filter((p) => p.shortfall < SMALL_GAP).length;
  if (strong >= HIGH_ALIGNMENT_AREAS && small / pairs.length > HIGH_ALIGNMENT_SMALL_GAP_SHARE && today >= GREEN_TODAY) {
    return 'high_alignment';
  }
  if (pairs.some((p) => importance[p.key] === true && p.shortfall > LARGE_IMPORTANT_GAP)) return 'dreamer_vs_realist';
  if (strong >= GROWTH_AREAS) return 'growth_opportunity';
  return 'needs_attention';
}
