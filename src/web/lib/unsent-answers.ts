/**
 * The answers this device keeps until the server has them (the questionnaire's AnswerQueue, decision
 * 009), one entry per assessment. Named here so that signing out can find them: they are the only
 * signed-in data the browser holds, and on a shared device they must not outlive the session (ASVS
 * 14.3.1, decision 050).
 */
export const UNSENT_PREFIX = 'wifaq.pending-answers.';

export const unsentKey = (assessmentId: string) => `${UNSENT_PREFIX}${assessmentId}`;

function unsentKeys(): string[] {
  try {
    return Object.keys(localStorage).filter((key) => key.startsWith(UNSENT_PREFIX));
  } catch {
    return []; // storage refused (private mode): nothing kept
  }
}

/** How many answers on this device have not reached the server yet. */
export function unsentCount(): number {
  let count = 0;
  for (const key of unsentKeys()) {
    try {
      const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { responses?: object } | null;
      count += Object.keys(stored?.responses ?? {}).length;
    } catch {
      // unreadable: it goes with the rest
    }
  }
  return count;
}

export function forgetUnsent() {
  for (const key of unsentKeys()) localStorage.removeItem(key);
}
