/**
 * Every question is answered twice: phase 1 "Your Expectations", phase 2 "Your Reality". The stored
 * answers (`assessments.responses.responses`) are keyed `{questionKey}_phase1|2` as the spec stores
 * them; this module is the only place that spells that key.
 */
export const PHASES = [1, 2] as const;
export type Phase = (typeof PHASES)[number];

export const answerKey = (questionKey: string, phase: Phase) => `${questionKey}_phase${phase}`;

const ANSWER_KEY = /^(.*)_phase([12])$/;

/** The question and phase of an answer key; null for anything else. */
export function parseAnswerKey(key: string): { questionKey: string; phase: Phase } | null {
  const match = ANSWER_KEY.exec(key);
  return match ? { questionKey: match[1] as string, phase: Number(match[2]) as Phase } : null;
}
