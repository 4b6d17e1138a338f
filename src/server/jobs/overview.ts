import { desc, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema.ts';

/** How many dead letters the console lists, newest first. */
const DEAD_SHOWN = 50;

/**
 * The jobs as the operator console shows them (decision 066): how many wait, retry, run now and are
 * dead, and the latest dead letters by kind, tries and failure class. Never a payload: a dead job
 * keeps only its summary (a mail's kind), and only that is shown.
 */
export async function jobsOverview(db: Db) {
  const [counts] = await db
    .select({
      waiting:
        sql<number>`count(*) filter (where ${jobs.done_at} is null and ${jobs.dead_at} is null and ${jobs.attempts} = 0 and (${jobs.locked_until} is null or ${jobs.locked_until} <= now()))`.mapWith(
          Number,
        ),
      retrying:
        sql<number>`count(*) filter (where ${jobs.done_at} is null and ${jobs.dead_at} is null and ${jobs.attempts} > 0 and (${jobs.locked_until} is null or ${jobs.locked_until} <= now()))`.mapWith(
          Number,
        ),
      running: sql<number>`count(*) filter (where ${jobs.done_at} is null and ${jobs.locked_until} > now())`.mapWith(
        Number,
      ),
      done_today: sql<number>`count(*) filter (where ${jobs.done_at} > now() - interval '1 day')`.mapWith(Number),
      dead: sql<number>`count(*) filter (where ${jobs.dead_at} is not null)`.mapWith(Number),
    })
    .from(jobs);
  const dead = await db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      /** A mail's kind (`verify_email`, …) when the job was a mail. */
      detail: sql<string | null>`${jobs.payload}->>'kind'`,
      attempts: jobs.attempts,
      last_error: jobs.last_error,
      created_at: jobs.created_at,
      dead_at: jobs.dead_at,
    })
    .from(jobs)
    .where(isNotNull(jobs.dead_at))
    .orderBy(desc(jobs.dead_at))
    .limit(DEAD_SHOWN);
  return {
    counts: counts ?? { waiting: 0, retrying: 0, running: 0, done_today: 0, dead: 0 },
    dead: dead.map((row) => ({ ...row, dead_at: row.dead_at as Date })),
  };
}
