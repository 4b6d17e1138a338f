import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { requestLimits } from '../db/schema.ts';
import { AppError } from '../errors.ts';

/**
 * Failed sign-ins per account, on top of the per-address limits: after FREE_FAILURES wrong passwords
 * each further attempt waits twice as long as the one before (30 s, 1 min, 2 min … up to 15 min),
 * from any address, so spreading a guessing run over many addresses does not help. Counted in the
 * database (request_limits) so every instance sees the same count; a success clears it, and an
 * hour without failures forgets them.
 */
export const FREE_FAILURES = 5;
const FIRST_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 15 * 60;
const FORGET_AFTER_SECONDS = 60 * 60;

export const delayAfter = (failures: number) =>
  failures < FREE_FAILURES ? 0 : Math.min(FIRST_DELAY_SECONDS * 2 ** (failures - FREE_FAILURES), MAX_DELAY_SECONDS);

/** The key names the account by a hash of its normalised email, never the address itself. */
const keyOf = (email: string) => `signin-fail:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

export function signInThrottle(db: Db) {
  return {
    /** Throws 429 with Retry-After while the account must wait. */
    async check(email: string) {
      const [row] = await db
        .select({
          count: requestLimits.count,
          since: sql<number>`extract(epoch from (now() - ${requestLimits.window_start}))::float`,
        })
        .from(requestLimits)
        .where(eq(requestLimits.key, keyOf(email)));
      if (!row || row.since > FORGET_AFTER_SECONDS) return;
      const wait = Math.ceil(delayAfter(row.count) - row.since);
      if (wait > 0) {
        throw new AppError(429, 'rate_limited', 'errors.auth.rate_limited', {
          headers: { 'Retry-After': String(wait) },
        });
      }
    },
    async failed(email: string) {
      await db
        .insert(requestLimits)
        .values({ key: keyOf(email), window_start: sql`now()`, count: 1 })
        .onConflictDoUpdate({
          target: requestLimits.key,
          set: {
            count: sql`case when ${requestLimits.window_start} < now() - make_interval(secs => ${FORGET_AFTER_SECONDS}) then 1 else ${requestLimits.count} + 1 end`,
            window_start: sql`now()`,
          },
        });
    },
    async succeeded(email: string) {
      await db.delete(requestLimits).where(eq(requestLimits.key, keyOf(email)));
    },
  };
}
