import type { Language } from '../language.ts';
import { answerKey, parseAnswerKey } from './answer-key.ts';
import { type CategoryId, categoryOfKey } from './categories.ts';

/**
 * The spec's analysis (section 9; DESIGN.md section 4): its numbers exactly, its pattern rules with the
 * two holes closed (decision 028), and the signals that say when a high score does not mean things go
 * well. Pure: the server stores what this returns and the demo and tests call it directly.
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
  signals: SignalId[];
}

/**
 * What a score alone would hide. `low_reality`: hopes and today are close, but today is low (overall
 * reality below 50 with a score of 80 or more: someone who expects little and lives little).
 * `uniform_answers`: at least 90 % of all answers are the same value (PREPARE/ENRICH's idealistic
 * distortion in its simplest form, or answers given without reading).
 */
export const SIGNAL_IDS = ['low_reality', 'uniform_answers'] as const;
export type SignalId = (typeof SIGNAL_IDS)[number];
export const LOW_REALITY = 50;
export const LOW_REALITY_SCORE = 80;
export const UNIFORM_SHARE = 0.9;
/** Below this level of today, a category is never called a strength, nor a pair "in harmony". */
export const HEALTHY_REALITY = 60;

export const STRONG_ALIGNMENT = 80; // "alignment above 80 is strong"
export const SMALL_GAP = 1.5; // "small gap below 1.5"
export const LARGE_IMPORTANT_GAP = 2; // "large important gap above 2": today falls short of the hope by more than 2
export const HIGH_ALIGNMENT_SMALL_GAP_SHARE = 0.8; // "more than 80% of questions with a small gap"

export const PATTERNS: Record<PatternId, Pattern> = {
  high_alignment: {
    id: 'high_alignment',
    name: 'High Alignment',
    nameAr: 'توافق عالٍ',
    description:
      // A description is true of every result it can be given to: how to go on is the advice's to say,
      // and it says something else when today is low (decision 028).
      'What you hope for and how things are today are close in most areas.',
    descriptionAr: 'تطلعاتك وواقعك اليوم متقاربان في معظم الجوانب.',
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
      'Several areas are closely aligned, and some areas or statements still have room to grow. Build on what is already close to narrow the gaps.',
    descriptionAr:
      'عدة جوانب متقاربة بوضوح، وما زال في بعض الجوانب أو العبارات مجال للنمو، والبناء على ما هو قريب أصلًا يقرّب المسافات.',
    color: 'blue',
    icon: 'sprout',
  },
  needs_attention: {
    id: 'needs_attention',
    name: 'Needs Attention',
    nameAr: 'يحتاج إلى اهتمام',
    description:
      'Several areas show a clear gap between what you hope for and what you experience. This is a starting point, not a verdict: small, steady steps help.',
    descriptionAr:
      'تظهر فجوة واضحة بين تطلعاتك وواقعك في عدة جوانب. هذه نقطة بداية لا حكمٌ نهائي، والخطوات الصغيرة الثابتة تُحدث فرقًا.',
    color: 'red',
    icon: 'lifebuoy',
  },
};

/** A pattern's name in the reader's language. */
export const patternName = (pattern: Pick<Pattern, 'name' | 'nameAr'>, language: Language) =>
  language === 'ar' ? pattern.nameAr : pattern.name;

const toPercent = (average: number) => Math.round((average / 5) * 100);
const alignmentOf = (averageGap: number) => Math.round(((5 - averageGap) / 5) * 100);
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/**
 * Scores answers keyed by `answerKey(question, phase)`. Only questions with both answers count.
 * `importance` is keyed by question key (`q_1_3`).
 */
export function analyze(responses: Record<string, number>, importance: Record<string, boolean> = {}): Analysis {
  const pairs: { key: string; category: CategoryId; expectation: number; reality: number; gap: number }[] = [];
  for (const [stored, expectation] of Object.entries(responses)) {
    const answer = parseAnswerKey(stored);
    if (answer?.phase !== 1) continue;
    const key = answer.questionKey;
    const reality = responses[answerKey(key, 2)];
    if (typeof expectation !== 'number' || typeof reality !== 'number') continue;
    pairs.push({ key, category: categoryOfKey(key), expectation, reality, gap: Math.abs(expectation - reality) });
  }

  const categoryScores: Partial<Record<CategoryId, CategoryScore>> = {};
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
  }

  const averageGap = pairs.length > 0 ? mean(pairs.map((p) => p.gap)) : 0;
  const compatibilityScore = pairs.length > 0 ? alignmentOf(averageGap) : 0;
  const reality = pairs.length > 0 ? toPercent(mean(pairs.map((p) => p.reality))) : 0;
  return {
    compatibilityScore,
    categoryScores,
    averageGap,
    countedQuestions: pairs.length,
    pattern: PATTERNS[patternOf(pairs, categoryScores, importance)],
    reality,
    signals: signalsOf(pairs, compatibilityScore, reality),
  };
}

/** The signals of `Analysis.signals`, in SIGNAL_IDS order. */
function signalsOf(pairs: { expectation: number; reality: number }[], score: number, reality: number): SignalId[] {
  if (pairs.length === 0) return [];
  const signals: SignalId[] = [];
  if (reality < LOW_REALITY && score >= LOW_REALITY_SCORE) signals.push('low_reality');
  const counts = new Map<number, number>();
  for (const value of pairs.flatMap((p) => [p.expectation, p.reality])) counts.set(value, (counts.get(value) ?? 0) + 1);
  if (Math.max(...counts.values()) >= UNIFORM_SHARE * pairs.length * 2) signals.push('uniform_answers');
  return signals;
}

/**
 * The spec's rules, first match wins, with its two holes closed (decision 028): Dreamer vs. Realist
 * needs today to fall SHORT of the hope (Phase 1 − Phase 2 > 2; a reality above the hope is no
 * dream unmet), and 4-5 strong categories that miss High Alignment's small-gap share are a Growth
 * Opportunity, not Needs Attention.
 */
function patternOf(
  pairs: { key: string; gap: number; expectation: number; reality: number }[],
  categoryScores: Partial<Record<CategoryId, CategoryScore>>,
  importance: Record<string, boolean>,
): PatternId {
  // "Alignment" in the rules is the stored, rounded value.
  const strong = Object.values(categoryScores).filter((c) => c.alignment > STRONG_ALIGNMENT).length;
  const smallGaps = pairs.filter((p) => p.gap < SMALL_GAP).length;
  if (strong >= 4 && pairs.length > 0 && smallGaps / pairs.length > HIGH_ALIGNMENT_SMALL_GAP_SHARE) {
    return 'high_alignment';
  }
  if (pairs.some((p) => importance[p.key] === true && p.expectation - p.reality > LARGE_IMPORTANT_GAP)) {
    return 'dreamer_vs_realist';
  }
  if (strong >= 2) return 'growth_opportunity';
  return 'needs_attention';
}
