import { answerKey } from '../../../domain/assessment/answer-key.ts';

/**
 * Layla's answers in a fictional Before marriage assessment (10 questions per category, Phase 1 then
 * Phase 2). Chosen to read like a real engaged couple: close on faith and communication, apart on money.
 */
const SAMPLE: Record<number, [number[], number[]]> = {
  1: [
    [5, 5, 4, 5, 4, 5, 4, 5, 5, 4],
    [5, 4, 4, 5, 4, 4, 4, 5, 4, 4],
  ],
  2: [
    [5, 4, 5, 4, 5, 4, 4, 5, 4, 5],
    [4, 4, 4, 4, 5, 3, 4, 4, 4, 4],
  ],
  3: [
    [5, 5, 4, 5, 4, 5, 5, 4, 5, 4],
    [3, 2, 3, 4, 3, 2, 3, 3, 4, 2],
  ],
  4: [
    [5, 4, 5, 4, 5, 4, 5, 4, 4, 5],
    [4, 4, 3, 4, 4, 3, 4, 3, 4, 4],
  ],
  5: [
    [5, 5, 4, 4, 5, 4, 5, 4, 5, 4],
    [4, 3, 4, 3, 3, 4, 3, 4, 4, 3],
  ],
};

export const demoResponses: Record<string, number> = Object.fromEntries(
  Object.entries(SAMPLE).flatMap(([category, [phase1, phase2]]) =>
    phase1.flatMap((expectation, i) => [
      [answerKey(`q_${category}_${i + 1}`, 1), expectation],
      [answerKey(`q_${category}_${i + 1}`, 2), phase2[i] as number],
    ]),
  ),
);
