import { describe, expect, it } from 'vitest';
import { answerKey, parseAnswerKey } from './answer-key.ts';

describe('answer keys', () => {
  it('spells the stored key as the spec does', () => {
    expect(answerKey('q_1_3', 1)).toBe('q_1_3_phase1');
    expect(answerKey('q_5_10', 2)).toBe('q_5_10_phase2');
  });

  it('parses what it spells, and nothing else', () => {
    expect(parseAnswerKey('q_1_3_phase1')).toEqual({ questionKey: 'q_1_3', phase: 1 });
    expect(parseAnswerKey('q_2_1_phase2')).toEqual({ questionKey: 'q_2_1', phase: 2 });
    expect(parseAnswerKey('q_1_3')).toBeNull();
    expect(parseAnswerKey('q_1_3_phase3')).toBeNull();
    expect(parseAnswerKey('q_1_3_phase1x')).toBeNull();
  });
});
