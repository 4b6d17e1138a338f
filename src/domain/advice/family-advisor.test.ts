import { describe, expect, it } from 'vitest';
import { familyQuestions } from '../assessment/family-questions.ts';
import { PAIRINGS } from '../assessment/family-types.ts';
import { analyze } from '../assessment/scoring.ts';
import { NO_STRENGTH_YET } from '../content/advice/honest-content.ts';
import { comparePair } from '../pair/compare.ts';
import { ADVICE_COUNTS, importantGaps } from './advisor.ts';
import { builtinFamilyAdvice, builtinFamilyPairAdvice } from './family-advisor.ts';
import { percentIn } from './template.ts';

/** A son's answers (ages 13-15): hopes high everywhere, today lower in two areas, one important gap of 4. */
function sample(pairing: (typeof PAIRINGS)[number]) {
  const questions = familyQuestions('13-15', 'child', pairing);
  const responses: Record<string, number> = {};
  const importance: Record<string, boolean> = {};
  for (const q of questions) {
    responses[`${q.key}_phase1`] = 5;
    responses[`${q.key}_phase2`] = q.category === 2 ? 3 : q.category === 4 ? 2 : 5;
    importance[q.key] = q.important;
  }
  const first = questions.find((q) => q.category === 4 && q.important);
  if (first) responses[`${first.key}_phase2`] = 1;
  const analysis = analyze(responses, importance);
  return { analysis, gaps: importantGaps(questions, responses, importance) };
}

describe('the family advisor', () => {
  it.each(PAIRINGS)('writes every part for both readers of %s, in both languages', (pairing) => {
    const { analysis, gaps } = sample(pairing);
    for (const reader of ['parent', 'child'] as const) {
      for (const language of ['en', 'ar'] as const) {
        const advice = builtinFamilyAdvice(analysis, gaps, reader, pairing, language);
        expect(advice.strengths.length).toBeLessThanOrEqual(ADVICE_COUNTS.strengths);
        expect(advice.improvements.length).toBeLessThanOrEqual(ADVICE_COUNTS.improvements);
        expect(advice.recommendations).toHaveLength(ADVICE_COUNTS.recommendations);
        expect(advice.conversationStarters).toHaveLength(ADVICE_COUNTS.conversationStarters);
        const all = [advice.summary, ...advice.strengths, ...advice.improvements, ...advice.recommendations].join(' ');
        expect(all).not.toMatch(/\{\w+\}/);
        expect(all).not.toMatch(/partner|intimacy|شريك/i);
        if (language === 'en') expect(advice.summary).toContain(`, and your pattern is "${analysis.pattern.name}".`);
      }
    }
  });

  it('says "a base to build on" once, not for every relatively close area', () => {
    const { analysis, gaps } = sample('mother_son');
    const advice = builtinFamilyAdvice(analysis, gaps, 'parent', 'mother_son', 'en');
    expect(new Set(advice.strengths).size).toBe(advice.strengths.length);
    expect(advice.strengths.filter((s) => /base to build on/.test(s)).length).toBeLessThanOrEqual(1);
  });

  it('names the family categories and starts with the important gap', () => {
    const { analysis, gaps } = sample('father_son');
    const en = builtinFamilyAdvice(analysis, gaps, 'parent', 'father_son', 'en');
    expect(en.improvements[0]).toMatch(/^Something you marked as very important/);
    expect(en.improvements.join(' ')).toMatch(/Affection & Trust/);
    expect(en.recommendations[0]).toMatch(/with your son about/);
    expect(en.summary).toMatch(/Affection & Trust/);
  });

  it('addresses the reader in Arabic with their own gender', () => {
    const { analysis, gaps } = sample('mother_daughter');
    const mother = builtinFamilyAdvice(analysis, gaps, 'parent', 'mother_daughter', 'ar');
    const father = builtinFamilyAdvice(sample('father_daughter').analysis, gaps, 'parent', 'father_daughter', 'ar');
    expect(mother.recommendations[0]).toMatch(/^ابدئي .*اختاري .*مع ابنتك/);
    expect(father.recommendations[0]).toMatch(/^ابدأ .*اختر .*مع ابنتك/);
    const son = builtinFamilyAdvice(analysis, gaps, 'child', 'mother_son', 'ar');
    expect(son.recommendations[0]).toMatch(/مع والدتك/);
  });
});

describe('the family report’s joint advice', () => {
  const questions = familyQuestions('13-15', 'parent', 'father_son');
  const side = (phase1: number, phase2: number) => ({
    responses: Object.fromEntries(
      questions.flatMap((q) => [
        [`${q.key}_phase1`, phase1],
        [`${q.key}_phase2`, phase2],
      ]),
    ),
    importance: {},
  });

  it('speaks of the pair with the pair’s figures, for both readers and languages', () => {
    const comparison = comparePair(questions, side(5, 4), side(4, 2));
    for (const reader of ['parent', 'child'] as const) {
      for (const language of ['en', 'ar'] as const) {
        const advice = builtinFamilyPairAdvice(comparison, reader, 'father_son', language);
        const all = [advice.summary, ...advice.strengths, ...advice.improvements, ...advice.recommendations].join(' ');
        expect(all).not.toMatch(/\{\w+\}/);
        expect(advice.summary).toContain(comparison.pattern.name[language]);
        expect(advice.summary).toContain(percentIn(language)(comparison.agreement));
      }
    }
    expect(builtinFamilyPairAdvice(comparison, 'parent', 'father_son', 'en').summary).toMatch(
      /^Your answers and those of your son/,
    );
    expect(builtinFamilyPairAdvice(comparison, 'child', 'father_son', 'ar').summary).toContain('والدك');
  });

  it('a parent and child who both rate today low hear it as a shared concern, never as a strength', () => {
    const comparison = comparePair(questions, side(2, 1), side(2, 1));
    expect(comparison.pattern.id).not.toBe('in_harmony');
    const advice = builtinFamilyPairAdvice(comparison, 'parent', 'father_son', 'en');
    expect(advice.strengths).toEqual([NO_STRENGTH_YET.en]);
    expect(advice.improvements.join(' ')).toContain('You both rate some things low today');
    // They see every area alike (100 %): what is hard is today, and the advice says so, not "most differently".
    const lines = advice.improvements.slice(1);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).toMatch(/\(today 20% for one of you\): you and your son see this alike, but today it is hard/);
    }
    expect(advice.improvements.join(' ')).not.toContain('most differently');
  });

  it('says "most differently" of the widest area only, never of areas tied with others', () => {
    // Hopes and today 2 points apart everywhere (tied areas at 60), except one area seen alike and well.
    const categories = [...new Set(questions.map((q) => q.category))];
    const close = categories[0];
    const parent = side(5, 5);
    const child = side(3, 3);
    for (const q of questions.filter((q) => q.category === close)) {
      child.responses[`${q.key}_phase1`] = 5;
      child.responses[`${q.key}_phase2`] = 5;
    }
    const advice = builtinFamilyPairAdvice(comparePair(questions, parent, child), 'parent', 'father_son', 'en');
    expect(advice.improvements.filter((line) => line.includes('most differently'))).toHaveLength(0);
    // Version 3 names the tied areas together, on one line, rather than one after another in category order.
    expect(
      advice.improvements.filter((line) => line.includes('you and your son see each of these differently')),
    ).toHaveLength(1);
    // One area clearly widest: it alone is "most differently".
    const widest = categories[1];
    for (const q of questions.filter((q) => q.category === widest)) {
      child.responses[`${q.key}_phase1`] = 1;
      child.responses[`${q.key}_phase2`] = 1;
    }
    const apart = builtinFamilyPairAdvice(comparePair(questions, parent, child), 'parent', 'father_son', 'en');
    expect(apart.improvements.filter((line) => line.includes('most differently'))).toHaveLength(1);
  });
});
