import { describe, expect, it } from 'vitest';
import { answerKey } from '../assessment/answer-key.ts';
import { findAssessmentType } from '../assessment/catalogue.ts';
import { familyQuestions } from '../assessment/family-questions.ts';
import type { Question } from '../assessment/question.ts';
import { buildPairReport, type PairSide } from './report.ts';

function side(questions: readonly Question[], phase1: number, phase2: number, completed: string | null): PairSide {
  const responses: Record<string, number> = {};
  for (const q of questions) {
    responses[answerKey(q.key, 1)] = phase1;
    responses[answerKey(q.key, 2)] = phase2;
  }
  return { responses, importance: {}, completed_at: completed ? new Date(completed) : null };
}

const type = findAssessmentType('communication');
if (!type) throw new Error('catalogue');
const couple = type.questions;

describe('pair report', () => {
  it('dates the report by the later side and names the other side as the kind asks', () => {
    const report = buildPairReport({
      questions: couple,
      mine: side(couple, 5, 5, '2026-01-02T00:00:00Z'),
      other: side(couple, 5, 2, '2026-03-04T00:00:00Z'),
      showAnswers: false,
      otherKey: 'partner',
    });
    expect(report.completed_at).toBe('2026-03-04T00:00:00.000Z');
    expect(report.agreement).toBe(70);
    expect(report.alignment.mine.score).toBeGreaterThan(report.alignment.partner.score);
    expect(report.topics.length).toBeGreaterThan(0);
    for (const topic of report.topics) {
      expect(topic.answers).toBeNull();
      expect(topic.statement.en).not.toBe('');
    }
  });

  it('tells which side said what only when answers may be shown', () => {
    const report = buildPairReport({
      questions: couple,
      mine: side(couple, 5, 5, null),
      other: side(couple, 1, 1, null),
      showAnswers: true,
      otherKey: 'other',
    });
    expect(report.topics[0]?.answers).toEqual({
      mine: { expectation: 5, reality: 5 },
      other: { expectation: 1, reality: 1 },
    });
  });

  it('reads a family side with the reader’s own perspective of each statement', () => {
    const parent = familyQuestions('13-15', 'parent', 'mother_son');
    const report = buildPairReport({
      questions: parent,
      mine: side(parent, 5, 5, null),
      other: side(parent, 2, 2, null),
      showAnswers: false,
      otherKey: 'other',
    });
    const first = report.topics[0];
    expect(first && parent.find((q) => q.key === first.key)?.phase1).toEqual(first?.statement);
  });
});
