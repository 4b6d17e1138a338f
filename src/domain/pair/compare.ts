import { CATEGORY_IDS, type CategoryId, categoryOfKey } from '../assessment/categories.ts';
import type { Bilingual, Question } from '../assessment/question.ts';
import {
  GREEN_TODAY,
  GROWTH_AREAS,
  HEALTHY_REALITY,
  HIGH_ALIGNMENT_AREAS,
  HIGH_ALIGNMENT_SMALL_GAP_SHARE,
  LARGE_IMPORTANT_GAP,
  RED_TODAY,
  SMALL_GAP,
  STRONG_ALIGNMENT,
  uniformAnswerOf,
} from '../assessment/scoring.ts';

/**
 * The comparison of a pair (two partners, or a parent and a child): the same 1-5 gap arithmetic as the
 * spec's alignment (DESIGN.md 4), applied between the two sides instead of between one person's two
 * phases. Pure: the server computes it from both stored answer sets on each read, so it can never
 * disagree with the answers. A family pair compares each side's own perspective of the same statement.
 */

export interface SideAnswers {
  responses: Record<string, number>;
  importance: Record<string, boolean>;
}

export interface PairCategory {
  /** round((5 − average |A's Phase 1 − B's Phase 1|) / 5 × 100): do they hope for the same things? */
  expectations: number;
  /** The same for Phase 2: do they see today alike? */
  realities: number;
  /**
   * The lower of the two sides' level of today in this category (round(average Phase 2 / 5 × 100)):
   * seeing a hard today alike is agreement, not a strength.
   */
  lowerReality: number;
}

/** A statement both sides rate alike for today: both well (≥ 4, a shared strength) or both poorly (≤ 2, a shared concern). */
export interface SharedStatement {
  key: string;
  category: CategoryId;
}

/** A statement the two answered far apart. Carries no answers: which partner said what stays private. */
export interface PairTopic {
  key: string;
  category: CategoryId;
  /** The larger of the two differences (expectations, realities), 2-4. */
  difference: number;
}

export type PairPatternId = 'in_harmony' | 'different_hopes' | 'growing_together' | 'time_to_talk';

export interface PairPattern {
  id: PairPatternId;
  name: Bilingual;
  description: Bilingual;
  color: 'green' | 'amber' | 'blue' | 'red';
}

/**
 * What rules version 3 read of a pair's area, exact (never shown): the agreement (the mean of hopes and
 * today, the figure the advice ranks) and L_c, the lower of the two sides' levels of today.
 */
export interface PairAreaFigures {
  agreement: number;
  lowerToday: number;
}

/** `uniform_answers`: at least one side gave (nearly) the same answer everywhere (decision 055). */
export type PairSignalId = 'uniform_answers';

export interface PairComparison {
  /** Over every statement both answered, both phases: round((5 − average difference) / 5 × 100). */
  agreement: number;
  categories: Partial<Record<CategoryId, PairCategory>>;
  /** Up to TOPIC_LIMIT statements with a difference of at least TOPIC_DIFFERENCE, largest first. */
  topics: PairTopic[];
  pattern: PairPattern;
  countedQuestions: number;
  /** Each side's overall level of today, round(average Phase 2 / 5 × 100), over the counted statements. */
  realities: { a: number; b: number };
  /** Statements both answer ≥ SHARED_STRENGTH for today, in question order (PREPARE/ENRICH's positive couple agreement). */
  sharedStrengths: SharedStatement[];
  /** Statements both answer ≤ SHARED_CONCERN for today: agreeing on a problem is a concern, never harmony. */
  sharedConcerns: SharedStatement[];
  /** Each side's overall level of today, exact (rules version 3 compares these; `realities` shows them). */
  todays: { a: number; b: number };
  /** Each category's exact figures for the rules and the advice. */
  areas: Partial<Record<CategoryId, PairAreaFigures>>;
  /** Notes a comparison alone would hide; empty when there is none. */
  signals: PairSignalId[];
}

export const TOPIC_DIFFERENCE = 2;
export const SHARED_STRENGTH = 4;
export const SHARED_CONCERN = 2;
export const TOPIC_LIMIT = 5;

export const PAIR_PATTERNS: Record<PairPatternId, PairPattern> = {
  in_harmony: {
    id: 'in_harmony',
    name: { en: 'In Harmony', ar: 'على وفاق' },
    description: {
      en: 'You hope for much the same things and see your life together in much the same way. Keep talking about what works so it stays that way.',
      ar: 'تتطلعان إلى أمور متقاربة وتريان حياتكما المشتركة بعين متقاربة. واصلا الحديث عمّا ينجح بينكما ليبقى كذلك.',
    },
    color: 'green',
  },
  different_hopes: {
    id: 'different_hopes',
    name: { en: 'Different Hopes', ar: 'تطلعات مختلفة' },
    description: {
      en: 'On something at least one of you holds important, you hope for quite different things. That is common and worth naming early, calmly and without blame.',
      ar: 'في أمرٍ يراه أحدكما على الأقل مهمًّا، تختلف تطلعاتكما اختلافًا واضحًا. هذا شائع، ومن الحكمة أن تسمّياه مبكرًا وتتحاورا فيه بهدوء ومن غير لوم.',
    },
    color: 'amber',
  },
  growing_together: {
    id: 'growing_together',
    name: { en: 'Growing Together', ar: 'تنموان معًا' },
    description: {
      en: 'You see several areas alike; some areas, or how things are today, still need work together. Start from where you agree, then take the rest one at a time.',
      ar: 'تتقارب نظرتكما في عدة جوانب، وما زال بعضها، أو واقعكما اليوم، يحتاج إلى عمل مشترك. ابدآ مما تتفقان عليه، ثم تناولا الباقي واحدًا بعد الآخر.',
    },
    color: 'blue',
  },
  time_to_talk: {
    id: 'time_to_talk',
    name: { en: 'Time to Talk', ar: 'وقتٌ للحوار' },
    description: {
      // Also given when both see a hard today alike (rules version 3): the description says so.
      en: 'In several areas you hope for or experience different things, or today is hard for at least one of you. This is a starting point, not a verdict: listening to each other is the first step.',
      ar: 'في عدة جوانب تختلف تطلعاتكما أو نظرتكما إلى واقعكما، أو يكون الواقع اليوم صعبًا على أحدكما على الأقل. هذه نقطة بداية لا حكمٌ نهائي، والإصغاء المتبادل هو الخطوة الأولى.',
    },
    color: 'red',
  },
};

const agreementOf = (averageDifference: number) => Math.round(((5 - averageDifference) / 5) * 100);
const toPercent = (average: number) => Math.round((average / 5) * 100);
/** An average (0-5) as an exact percentage; × 20 keeps a mean on a threshold on it (see scoring.ts). */
const exactPercent = (average: number) => average * 20;
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

interface Pair {
  key: string;
  order: number;
  category: CategoryId;
  expectations: number;
  realities: number;
  important: boolean;
  /** Each side's Phase 2 answer. */
  todayA: number;
  todayB: number;
}

/** Statements both partners answered in both phases; anything else is left out, as in the spec's scoring. */
function pairsOf(questions: readonly Question[], a: SideAnswers, b: SideAnswers): Pair[] {
  return questions.flatMap((q, order) => {
    const [a1, a2, b1, b2] = [a, a, b, b].map((side, i) => side.responses[`${q.key}_phase${(i % 2) + 1}`]);
    if ([a1, a2, b1, b2].some((v) => typeof v !== 'number')) return [];
    return [
      {
        key: q.key,
        order,
        category: categoryOfKey(q.key),
        expectations: Math.abs((a1 as number) - (b1 as number)),
        realities: Math.abs((a2 as number) - (b2 as number)),
        important: a.importance[q.key] === true || b.importance[q.key] === true,
        todayA: a2 as number,
        todayB: b2 as number,
      },
    ];
  });
}

export function comparePair(questions: readonly Question[], a: SideAnswers, b: SideAnswers): PairComparison {
  const pairs = pairsOf(questions, a, b);
  const categories: Partial<Record<CategoryId, PairCategory>> = {};
  const areas: Partial<Record<CategoryId, PairAreaFigures>> = {};
  for (const id of CATEGORY_IDS) {
    const items = pairs.filter((p) => p.category === id);
    if (items.length === 0) continue;
    categories[id] = {
      expectations: agreementOf(mean(items.map((p) => p.expectations))),
      realities: agreementOf(mean(items.map((p) => p.realities))),
      lowerReality: Math.min(toPercent(mean(items.map((p) => p.todayA))), toPercent(mean(items.map((p) => p.todayB)))),
    };
    areas[id] = {
      agreement: exactPercent(5 - mean(items.flatMap((p) => [p.expectations, p.realities]))),
      lowerToday: Math.min(
        exactPercent(mean(items.map((p) => p.todayA))),
        exactPercent(mean(items.map((p) => p.todayB))),
      ),
    };
  }
  const todays = {
    a: pairs.length > 0 ? exactPercent(mean(pairs.map((p) => p.todayA))) : 0,
    b: pairs.length > 0 ? exactPercent(mean(pairs.map((p) => p.todayB))) : 0,
  };
  const realities = { a: Math.round(todays.a), b: Math.round(todays.b) };
  const straightLined = [a, b].some(
    (side) =>
      uniformAnswerOf(
        pairs.flatMap((p) => [1, 2].map((phase) => side.responses[`${p.key}_phase${phase}`] as number)),
      ) !== null,
  );
  const shared = (rule: (p: Pair) => boolean) => pairs.filter(rule).map(({ key, category }) => ({ key, category }));
  const differences = pairs.flatMap((p) => [p.expectations, p.realities]);
  const topics = pairs
    .map((p) => ({ ...p, difference: Math.max(p.expectations, p.realities) }))
    .filter((p) => p.difference >= TOPIC_DIFFERENCE)
    // Largest first; then what either marked important; then question order, so the list is stable.
    .sort((x, y) => y.difference - x.difference || Number(y.important) - Number(x.important) || x.order - y.order)
    .slice(0, TOPIC_LIMIT)
    .map(({ key, category, difference }) => ({ key, category, difference }));
  return {
    agreement: differences.length > 0 ? agreementOf(mean(differences)) : 0,
    categories,
    topics,
    pattern: PAIR_PATTERNS[patternOf(pairs, differences, areas, todays)],
    countedQuestions: pairs.length,
    realities,
    sharedStrengths: shared((p) => p.todayA >= SHARED_STRENGTH && p.todayB >= SHARED_STRENGTH),
    sharedConcerns: shared((p) => p.todayA <= SHARED_CONCERN && p.todayB <= SHARED_CONCERN),
    todays,
    areas,
    signals: straightLined ? ['uniform_answers'] : [],
  };
}

/**
 * Rules version 3 between two people (DESIGN.md 4), first match wins, on exact values: Time to Talk
 * when either side's today is below 50, or two or more areas have a lower today below 50 (agreeing that
 * things are hard is no harmony and no growth); In Harmony when 4+ areas have an agreement (the mean of
 * hopes and today, the figure the advice names) of 80 or more, more than 80 % of differences are below
 * 1.5, each side's today is 70 or more and no area's lower today is below 60 (one side's whole area at
 * the floor is not harmony); Different Hopes when hopes differ by more than 2 on a statement either
 * marked important; Growing Together with 2+ areas at 80 or more; else Time to Talk.
 */
function patternOf(
  pairs: Pair[],
  differences: number[],
  areas: Partial<Record<CategoryId, PairAreaFigures>>,
  todays: { a: number; b: number },
): PairPatternId {
  if (pairs.length === 0) return 'time_to_talk';
  const figures = Object.values(areas);
  const lowest = Math.min(todays.a, todays.b);
  if (lowest < RED_TODAY || figures.filter((c) => c.lowerToday < RED_TODAY).length >= 2) return 'time_to_talk';
  const strong = figures.filter((c) => c.agreement >= STRONG_ALIGNMENT).length;
  const small = differences.filter((d) => d < SMALL_GAP).length;
  if (
    strong >= HIGH_ALIGNMENT_AREAS &&
    small / differences.length > HIGH_ALIGNMENT_SMALL_GAP_SHARE &&
    lowest >= GREEN_TODAY &&
    figures.every((c) => c.lowerToday >= HEALTHY_REALITY)
  ) {
    return 'in_harmony';
  }
  if (pairs.some((p) => p.important && p.expectations > LARGE_IMPORTANT_GAP)) return 'different_hopes';
  if (strong >= GROWTH_AREAS) return 'growing_together';
  return 'time_to_talk';
}

/** A category's single figure for ranking: the mean of its two agreements. */
export const categoryAgreement = (c: PairCategory) => Math.round((c.expectations + c.realities) / 2);
