import { and, eq } from 'drizzle-orm';
import { isFlagged, type SafetyCheckState } from '../../domain/safety.ts';
import type { SafetyCheckPut } from '../../domain/safety-requests.ts';
import type { Db } from '../db/client.ts';
import { profiles, safetyChecks } from '../db/schema.ts';

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

/**
 * The reader of their own pages when their last check showed the help card, with what the private words
 * need to address them (their profile's gender); null for everyone else. One read, at the moment of the
 * request, by every page that advises (decision 054): their result, couple report and family report.
 */
export async function privateReader(db: Pick<Db, 'select'>, userId: string): Promise<{ gender: string | null } | null> {
  const [row] = await db
    .select({ gender: profiles.gender })
    .from(safetyChecks)
    .leftJoin(profiles, eq(profiles.id, safetyChecks.user_id))
    .where(and(eq(safetyChecks.user_id, userId), eq(safetyChecks.flagged, true)));
  return row ? { gender: row.gender ?? null } : null;
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
