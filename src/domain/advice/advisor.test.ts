import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findAssessmentType } from '../assessment/catalogue.ts';
import { CATEGORY_TITLES, type CategoryId } from '../assessment/categories.ts';
import { analyze } from '../assessment/scoring.ts';
import { ADVICE_COUNTS, builtinAdvice, builtinAdviceBoth, importantGaps } from './advisor.ts';

const type = findAssessmentType('relationship');
if (!type) throw new Error('catalogue');

/** Answers where each category has its own gap: values 0, communication 1, finances 3, intimacy 2, family 1. */
function answers(gapByCategory: Record<number, number>) {
  const responses: Record<string, number> = {};
  for (const q of type?.questions ?? []) {
    responses[`${q.key}_phase1`] = 5;
    responses[`${q.key}_phase2`] = 5 - (gapByCategory[q.category] ?? 0);
  }
  return responses;
}

const responses = answers({ 1: 0, 2: 1, 3: 3, 4: 2, 5: 1 });
const analysis = analyze(responses, {});

describe('built-in advisor', () => {
  it('writes the five parts with the spec’s counts, in both languages', () => {
    const both = builtinAdviceBoth(analysis, [], 'neutral');
    for (const advice of [both.en, both.ar]) {
      // Five areas: three strengths leave two to grow (an area is never both).
      expect(advice.strengths).toHaveLength(ADVICE_COUNTS.strengths);
      expect(advice.improvements).toHaveLength(2);
      expect(advice.recommendations).toHaveLength(ADVICE_COUNTS.recommendations);
      expect(advice.conversationStarters).toHaveLength(ADVICE_COUNTS.conversationStarters);
      const all = [advice.summary, ...advice.strengths, ...advice.improvements, ...advice.recommendations];
      expect(all.every((text) => text.length > 10)).toBe(true);
      expect(new Set(advice.recommendations).size).toBe(5);
    }
    expect(both.ar.summary).toMatch(/[\u0600-\u06FF]/);
    expect(both.en.summary).not.toMatch(/[\u0600-\u06FF]/);
  });

  it('states the score and pattern, names the best and the weakest categories', () => {
    const { en, ar } = builtinAdviceBoth(analysis, [], 'neutral');
    expect(en.summary).toContain(`${analysis.compatibilityScore}%`);
    expect(en.summary).toContain(`, and your pattern is "${analysis.pattern.name}".`);
    expect(en.summary).not.toMatch(/\ban? "/); // no article to get wrong before a pattern's name
    expect(en.summary).toMatch(/closest in Values & Faith \(100%\).*widest gap is in Finances & Goals \(40%\)/);
    expect(ar.summary).toContain(analysis.pattern.nameAr);
    expect(ar.summary).toContain('القيم والإيمان');
    expect(ar.summary).toContain('المال والأهداف');
    expect(en.strengths[0]).toMatch(/^Values & Faith \(100%\)/);
    expect(en.improvements[0]).toMatch(/^Finances & Goals \(40%\)/);
    expect(en.improvements[1]).toMatch(/^Intimacy \(60%\)/);
    // Recommendations start with the weakest category's.
    expect(en.recommendations[0]).toMatch(/budget/);
    expect(en.conversationStarters[0]).toMatch(/financial security/);
  });

  it('always ends the recommendations with retaking the assessment in 3-6 months', () => {
    const { en, ar } = builtinAdviceBoth(analysis, [], 'neutral');
    expect(en.recommendations.at(-1)).toBe('Retake this assessment in 3-6 months to see how far you have come.');
    expect(ar.recommendations.at(-1)).toMatch(/ثلاثة إلى ستة أشهر/);
  });

  it('leads with an important question whose gap is large, quoting it', () => {
    const first = type?.questions.find((q) => q.category === 5);
    if (!first) throw new Error('no family question');
    const withGap = { ...responses, [`${first.key}_phase2`]: 1 };
    const importance = { [first.key]: true };
    const gaps = importantGaps(type?.questions ?? [], withGap, importance);
    expect(gaps.map((g) => [g.key, g.gap])).toEqual([[first.key, 4]]);
    const advice = builtinAdvice(analyze(withGap, importance), gaps, 'en', 'neutral');
    const statement = first.phase1.en.replace(/\.$/, '');
    expect(advice.improvements[0]).toBe(
      `Something you marked as very important is far from today’s reality: “${statement}”`,
    );
    expect(advice.recommendations[0]).toContain(`“${statement}”`);
    expect(advice.recommendations).toHaveLength(5);
    expect(builtinAdvice(analyze(withGap, importance), gaps, 'ar', 'neutral').improvements[0]).toContain(
      first.phase1.ar.replace(/\.$/, ''),
    );
  });

  it('does not call a strong category a problem, even when it is among the weakest', () => {
    const perfect = analyze(answers({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }), {});
    const { en, ar } = builtinAdviceBoth(perfect, [], 'neutral');
    expect(en.improvements.every((text) => text.includes('already close to what you hope for'))).toBe(true);
    expect(ar.improvements.every((text) => text.includes('قريبٌ من تطلعاتك بالفعل'))).toBe(true);
    expect(en.improvements.map((t) => t.split(' (')[0])).toEqual(['Intimacy', 'Family']);
  });

  it('names ties as ties and never says "closest" and "widest" of the same level', () => {
    const level = analyze(answers({ 1: 1, 2: 1, 3: 1, 4: 1, 5: 1 }), {});
    const { en, ar } = builtinAdviceBoth(level, [], 'neutral');
    expect(en.summary).toContain('Every area is at the same level (80%).');
    expect(en.summary).not.toMatch(/closest in|widest gap/);
    expect(ar.summary).toContain('جميع الجوانب في المستوى نفسه');
    const twoTop = builtinAdvice(analyze(answers({ 1: 0, 2: 0, 3: 2, 4: 1, 5: 1 }), {}), [], 'en', 'neutral');
    expect(twoTop.summary).toMatch(/closest in Values & Faith and Communication \(100%\)/);
    expect(twoTop.summary).toMatch(/widest gap is in Finances & Goals \(60%\)/);
  });

  it('someone who expects little and lives little hears that today is low, and no area is called a strength', () => {
    const resigned: Record<string, number> = {};
    for (const q of type?.questions ?? []) {
      resigned[`${q.key}_phase1`] = 1;
      resigned[`${q.key}_phase2`] = 1;
    }
    const result = analyze(resigned, {});
    expect(result.compatibilityScore).toBe(100);
    const { en, ar } = builtinAdviceBoth(result, [], 'neutral');
    expect(en.summary).toContain('today itself is low (20%)');
    expect(en.summary).not.toContain('Keep protecting what already works');
    expect(ar.summary).toContain('منخفض');
    expect(en.strengths).toEqual([
      'No area stands out as a strength yet: the areas to grow, below, are the place to begin.',
    ]);
    expect(en.improvements.join(' ')).not.toContain('already close to what you hope for');
    // Listed to grow because today is low, so named by today, not by a 100 % that reads as success.
    expect(en.improvements).toContain(
      'Values & Faith (today 20%): faith, traditions and the values you live by need a calm, open conversation.',
    );
    expect(ar.improvements.join(' ')).toContain('(الواقع اليوم 20\u200e%\u200e)');
    expect(en.improvements.join(' ')).not.toContain('(100%)');
  });

  it('a reality above the hope is not an important gap', () => {
    const q = type?.questions[0];
    if (!q) throw new Error('no question');
    const above = { ...responses, [`${q.key}_phase1`]: 1, [`${q.key}_phase2`]: 5 };
    expect(importantGaps(type?.questions ?? [], above, { [q.key]: true })).toEqual([]);
  });

  it('ignores gaps of 2 or less and questions not marked important', () => {
    const q = type?.questions[0];
    if (!q) throw new Error('no question');
    expect(importantGaps(type?.questions ?? [], { ...responses, [`${q.key}_phase2`]: 3 }, { [q.key]: true })).toEqual(
      [],
    );
    expect(importantGaps(type?.questions ?? [], { ...responses, [`${q.key}_phase2`]: 1 }, { [q.key]: false })).toEqual(
      [],
    );
  });

  it('is deterministic and always complete, whatever the answers', () => {
    const answer = fc.integer({ min: 1, max: 5 });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(answer, answer), { minLength: 50, maxLength: 50 }),
        fc.boolean(),
        (pairs, important) => {
          const given: Record<string, number> = {};
          const importance: Record<string, boolean> = {};
          type?.questions.forEach((q, i) => {
            const [p1, p2] = pairs[i] as [number, number];
            given[`${q.key}_phase1`] = p1;
            given[`${q.key}_phase2`] = p2;
            importance[q.key] = important && i % 7 === 0;
          });
          const a = analyze(given, importance);
          const gaps = importantGaps(type?.questions ?? [], given, importance);
          const once = builtinAdviceBoth(a, gaps, 'neutral');
          expect(builtinAdviceBoth(a, gaps, 'neutral')).toEqual(once);
          for (const advice of [once.en, once.ar]) {
            expect(advice.strengths.length).toBeGreaterThanOrEqual(1);
            expect(advice.strengths.length).toBeLessThanOrEqual(3);
            expect(advice.improvements.length).toBeGreaterThanOrEqual(1);
            expect(advice.improvements.length).toBeLessThanOrEqual(3);
            expect(advice.recommendations).toHaveLength(5);
            expect(advice.conversationStarters).toHaveLength(3);
          }
          // An area is a strength or a growth area, never both; never a strength below 60 today.
          const label = (line: string) => line.split(' (')[0] as string;
          const strengths = once.en.strengths.map(label);
          expect(once.en.improvements.map(label).filter((l) => strengths.includes(l))).toEqual([]);
          for (const [id, scores] of Object.entries(a.categoryScores)) {
            const title = CATEGORY_TITLES[id as CategoryId].en;
            if (scores.reality < 60) expect(strengths).not.toContain(title);
            // A growth area's figure is never a strong score over a low today.
            if (scores.alignment > 80 && scores.reality < 60) {
              for (const line of once.en.improvements.filter((l) => label(l) === title)) {
                expect(line).toContain(`(today ${scores.reality}%)`);
              }
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
