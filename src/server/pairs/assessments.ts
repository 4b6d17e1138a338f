import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { currentContentVersion } from '../../domain/assessment/content-version.ts';
import { type AssessmentKind, assessmentTypeId } from '../../domain/assessment/kind.ts';
import type { Db } from '../db/client.ts';
import { isUuid } from '../db/ids.ts';
import { assessments, pairAssessments } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import type { PairKind, Reader, Tx } from './kind.ts';

/**
 * Pair assessments of every kind: an assessment the two sides of a link take together, each side
 * answering privately in its own `assessments` row. Which link the caller may reach is the kind's
 * business; everything below takes a link the caller already belongs to.
 */

export type PairAssessmentRow = typeof pairAssessments.$inferSelect;
export type SideRow = typeof assessments.$inferSelect;

/** The pair assessment with this id on one of these links; a malformed id is simply none. */
export async function pairAssessmentOn(db: Reader, kind: PairKind, id: string, linkIds: string[]) {
  if (!isUuid(id) || linkIds.length === 0) return null;
  const [row] = await db
    .select()
    .from(pairAssessments)
    .where(and(eq(pairAssessments.id, id), inArray(pairAssessments[kind.linkColumn], linkIds)));
  return row ?? null;
}

/** The pair assessments of these links, newest first. */
export async function pairAssessmentsOf(db: Reader, kind: PairKind, linkIds: string[]) {
  if (linkIds.length === 0) return [];
  return db
    .select()
    .from(pairAssessments)
    .where(inArray(pairAssessments[kind.linkColumn], linkIds))
    .orderBy(desc(pairAssessments.created_at));
}

/** Every side of these pair assessments. */
export async function sidesOf(db: Reader, kind: PairKind, pairIds: string[]): Promise<SideRow[]> {
  if (pairIds.length === 0) return [];
  return db.select().from(assessments).where(inArray(assessments[kind.sideColumn], pairIds));
}

/**
 * The link's unfinished pair assessment of this type, or a new one in its bank's current version, so two taps (or both sides at once) never make two. An unfinished one keeps the
 * version it started in. `of` is what it assesses: a catalogue type, or a family age group and pairing.
 * `countStart` runs in the transaction only before a new one is made (the plan's allowance): returning
 * the unfinished one is no new start.
 */
export async function openPairAssessment(
  db: Db,
  kind: PairKind,
  linkId: string,
  of: AssessmentKind,
  userId: string,
  countStart: (tx: Tx) => Promise<void>,
) {
  const type = { id: assessmentTypeId(of), version: currentContentVersion(of) };
  return db.transaction(async (tx) => {
    // Serialises starts within this link: the second of two simultaneous calls sees the first's row.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${linkId}))`);
    const side = sql.raw(`a.${kind.sideColumn}`);
    const [open] = await tx
      .select()
      .from(pairAssessments)
      .where(
        and(
          eq(pairAssessments[kind.linkColumn], linkId),
          eq(pairAssessments.assessment_type, type.id),
          sql`(select count(*) from ${assessments} a where ${side} = ${pairAssessments.id} and a.status = 'completed') < 2`,
        ),
      )
      .orderBy(desc(pairAssessments.created_at))
      .limit(1);
    if (open) return open;
    await countStart(tx);
    const [created] = await tx
      .insert(pairAssessments)
      .values({
        kind: kind.id,
        [kind.linkColumn]: linkId,
        assessment_type: type.id,
        content_version: type.version,
        created_by: userId,
      })
      .returning();
    if (!created) throw new Error('pair assessment insert returned nothing');
    return created;
  });
}

/**
 * One side, created on first use and kept in `ownerId`'s account. A side is told apart by its
 * `perspective` when the kind's two sides differ (parent, child), else by its owner; the unique
 * indexes on (shared_id, user_id) and (family_id, perspective) keep it single whatever two requests
 * do at once. A side owned by someone else is "not found".
 */
export async function ensureSide(
  db: Db,
  kind: PairKind,
  pair: PairAssessmentRow,
  ownerId: string,
  perspective: string | null = null,
): Promise<SideRow> {
  await db
    .insert(assessments)
    .values({
      user_id: ownerId,
      assessment_type: pair.assessment_type,
      // Both sides answer the pair's version, however late the second one starts (decision 029).
      content_version: pair.content_version,
      [kind.sideColumn]: pair.id,
      perspective,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(assessments)
    .where(
      and(
        eq(assessments[kind.sideColumn], pair.id),
        perspective === null ? eq(assessments.user_id, ownerId) : eq(assessments.perspective, perspective),
      ),
    );
  if (!row || row.user_id !== ownerId) throw notFound();
  return row;
}

/** "Show my answers" on one's own side; null when the caller has no side there yet. */
export async function setShareAnswers(
  db: Db,
  kind: PairKind,
  pairId: string,
  userId: string,
  share: boolean,
  perspective: string | null = null,
) {
  const [row] = await db
    .update(assessments)
    .set({ share_answers: share })
    .where(
      and(
        eq(assessments[kind.sideColumn], pairId),
        eq(assessments.user_id, userId),
        perspective === null ? sql`true` : eq(assessments.perspective, perspective),
      ),
    )
    .returning();
  return row ?? null;
}

/** Both sides finished: the report may be read. */
export const bothCompleted = (a: SideRow | null, b: SideRow | null) =>
  a?.status === 'completed' && b?.status === 'completed';
