import { expect } from '@playwright/test';
import { codeAt, currentStep, STEP_SECONDS } from '../../src/server/two-factor/totp.ts';

/** Seconds left before the current time step ends, at the least for a code to reach the server in its step. */
const MARGIN_SECONDS = 10;

/**
 * An authenticator app for one secret, against the e2e server's own clock. The server takes a code of
 * the current step or the one before, each step once and in order (decision 058), so:
 * - the first code is the previous step's while the current one has time left, leaving the current
 *   step for the next code at once;
 * - each next code is the current step's, once a step later than the last code's has come (a wait
 *   only when the first code had to be the current step's, at most `MARGIN_SECONDS`).
 */
export function authenticator(secret: Buffer) {
  let last: number | null = null;
  return {
    async code(): Promise<string> {
      let step: number;
      if (last === null) {
        const left = STEP_SECONDS - ((Date.now() / 1000) % STEP_SECONDS);
        step = left > MARGIN_SECONDS ? currentStep() - 1 : currentStep();
      } else {
        const after = last;
        await expect.poll(() => currentStep(), { timeout: (MARGIN_SECONDS + 5) * 1000 }).toBeGreaterThan(after);
        step = currentStep();
      }
      last = step;
      return codeAt(secret, step);
    },
  };
}
