export type Phase = 1 | 2;
export interface Position {
  phase: Phase;
  index: number;
}

export const answerKey = (questionKey: string, phase: Phase) => `${questionKey}_phase${phase}`;

/** The spec's progress: (current index + (phase − 1) × total) / (2 × total) × 100. */
export const progressPercent = ({ phase, index }: Position, total: number) =>
  ((index + (phase - 1) * total) / (2 * total)) * 100;

/** Where a returning person continues: the first unanswered question of Phase 1, then of Phase 2. */
export function resumePosition(questionKeys: string[], answers: Record<string, number>): Position {
  for (const phase of [1, 2] as const) {
    const index = questionKeys.findIndex((key) => answers[answerKey(key, phase)] === undefined);
    if (index >= 0) return { phase, index };
  }
  return { phase: 2, index: Math.max(questionKeys.length - 1, 0) };
}

export function next(position: Position, total: number): Position | 'complete' {
  if (position.index < total - 1) return { ...position, index: position.index + 1 };
  if (position.phase === 1) return { phase: 2, index: 0 };
  return 'complete';
}

export function previous(position: Position, total: number): Position | null {
  if (position.index > 0) return { ...position, index: position.index - 1 };
  if (position.phase === 2) return { phase: 1, index: total - 1 };
  return null;
}

export const countAnswered = (answers: Record<string, number>) => Object.keys(answers).length;
