import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADVICE_COUNTS } from '../advice/advisor.ts';
import { builtinCoupleAdvice } from '../advice/couple-advisor.ts';
import { findAssessmentType } from '../assessment/catalogue.ts';
import { categoryOfKey } from '../assessment/categories.ts';
import { categoryAgreement, comparePair, type SideAnswers, TOPIC_LIMIT } from './compare.ts';

const type = findAssessmentType('communication');
if (!type) throw new Error('catalogue');
const questions = type.questions;

/** Every statement answered `phase1`/`phase2`, with per-key overrides. */
function answers(phase1: number, phase2: number, overrides: Record<string, number> = {}): SideAnswers {
  const responses: Record<string, number> = {};
  for (const q of questions) {
    responses[`${q.key}_phase1`] = phase1;
    responses[`${q.key}_phase2`] = phase2;
  }
  return { responses: { ...responses, ...overrides }, importance: {} };
}

describe('couple comparison', () => {
  it('gives 100 % agreement and no topics when both answer alike, whatever each one’s own gap', () => {
    const result = comparePair(questions, answers(5, 3), answers(5, 3));
    expect(result.agreement).toBe(100);
    expect(result.topics).toEqual([]);
    expect(result.pattern.id).toBe('in_harmony');
    for (const c of Object.values(result.categories)) {
      expect(c).toEqual({ expectations: 100, realities: 100, lowerReality: 60 });
    }
    expect(result.realities).toEqual({ a: 60, b: 60 });
  });

  it('two partners who both answer 1 everywhere agree, but are not In Harmony: it is a shared concern', () => {
    const result = comparePair(questions, answers(1, 1), answers(1, 1));
    expect(result.agreement).toBe(100);
    expect(result.realities).toEqual({ a: 20, b: 20 });
    expect(result.pattern.id).not.toBe('in_harmony');
    expect(result.sharedConcerns.map((s) => s.key)).toEqual(questions.map((q) => q.key));
    expect(result.sharedStrengths).toEqual([]);
  });

  it('In Harmony needs each side’s level of today at 60 or more, not just one', () => {
    // Agreement stays within a point: one side lives 3 (60), the other 2 or 3.
    const well = comparePair(questions, answers(3, 3), answers(3, 3));
    expect(well.pattern.id).toBe('in_harmony');
    const oneLow = answers(3, 3);
    for (const q of questions.slice(0, Math.ceil(questions.length / 2))) oneLow.responses[`${q.key}_phase2`] = 2;
    const result = comparePair(questions, answers(3, 3), oneLow);
    expect(result.realities.b).toBeLessThan(60);
    expect(result.pattern.id).not.toBe('in_harmony');
  });

  it('lists shared strengths (both ≥ 4 today) and shared concerns (both ≤ 2), in question order', () => {
    const [q1, q2, q3, q4] = questions.map((q) => q.key) as [string, string, string, string];
    const a = answers(3, 3, { [`${q1}_phase2`]: 4, [`${q2}_phase2`]: 5, [`${q3}_phase2`]: 2, [`${q4}_phase2`]: 1 });
    const b = answers(3, 3, { [`${q1}_phase2`]: 5, [`${q2}_phase2`]: 3, [`${q3}_phase2`]: 1, [`${q4}_phase2`]: 3 });
    const result = comparePair(questions, a, b);
    expect(result.sharedStrengths.map((s) => s.key)).toEqual([q1]);
    expect(result.sharedConcerns.map((s) => s.key)).toEqual([q3]);
    expect(result.sharedConcerns[0]).toEqual({ key: q3, category: categoryOfKey(q3) });
  });

  it('measures expectations and realities separately with the spec’s gap arithmetic', () => {
    // Same hopes (5 and 5); today one says 5, the other 2: reality difference 3 everywhere.
    const result = comparePair(questions, answers(5, 5), answers(5, 2));
    for (const c of Object.values(result.categories)) {
      expect(c).toEqual({ expectations: 100, realities: 40, lowerReality: 40 });
    }
    // Overall: half the differences are 0, half 3 → average 1.5 → round(3.5 / 5 × 100) = 70.
    expect(result.agreement).toBe(70);
  });

  it('lists the statements answered furthest apart as topics, largest first, important first on ties', () => {
    const [q1, q2, q3] = questions.map((q) => q.key) as [string, string, string];
    const a = answers(3, 3, { [`${q3}_phase2`]: 1 });
    const b = answers(3, 3, {
      [`${q1}_phase1`]: 5, // expectations differ by 2
      [`${q2}_phase2`]: 1, // realities differ by 2; marked important below
      [`${q3}_phase2`]: 5, // realities 1 vs 5: 4
    });
    a.importance[q2] = true;
    const topics = comparePair(questions, a, b).topics.map((t) => [t.key, t.difference]);
    expect(topics).toEqual([
      [q3, 4],
      [q2, 2],
      [q1, 2],
    ]);
  });

  it('never lists more than the limit and leaves out statements one partner skipped', () => {
    const skipped = questions[0]?.key as string;
    const a = answers(5, 5);
    const b = answers(1, 1);
    delete b.responses[`${skipped}_phase2`];
    const result = comparePair(questions, a, b);
    expect(result.topics).toHaveLength(TOPIC_LIMIT);
    expect(result.topics.map((t) => t.key)).not.toContain(skipped);
    expect(result.countedQuestions).toBe(questions.length - 1);
    expect(result.agreement).toBe(20);
    expect(result.pattern.id).toBe('time_to_talk');
  });

  it('a pair a point apart on every hope and alike today is In Harmony, as its 90 % areas say', () => {
    const result = comparePair(questions, answers(5, 4), answers(4, 4));
    for (const c of Object.values(result.categories)) expect(c).toMatchObject({ expectations: 80, realities: 100 });
    expect(result.agreement).toBe(90);
    expect(result.pattern.id).toBe('in_harmony');
  });

  it('calls out different hopes on a statement either partner marked important', () => {
    const key = questions[0]?.key as string;
    // Today seen two points apart everywhere: no strong category, so only importance can change the pattern.
    const a = answers(4, 4, { [`${key}_phase1`]: 5 });
    const b = answers(4, 2, { [`${key}_phase1`]: 1 });
    expect(comparePair(questions, a, b).pattern.id).toBe('time_to_talk');
    b.importance[key] = true;
    expect(comparePair(questions, a, b).pattern.id).toBe('different_hopes');
  });

  it('is symmetric and stays within 20-100 for any answers', () => {
    const answer = fc.integer({ min: 1, max: 5 });
    const side = fc.array(answer, { minLength: questions.length * 2, maxLength: questions.length * 2 });
    fc.assert(
      fc.property(side, side, (x, y) => {
        const toAnswers = (values: number[]): SideAnswers => ({
          responses: Object.fromEntries(
            questions.flatMap((q, i) => [
              [`${q.key}_phase1`, values[i * 2] as number],
              [`${q.key}_phase2`, values[i * 2 + 1] as number],
            ]),
          ),
          importance: {},
        });
        const ab = comparePair(questions, toAnswers(x), toAnswers(y));
        const ba = comparePair(questions, toAnswers(y), toAnswers(x));
        expect({ ...ab, realities: null }).toEqual({ ...ba, realities: null });
        expect(ab.realities).toEqual({ a: ba.realities.b, b: ba.realities.a });
        // Agreeing on a problem is never harmony: In Harmony only when both live today at 60 or more.
        if (ab.pattern.id === 'in_harmony') expect(Math.min(ab.realities.a, ab.realities.b)).toBeGreaterThanOrEqual(60);
        // Red "Time to Talk" never sits over two or more areas whose figure says they are close.
        const close = Object.values(ab.categories).filter((c) => categoryAgreement(c) > 80).length;
        if (ab.pattern.id === 'time_to_talk') expect(close).toBeLessThan(2);
        expect(ab.agreement).toBeGreaterThanOrEqual(20);
        expect(ab.agreement).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('built-in couple advice', () => {
  const comparison = comparePair(questions, answers(5, 5), answers(5, 2, { [`${questions[0]?.key}_phase1`]: 1 }));

  it('writes every part in both languages, speaking of the couple', () => {
    for (const language of ['en', 'ar'] as const) {
      const advice = builtinCoupleAdvice(comparison, language);
      expect(advice.strengths.length).toBeGreaterThan(0);
      expect(advice.strengths.length).toBeLessThanOrEqual(ADVICE_COUNTS.strengths);
      expect(advice.improvements).toHaveLength(ADVICE_COUNTS.improvements);
      expect(advice.recommendations).toHaveLength(ADVICE_COUNTS.recommendations);
      expect(advice.conversationStarters).toHaveLength(ADVICE_COUNTS.conversationStarters);
      expect(new Set(advice.recommendations).size).toBe(advice.recommendations.length);
    }
    expect(builtinCoupleAdvice(comparison, 'ar').summary).toMatch(/تتقارب إجاباتكما بدرجة/);
    expect(builtinCoupleAdvice(comparison, 'en').summary).toMatch(/^Your answers are \d+% close/);
  });

  it('names the pattern without an article that could be wrong ("a In Harmony")', () => {
    const harmony = comparePair(questions, answers(5, 4), answers(5, 4));
    expect(harmony.pattern.id).toBe('in_harmony');
    const { summary } = builtinCoupleAdvice(harmony, 'en');
    expect(summary).toContain(', and your pattern is "In Harmony".');
    expect(summary).not.toMatch(/\ban? "/);
  });

  it('never names one area both a strength and a growth area, even when areas tie', () => {
    // Every category ties: the same order would otherwise put the third in both lists.
    const tied = comparePair(questions, answers(4, 3), answers(3, 4));
    const advice = builtinCoupleAdvice(tied, 'en');
    const label = (line: string) => line.split(' (')[0];
    const strengths = advice.strengths.map(label);
    expect(advice.improvements.map(label).filter((l) => strengths.includes(l))).toEqual([]);
    expect(advice.improvements).toHaveLength(ADVICE_COUNTS.improvements);
  });

  it('mentions the topics only when there are some', () => {
    const alike = comparePair(questions, answers(4, 3), answers(4, 3));
    expect(builtinCoupleAdvice(alike, 'en').improvements.join(' ')).not.toMatch(/topics to talk about/);
    expect(builtinCoupleAdvice(comparison, 'en').improvements[0]).toMatch(/topics to talk about/);
  });
});

describe('built-in couple advice, honestly', () => {
  it('two partners who both answer 1 everywhere get no strength and hear of their shared concerns', () => {
    const advice = builtinCoupleAdvice(comparePair(questions, answers(1, 1), answers(1, 1)), 'en');
    expect(advice.summary).not.toContain('In Harmony');
    expect(advice.strengths).toHaveLength(1);
    expect(advice.strengths[0]).toMatch(/^No area stands out as a strength yet/);
    expect(advice.improvements.join(' ')).toContain('You both rate some things low today');
    // Agreement is 100 % in every area, but that is not why an area is listed to grow: its today is.
    expect(advice.improvements.join(' ')).not.toContain('(100%)');
    expect(advice.improvements.join(' ')).toContain('(today 20% for one of you)');
    const ar = builtinCoupleAdvice(comparePair(questions, answers(1, 1), answers(1, 1)), 'ar');
    expect(ar.improvements.join(' ')).toContain('(الواقع اليوم لدى أحدكما 20\u200e%\u200e)');
  });
});
