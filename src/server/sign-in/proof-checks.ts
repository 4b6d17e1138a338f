import type { Db } from '../db/client.ts';
import { tooManyAttempts } from '../errors.ts';
import { type FailurePolicy, failureCounter } from './failure-counter.ts';

/**
 * Every check of something only the owner knows, made by someone already signed in (the password for
 * verify-password, change-password, deletion and turning two-factor on; a code for turning it off or
 * deleting): one allowance per account, whatever the route or address. A stolen session can
 * therefore guess neither the password nor a code faster than sign-in could.
 */
export const PROOF_CHECKS: FailurePolicy = { free: 5, firstDelay: 60, maxDelay: 60 * 60, forgetAfter: 60 * 60 };

export const proofKey = (userId: string) => `proof-fail:${userId}`;

export function proofChecks(db: Db) {
  const counter = failureCounter(db, PROOF_CHECKS);
  return {
    /** Throws 429 with Retry-After while the account must wait. */
    async check(userId: string) {
      const wait = await counter.wait(proofKey(userId));
      if (wait > 0) throw tooManyAttempts(wait);
    },
    failed: (userId: string) => counter.failed(proofKey(userId)),
    succeeded: (userId: string) => counter.clear(proofKey(userId)),
    /** Runs one check under the limit: `ok` false counts a failure. */
    async guard(userId: string, ok: () => Promise<boolean>): Promise<boolean> {
      await this.check(userId);
      const passed = await ok();
      if (passed) await this.succeeded(userId);
      else await this.failed(userId);
      return passed;
    },
  };
}

export type ProofChecks = ReturnType<typeof proofChecks>;
