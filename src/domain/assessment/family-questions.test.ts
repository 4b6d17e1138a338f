import { describe, expect, it } from 'vitest';
import { FAMILY_BANKS } from '../content/family/index.ts';
import { familyQuestions } from './family-questions.ts';
import { AGE_GROUPS, PAIRINGS } from './family-types.ts';
import { analyze } from './scoring.ts';

describe('familyQuestions', () => {
  it.each(AGE_GROUPS)('gives parent and child of ages %s the same keys, each in their own words', (group) => {
    for (const pairing of PAIRINGS) {
      const parent = familyQuestions(group, 'parent', pairing);
      const child = familyQuestions(group, 'child', pairing);
      expect(parent.map((q) => q.key)).toEqual(child.map((q) => q.key));
      expect(parent.map((q) => q.key)).toEqual(FAMILY_BANKS[group].map((q) => q.key));
      parent.forEach((q, i) => {
        expect(q.phase1.en).not.toBe(child[i]?.phase1.en);
        expect(q.phase1.ar.length).toBeGreaterThan(0);
      });
    }
  });

  it('scores with the engine unchanged: same keys, same formulas', () => {
    const questions = familyQuestions('13-15', 'child', 'mother_daughter');
    const responses = Object.fromEntries(
      questions.flatMap((q) => [
        [`${q.key}_phase1`, 5],
        [`${q.key}_phase2`, 4],
      ]),
    );
    const analysis = analyze(responses);
    expect(analysis.countedQuestions).toBe(questions.length);
    expect(analysis.compatibilityScore).toBe(80); // average gap 1 → (5 − 1) / 5
    expect(Object.keys(analysis.categoryScores).sort()).toEqual(
      ['communication', 'family', 'finances', 'intimacy', 'values'].sort(),
    );
  });
});
