import { createHmac } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { requestLimits } from '../db/schema.ts';

/**
 * Failures counted per key in `request_limits` (so every instance sees the same count). After
 * `free` failures each further attempt waits twice as long as the one before (`firstDelay`, ×2 …
 * up to `maxDelay` seconds); `forgetAfter` seconds without a failure forget them.
 */
export interface FailurePolicy {
  free: number;
  firstDelay: number;
  maxDelay: number;
  forgetAfter: number;
}

export const delayAfter = (policy: FailurePolicy, failures: number) =>
  failures < policy.free ? 0 : Math.min(policy.firstDelay * 2 ** (failures - policy.free), policy.maxDelay);

export function failureCounter(db: Db, policy: FailurePolicy) {
  return {
    /** Seconds the key must still wait (0: go ahead). */
    async wait(key: string): Promise<number> {
      const [row] = await db
        .select({
          count: requestLimits.count,
          since: sql<number>`extract(epoch from (now() - ${requestLimits.window_start}))::float`,
        })
        .from(requestLimits)
        .where(eq(requestLimits.key, key));
      if (!row || row.since > policy.forgetAfter) return 0;
      return Math.max(0, Math.ceil(delayAfter(policy, row.count) - row.since));
    },
    async failed(key: string) {
      await db
        .insert(requestLimits)
        .values({ key, window_start: sql`now()`, count: 1 })
        .onConflictDoUpdate({
          target: requestLimits.key,
          set: {
            count: sql`case when ${requestLimits.window_start} < now() - make_interval(secs => ${policy.forgetAfter}) then 1 else ${requestLimits.count} + 1 end`,
            window_start: sql`now()`,
          },
        });
    },
    async clear(...keys: string[]) {
      if (keys.length > 0) await db.delete(requestLimits).where(inArray(requestLimits.key, keys));
    },
  };
}

export type FailureCounter = ReturnType<typeof failureCounter>;

/**
 * Names a person in a limit key without storing their address: a keyed hash (HMAC with the server's
 * secret), so the key cannot be reversed with a dictionary of emails as a plain SHA-256 could.
 */
export const emailTag = (secret: string, email: string) =>
  createHmac('sha256', secret).update(`email:${email.trim().toLowerCase()}`).digest('base64url').slice(0, 32);
