import { describe, expect, it } from 'vitest';
import {
  type Answers,
  analyticsQuerySchema,
  areaChanges,
  BANK_MINIMUM,
  changeKind,
  changeThresholds,
  cronbachAlpha,
  FIXED_THRESHOLD,
  pairChangeThresholds,
  reliableChangePoints,
  statementMoves,
} from './analytics.ts';
import type { CategoryNumber, Question } from './assessment/question.ts';

const question = (category: CategoryNumber, n: number): Question => ({
  key: `q_${category}_${n}`,
  category,
  important: false,
  phase1: { en: `I hope ${category}.${n}`, ar: `أتمنّى ${category}.${n}` },
  phase2: { en: `Today ${category}.${n}`, ar: `اليوم ${category}.${n}` },
});

/** Three statements on values (1) and three on communication (2). */
const QUESTIONS = [1, 2, 3].flatMap((n) => [question(1, n), question(2, n)]);

/**
 * Four people's answers to three statements, worked by hand:
 * item variances (n − 1) 5/3, 2.75/3 and 2/3, summing to 9.75/3; totals 8, 13, 10, 14 with variance 22.75/3;
 * α = 3/2 × (1 − 9.75/22.75) = 3/2 × 4/7 = 6/7.
 */
const FOUR = [
  [2, 3, 3],
  [4, 4, 5],
  [3, 3, 4],
  [5, 5, 4],
];

/** A result whose today answers on values are `today` and every other answer is 5. */
function answers(today: number[]): Answers {
  const out: Record<string, number> = {};
  for (const q of QUESTIONS) {
    out[`${q.key}_phase1`] = 5;
    out[`${q.key}_phase2`] = q.category === 1 ? (today[Number(q.key.at(-1)) - 1] as number) : 5;
  }
  return out;
}

describe("Cronbach's alpha", () => {
  it('matches the value worked by hand', () => {
    expect(cronbachAlpha(FOUR)).toBeCloseTo(6 / 7, 12);
  });

  it('is 1 when every item rises and falls together by the same amount, and undefined without spread', () => {
    expect(
      cronbachAlpha([
        [1, 1],
        [3, 3],
        [5, 5],
      ]),
    ).toBeCloseTo(1, 12);
    expect(
      cronbachAlpha([
        [3, 3],
        [3, 3],
      ]),
    ).toBeNaN();
    expect(cronbachAlpha([[1, 2, 3]])).toBeNaN();
    expect(cronbachAlpha([[1], [2]])).toBeNaN();
  });
});

describe('the reliable-change threshold (Jacobson–Truax)', () => {
  it('is 1.96 × SD × √2 × √(1 − α)', () => {
    // √2 × √(1 − 0.875) = √0.25 = 0.5, so 1.96 × 8 × 0.5.
    expect(reliableChangePoints(8, 0.875)).toBeCloseTo(7.84, 12);
    // √(2 × 0.2) = √0.4.
    expect(reliableChangePoints(10, 0.8)).toBeCloseTo(19.6 * Math.sqrt(0.4), 12);
  });

  it('counts a negative alpha as none, the widest threshold', () => {
    expect(reliableChangePoints(10, -0.4)).toBeCloseTo(1.96 * 10 * Math.SQRT2, 12);
  });

  it('calls a change reliable only strictly beyond the threshold', () => {
    expect(changeKind(10.5, 10)).toBe('reliable_rise');
    expect(changeKind(-10.5, 10)).toBe('reliable_fall');
    expect(changeKind(10, 10)).toBe('within_noise');
    expect(changeKind(-10, 10)).toBe('within_noise');
    expect(changeKind(0, 10)).toBe('within_noise');
  });
});

describe('the thresholds of a type', () => {
  it(`uses the stated ${FIXED_THRESHOLD} points while the bank has fewer than ${BANK_MINIMUM} complete results`, () => {
    const bank = Array.from({ length: BANK_MINIMUM - 1 }, (_, i) => answers(FOUR[i % 4] as number[]));
    const thresholds = changeThresholds(QUESTIONS, bank);
    expect(thresholds.source).toBe('fixed');
    expect(thresholds.results).toBe(BANK_MINIMUM - 1);
    expect(thresholds.areas.values?.today).toEqual({ points: FIXED_THRESHOLD, source: 'fixed', alpha: null });
    expect(thresholds.areas.communication?.alignment.points).toBe(FIXED_THRESHOLD);
  });

  it('computes each area’s threshold from the bank’s own SD and alpha once it has enough results', () => {
    // 52 results: the four above, thirteen times. α stays 6/7 (both variances scale alike). The area's score
    // is total / 15 × 100, so its SD is √(5.6875 × 52/51) × 100/15 (5.6875 = the totals' variance over n).
    const bank = Array.from({ length: 52 }, (_, i) => answers(FOUR[i % 4] as number[]));
    const thresholds = changeThresholds(QUESTIONS, bank);
    expect(thresholds.source).toBe('bank');
    expect(thresholds.results).toBe(52);
    const sd = (Math.sqrt((5.6875 * 52) / 51) * 100) / 15;
    const expected = 1.96 * sd * Math.SQRT2 * Math.sqrt(1 - 6 / 7);
    expect(expected).toBeCloseTo(16.819, 3);
    expect(thresholds.areas.values?.today.source).toBe('bank');
    expect(thresholds.areas.values?.today.alpha).toBeCloseTo(6 / 7, 12);
    expect(thresholds.areas.values?.today.points).toBeCloseTo(expected, 10);
    // Hope 5 everywhere: alignment (5 − |5 − today|) is today itself, so the same threshold.
    expect(thresholds.areas.values?.alignment.points).toBeCloseTo(expected, 10);
    // Hopes never vary, and communication is all 5s: no spread, so the stated threshold, said as such.
    expect(thresholds.areas.values?.hopes).toEqual({ points: FIXED_THRESHOLD, source: 'fixed', alpha: null });
    expect(thresholds.areas.communication?.today.source).toBe('fixed');
  });

  it('never puts the threshold below what one answer one step away does to the area', () => {
    // Answers that rise and fall all together: α = 1, so the formula alone would give 0.
    const bank = Array.from({ length: BANK_MINIMUM }, (_, i) => answers(Array(3).fill(1 + (i % 5))));
    const today = changeThresholds(QUESTIONS, bank).areas.values?.today;
    expect(today?.alpha).toBeCloseTo(1, 12);
    expect(reliableChangePoints(30, 1)).toBe(0);
    // Three statements: one step on one of them is 20 / 3 points of the area's score.
    expect(today?.points).toBeCloseTo(20 / 3, 12);
  });

  it('leaves out results that do not answer every statement of the current wording', () => {
    const partial = answers([3, 3, 3]);
    delete (partial as Record<string, number>).q_2_3_phase2;
    const bank = [...Array.from({ length: BANK_MINIMUM - 1 }, (_, i) => answers(FOUR[i % 4] as number[])), partial];
    expect(changeThresholds(QUESTIONS, bank)).toMatchObject({ source: 'fixed', results: BANK_MINIMUM - 1 });
  });
});

describe('the thresholds of how alike a couple answered (decision 075)', () => {
  /** The other side: every answer 5, so |today − 5| is 5 − today and the item score 5 − |A − B| is today itself. */
  const FIVES = answers([5, 5, 5]);

  it(`uses the stated ${FIXED_THRESHOLD} points while the bank has fewer than ${BANK_MINIMUM} complete pairs`, () => {
    const pairs = Array.from(
      { length: BANK_MINIMUM - 1 },
      (_, i) => [answers(FOUR[i % 4] as number[]), FIVES] as const,
    );
    const thresholds = pairChangeThresholds(QUESTIONS, pairs);
    expect(thresholds).toMatchObject({ source: 'fixed', results: BANK_MINIMUM - 1 });
    expect(thresholds.areas.values?.today_alike).toEqual({ points: FIXED_THRESHOLD, source: 'fixed', alpha: null });
  });

  it('computes each area’s threshold by the same rule, over 5 − |A − B| of each pair', () => {
    const pairs = Array.from({ length: 52 }, (_, i) => [answers(FOUR[i % 4] as number[]), FIVES] as const);
    const thresholds = pairChangeThresholds(QUESTIONS, pairs);
    expect(thresholds).toMatchObject({ source: 'bank', results: 52 });
    // The same items as one person's today above, so the same 16.819 points.
    expect(thresholds.areas.values?.today_alike.alpha).toBeCloseTo(6 / 7, 12);
    expect(thresholds.areas.values?.today_alike.points).toBeCloseTo(16.819, 3);
    // Both hope 5 everywhere: no spread, the stated threshold.
    expect(thresholds.areas.values?.hopes_alike).toEqual({ points: FIXED_THRESHOLD, source: 'fixed', alpha: null });
  });

  it('counts a pair only when both sides answered every statement', () => {
    const partial = answers([3, 3, 3]);
    delete (partial as Record<string, number>).q_1_1_phase1;
    const pairs = [
      ...Array.from({ length: BANK_MINIMUM - 1 }, (_, i) => [answers(FOUR[i % 4] as number[]), FIVES] as const),
      [FIVES, partial] as const,
    ];
    expect(pairChangeThresholds(QUESTIONS, pairs)).toMatchObject({ source: 'fixed', results: BANK_MINIMUM - 1 });
  });
});

describe('the statements that moved', () => {
  it('lists answers that moved two steps or more, the largest first, at most five', () => {
    const before: Record<string, number> = {};
    const after: Record<string, number> = {};
    for (const q of QUESTIONS) {
      before[`${q.key}_phase1`] = 3;
      before[`${q.key}_phase2`] = 3;
      after[`${q.key}_phase1`] = 3;
      after[`${q.key}_phase2`] = 3;
    }
    after.q_1_1_phase2 = 5; // +2 today
    after.q_1_2_phase2 = 4; // +1: not a move
    after.q_2_1_phase2 = 1; // −2 today
    after.q_2_2_phase1 = 5; // +2 hope
    before.q_1_3_phase2 = 1; // 1 → 5: +4
    after.q_1_3_phase2 = 5;
    const moves = statementMoves(QUESTIONS, before, after);
    expect(moves).toEqual([
      { key: 'q_1_3', category: 'values', phase: 'today', from: 1, to: 5, change: 4 },
      { key: 'q_1_1', category: 'values', phase: 'today', from: 3, to: 5, change: 2 },
      { key: 'q_2_1', category: 'communication', phase: 'today', from: 3, to: 1, change: -2 },
      { key: 'q_2_2', category: 'communication', phase: 'hopes', from: 3, to: 5, change: 2 },
    ]);
    expect(statementMoves(QUESTIONS, before, after, 2).map((m) => m.key)).toEqual(['q_1_3', 'q_1_1']);
  });

  it('counts only statements both results answered', () => {
    expect(statementMoves(QUESTIONS, { q_1_1_phase2: 1 }, { q_1_1_phase2: 5, q_1_2_phase2: 5 })).toHaveLength(1);
  });
});

describe('an area’s changes', () => {
  it('compares each measure with its own threshold', () => {
    const limit = (points: number) => ({ points, source: 'bank' as const, alpha: 0.8 });
    const changes = areaChanges(
      { hopes: 80, today: 50, alignment: 70 },
      { hopes: 80, today: 68, alignment: 76 },
      { hopes: limit(9), today: limit(12.4), alignment: limit(8) },
    );
    expect(changes).toEqual([
      { measure: 'hopes', from: 80, to: 80, change: 0, threshold: 9, kind: 'within_noise' },
      { measure: 'today', from: 50, to: 68, change: 18, threshold: 12.4, kind: 'reliable_rise' },
      { measure: 'alignment', from: 70, to: 76, change: 6, threshold: 8, kind: 'within_noise' },
    ]);
  });
});

describe('the analytics query', () => {
  it('accepts a known type and refuses another with the catalogue’s message', () => {
    expect(analyticsQuerySchema.safeParse({ type: 'relationship' }).success).toBe(true);
    const unknown = analyticsQuerySchema.safeParse({ type: 'horoscope' });
    expect(unknown.error?.issues[0]?.message).toBe('validation.assessmentTypeUnknown');
    expect(analyticsQuerySchema.safeParse({}).error?.issues[0]?.message).toBe('validation.assessmentTypeUnknown');
    expect(analyticsQuerySchema.safeParse({ type: 'relationship', x: '1' }).error?.issues[0]?.message).toBe(
      'validation.unknownField',
    );
  });
});
