import { describe, expect, it } from 'vitest';
import { importantGaps } from '../../domain/advice/advisor.ts';
import { familyQuestions } from '../../domain/assessment/family-questions.ts';
import { analyze } from '../../domain/assessment/scoring.ts';
import { buildFamilyMessages } from './prompt.ts';

describe('the family prompt', () => {
  it('speaks as a family counselor to the reader in their role, with family labels and no personal data', () => {
    const questions = familyQuestions('16-18', 'parent', 'mother_son');
    const responses = Object.fromEntries(
      questions.flatMap((q) => [
        [`${q.key}_phase1`, 5],
        [`${q.key}_phase2`, 2],
      ]),
    );
    const importance = Object.fromEntries(questions.map((q) => [q.key, q.important]));
    const analysis = analyze(responses, importance);
    const [system, user] = buildFamilyMessages({
      ageGroup: '16-18',
      pairing: 'mother_son',
      reader: 'parent',
      analysis,
      gaps: importantGaps(questions, responses, importance),
      language: 'ar',
    });
    expect(system?.content).toMatch(/family counselor/);
    expect(user?.content).toMatch(/The reader is the mother, answering about their son/);
    expect(user?.content).toMatch(/Responsibility & Independence: alignment \d+%/);
    expect(user?.content).toMatch(/Affection & Trust/);
    expect(user?.content).not.toMatch(/Intimacy|partner|couple/i);
    expect(user?.content).toMatch(/addressing the reader as a woman/);
  });
});
