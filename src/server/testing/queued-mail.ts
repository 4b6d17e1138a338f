import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema.ts';

/** A mail job still waiting to be sent, as the tests read it (its rendered words, before the worker clears them). */
export interface QueuedMailRow {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The mail jobs queued to `address` and not yet sent, oldest first. */
export async function queuedMails(db: Db, address: string): Promise<QueuedMailRow[]> {
  const rows = await db
    .select({ id: jobs.id, payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, 'mail'), sql`${jobs.payload}->>'to' = ${address}`))
    .orderBy(jobs.created_at);
  return rows.map(({ id, payload }) => ({ id, ...(payload as Omit<QueuedMailRow, 'id'>) }));
}
