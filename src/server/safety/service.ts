import { eq } from 'drizzle-orm';
import { isFlagged, type SafetyCheckState } from '../../domain/safety.ts';
import type { SafetyCheckPut } from '../../domain/safety-requests.ts';
import type { Db } from '../db/client.ts';
import { safetyChecks } from '../db/schema.ts';

/** The person's own state: whether the check is still to be offered, and whether the last one showed help. */
export async function safetyCheckState(db: Db, userId: string): Promise<SafetyCheckState> {
  const [row] = await db
    .select({ skipped: safetyChecks.skipped, flagged: safetyChecks.flagged, taken_at: safetyChecks.taken_at })
    .from(safetyChecks)
    .where(eq(safetyChecks.user_id, userId));
  if (!row) return { status: 'needed', flagged: false, taken_at: null };
  return { status: row.skipped ? 'skipped' : 'taken', flagged: row.flagged, taken_at: row.taken_at.toISOString() };
}

/**
 * Whether this person's last check showed the help card: all that anything outside this folder may learn,
 * and only of the person reading their own pages (decision 054). Their answers are never read here.
 */
export async function readerFlagged(db: Pick<Db, 'select'>, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ flagged: safetyChecks.flagged })
    .from(safetyChecks)
    .where(eq(safetyChecks.user_id, userId));
  return row?.flagged === true;
}

/** Stores a check or a skip; a retake replaces the last one, so only the latest answers are ever kept. */
export async function saveSafetyCheck(db: Db, userId: string, body: SafetyCheckPut): Promise<SafetyCheckState> {
  const values =
    'answers' in body
      ? { answers: body.answers, flagged: isFlagged(body.answers), skipped: false }
      : { answers: null, flagged: false, skipped: true };
  const takenAt = new Date();
  await db
    .insert(safetyChecks)
    .values({ user_id: userId, ...values, taken_at: takenAt })
    .onConflictDoUpdate({ target: safetyChecks.user_id, set: { ...values, taken_at: takenAt } });
  return safetyCheckState(db, userId);
}
