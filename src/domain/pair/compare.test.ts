import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADVICE_COUNTS } from '../advice/advisor.ts';
import { builtinCoupleAdvice } from '../advice/couple-advisor.ts';
import { topicsAsked } from '../advice/template.ts';
import { findAssessmentType } from '../assessment/catalogue.ts';
import { categoryOfKey } from '../assessment/categories.ts';
import { categoryAgreement, comparePair, type SideAnswers, TOPIC_LIMIT } from './compare.ts';

const type = findAssessmentType('communication');
if (!type) throw new Error('catalogue');
const questions = type.questions;
const ASKED = topicsAsked(questions);

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
    // Both live today at 60 ("Neutral"): version 3 needs 70 for In Harmony (content review C04), so
    // this is Growing Together; it was In Harmony, "it goes well today", under version 2.
    expect(result.pattern.id).toBe('growing_together');
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

  it('In Harmony needs each side’s today at 70 or more, not just one (rules version 3)', () => {
    const well = comparePair(questions, answers(4, 4), answers(4, 4));
    expect(well.pattern.id).toBe('in_harmony');
    // One side lives 3 on 60 % of the statements: today 68, every area still seen alike.
    const oneLower = answers(4, 4);
    for (const q of questions.slice(0, Math.ceil(questions.length * 0.6))) oneLower.responses[`${q.key}_phase2`] = 3;
    const result = comparePair(questions, answers(4, 4), oneLower);
    expect(result.todays.b).toBeLessThan(70);
    expect(result.todays.b).toBeGreaterThanOrEqual(60);
    expect(result.pattern.id).toBe('growing_together');
  });

  it('is never In Harmony with one side’s whole area at the floor (content review C08)', () => {
    const intimacy = questions.filter((q) => categoryOfKey(q.key) === 'intimacy').map((q) => q.key);
    expect(intimacy.length).toBeGreaterThan(0);
    const b = answers(5, 5, Object.fromEntries(intimacy.map((key) => [`${key}_phase2`, 1])));
    const result = comparePair(questions, answers(5, 5), b);
    expect(result.areas.intimacy?.lowerToday).toBe(20);
    expect(result.pattern.id).toBe('growing_together');
  });

  it('is Time to Talk when either side’s today is below 50, however alike the answers', () => {
    // Both at 2 everywhere: 100 % alike, today 40 for each (content review C05, F05: it was Growing Together).
    const result = comparePair(questions, answers(2, 2), answers(2, 2));
    expect(result.agreement).toBe(100);
    expect(result.pattern.id).toBe('time_to_talk');
    // Exactly 50 is not below 50: half the statements at 2, half at 3, for both.
    const half = answers(3, 3);
    for (const q of questions.filter((_, i) => i % 2 === 0)) half.responses[`${q.key}_phase2`] = 2;
    const exact = comparePair(questions, half, half);
    expect(exact.todays).toEqual({ a: 50, b: 50 });
    expect(exact.pattern.id).not.toBe('time_to_talk');
  });

  it('notes when either side gave (nearly) the same answer everywhere', () => {
    expect(comparePair(questions, answers(4, 4), answers(3, 3)).signals).toEqual(['uniform_answers']);
    const varied = answers(4, 3);
    expect(comparePair(questions, varied, answers(5, 2)).signals).toEqual([]);
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
    // Hopes and today two points apart everywhere (no strong category) and both today at 60 or more, so
    // only importance can change the pattern.
    const a = answers(5, 5, { [`${key}_phase1`]: 5 });
    const b = answers(3, 3, { [`${key}_phase1`]: 1 });
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
        expect({ ...ab, realities: null, todays: null }).toEqual({ ...ba, realities: null, todays: null });
        expect(ab.realities).toEqual({ a: ba.realities.b, b: ba.realities.a });
        // Rules version 3: agreeing on a problem is never harmony, nor is one side's area at the floor.
        const lowest = Math.min(ab.todays.a, ab.todays.b);
        const areas = Object.values(ab.areas);
        const hardAreas = areas.filter((c) => c.lowerToday < 50).length;
        if (ab.pattern.id === 'in_harmony') {
          expect(lowest).toBeGreaterThanOrEqual(70);
          for (const c of areas) expect(c.lowerToday).toBeGreaterThanOrEqual(60);
        }
        if (lowest < 50 || hardAreas >= 2) expect(ab.pattern.id).toBe('time_to_talk');
        // Red "Time to Talk" never sits over two or more areas seen alike unless today is hard.
        const close = areas.filter((c) => c.agreement >= 80).length;
        if (ab.pattern.id === 'time_to_talk' && lowest >= 50 && hardAreas < 2) expect(close).toBeLessThan(2);
        // The areas' exact agreement and the shown one never disagree by more than rounding.
        for (const [id, c] of Object.entries(ab.areas)) {
          const shown = ab.categories[id as keyof typeof ab.categories];
          if (shown) expect(Math.abs(categoryAgreement(shown) - c.agreement)).toBeLessThanOrEqual(1);
        }
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
      const advice = builtinCoupleAdvice(comparison, language, ASKED);
      expect(advice.strengths.length).toBeGreaterThan(0);
      expect(advice.strengths.length).toBeLessThanOrEqual(ADVICE_COUNTS.strengths);
      expect(advice.improvements).toHaveLength(ADVICE_COUNTS.improvements);
      expect(advice.recommendations).toHaveLength(ADVICE_COUNTS.recommendations);
      expect(advice.conversationStarters).toHaveLength(ADVICE_COUNTS.conversationStarters);
      expect(new Set(advice.recommendations).size).toBe(advice.recommendations.length);
    }
    expect(builtinCoupleAdvice(comparison, 'ar', ASKED).summary).toMatch(/تتقارب إجاباتكما بدرجة/);
    expect(builtinCoupleAdvice(comparison, 'en', ASKED).summary).toMatch(/^Your answers are \d+% close/);
  });

  it('names the pattern without an article that could be wrong ("a In Harmony")', () => {
    const harmony = comparePair(questions, answers(5, 4), answers(5, 4));
    expect(harmony.pattern.id).toBe('in_harmony');
    const { summary } = builtinCoupleAdvice(harmony, 'en', ASKED);
    expect(summary).toContain(', and your pattern is "In Harmony".');
    expect(summary).not.toMatch(/\ban? "/);
  });

  it('never names one area both a strength and a growth area, and names a tie together', () => {
    // Every category ties at 80: version 2 listed three as strengths and the other two, in category
    // order, as growth areas ("keep giving it time"). Version 3 names all five on one line and lists
    // nothing to grow, since nothing is seen differently.
    const tied = comparePair(questions, answers(4, 3), answers(3, 4));
    const advice = builtinCoupleAdvice(tied, 'en', ASKED);
    expect(advice.strengths).toHaveLength(1);
    expect(advice.strengths[0]).toMatch(
      /^Values & Faith, Communication, Finances & Goals, Intimacy, and Family \(80%\)/,
    );
    expect(advice.improvements.join(' ')).not.toMatch(/Values|Communication|Finances|Intimacy|Family/);
  });

  it('mentions the topics only when there are some', () => {
    const alike = comparePair(questions, answers(4, 3), answers(4, 3));
    expect(builtinCoupleAdvice(alike, 'en', ASKED).improvements.join(' ')).not.toMatch(/topics to talk about/);
    expect(builtinCoupleAdvice(comparison, 'en', ASKED).improvements[0]).toMatch(/topics to talk about/);
  });
});

describe('built-in couple advice, honestly', () => {
  it('two partners who both answer 1 everywhere get no strength and hear of their shared concerns', () => {
    const advice = builtinCoupleAdvice(comparePair(questions, answers(1, 1), answers(1, 1)), 'en', ASKED);
    expect(advice.summary).not.toContain('In Harmony');
    expect(advice.strengths).toHaveLength(1);
    expect(advice.strengths[0]).toMatch(/^No area stands out as a strength yet/);
    expect(advice.improvements.join(' ')).toContain('You both rate some things low today');
    // Agreement is 100 % in every area, but that is not why an area is listed to grow: its today is.
    expect(advice.improvements.join(' ')).not.toContain('(100%)');
    expect(advice.improvements.join(' ')).toContain('(today 20% for one of you)');
    const ar = builtinCoupleAdvice(comparePair(questions, answers(1, 1), answers(1, 1)), 'ar', ASKED);
    expect(ar.improvements.join(' ')).toContain('(الواقع اليوم لدى أحدكما 20\u200e%\u200e)');
  });
});
