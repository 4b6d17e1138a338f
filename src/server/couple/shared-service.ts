import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SourcedAdvice } from '../../domain/ai-analysis.ts';
import { BUILTIN_SOURCE } from '../../domain/ai-analysis.ts';
import { findAssessmentType } from '../../domain/catalogue.ts';
import type { AssessmentTypeId } from '../../domain/catalogue-ids.ts';
import { builtinCoupleAdvice } from '../../domain/couple-advisor.ts';
import { LANGUAGES, type Language } from '../../domain/language.ts';
import { buildPairReport } from '../../domain/pair/report.ts';
import { toApiAssessment } from '../assessments/service.ts';
import type { Db } from '../db/client.ts';
import { isUuid } from '../db/ids.ts';
import { assessments, partners, sharedAssessments } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { currentPartner } from './service.ts';

type AssessmentRow = typeof assessments.$inferSelect;
type SharedRow = typeof sharedAssessments.$inferSelect;

/** Stored in `shared_assessments.advice`: the model's joint advice per language and its claim marks. */
export interface CoupleAdviceState {
  translations?: Partial<Record<Language, SourcedAdvice>>;
  pending?: Language[];
  attempted?: Language[];
  pendingSince?: string;
}

async function activeLink(db: Pick<Db, 'select'>, userId: string) {
  const [row] = await db.select().from(partners).where(eq(partners.user_id, userId));
  return row ?? null;
}

const notLinked = () => new AppError(409, 'not_linked', 'errors.couple.not_linked');

/**
 * A shared assessment of the caller's current link. Anyone else's, one of an ended link, or a
 * malformed id is "not found": unlinking hides every couple report from both partners.
 */
async function ownShared(db: Pick<Db, 'select'>, userId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const link = await activeLink(db, userId);
  if (!link) throw notFound();
  const [shared] = await db
    .select()
    .from(sharedAssessments)
    .where(and(eq(sharedAssessments.id, id), eq(sharedAssessments.link_id, link.link_id)));
  if (!shared) throw notFound();
  return { shared, partnerId: link.partner_id };
}

async function sides(db: Pick<Db, 'select'>, sharedId: string, userId: string, partnerId: string) {
  const rows = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.shared_id, sharedId), inArray(assessments.user_id, [userId, partnerId])));
  return {
    mine: rows.find((r) => r.user_id === userId) ?? null,
    theirs: rows.find((r) => r.user_id === partnerId) ?? null,
  };
}

/**
 * What one partner may know of a shared assessment: their own side in full, and of the partner's
 * only whether they have finished. Nothing of the partner's answers, ever, from this view.
 */
function summary(shared: SharedRow, userId: string, mine: AssessmentRow | null, theirs: AssessmentRow | null) {
  return {
    id: shared.id,
    assessment_type: shared.assessment_type,
    created_at: shared.created_at.toISOString(),
    started_by_me: shared.created_by === userId,
    mine: mine ? { assessment_id: mine.id, status: mine.status, share_answers: mine.share_answers } : null,
    partner_completed: theirs?.status === 'completed',
    report_ready: mine?.status === 'completed' && theirs?.status === 'completed',
  };
}

export async function listShared(db: Db, userId: string) {
  const link = await activeLink(db, userId);
  if (!link) return [];
  const shared = await db
    .select()
    .from(sharedAssessments)
    .where(eq(sharedAssessments.link_id, link.link_id))
    .orderBy(desc(sharedAssessments.created_at));
  if (shared.length === 0) return [];
  const rows = await db
    .select()
    .from(assessments)
    .where(
      and(
        inArray(
          assessments.shared_id,
          shared.map((s) => s.id),
        ),
        inArray(assessments.user_id, [userId, link.partner_id]),
      ),
    );
  return shared.map((s) => {
    const mine = rows.find((r) => r.shared_id === s.id && r.user_id === userId) ?? null;
    const theirs = rows.find((r) => r.shared_id === s.id && r.user_id === link.partner_id) ?? null;
    return summary(s, userId, mine, theirs);
  });
}

/** The caller's side, created on first use; the unique (shared_id, user_id) index keeps it single. */
async function ensureSide(db: Db, shared: SharedRow, userId: string): Promise<AssessmentRow> {
  await db
    .insert(assessments)
    .values({ user_id: userId, assessment_type: shared.assessment_type, shared_id: shared.id })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.shared_id, shared.id), eq(assessments.user_id, userId)));
  if (!row) throw new Error('shared side missing after insert');
  return row;
}

/**
 * Starts a shared assessment of a type, or returns the one of that type the couple has not finished
 * yet, so two taps (or both partners at once) never make two.
 */
export async function startShared(db: Db, userId: string, type: AssessmentTypeId) {
  const link = await activeLink(db, userId);
  if (!link) throw notLinked();
  const shared = await db.transaction(async (tx) => {
    // Serialises starts within this link: the second of two simultaneous calls sees the first's row.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${link.link_id}))`);
    const open = await tx
      .select({ shared: sharedAssessments })
      .from(sharedAssessments)
      .where(
        and(
          eq(sharedAssessments.link_id, link.link_id),
          eq(sharedAssessments.assessment_type, type),
          sql`(select count(*) from ${assessments} a where a.shared_id = ${sharedAssessments.id} and a.status = 'completed') < 2`,
        ),
      )
      .orderBy(desc(sharedAssessments.created_at))
      .limit(1);
    if (open[0]) return open[0].shared;
    const [created] = await tx
      .insert(sharedAssessments)
      .values({ link_id: link.link_id, assessment_type: type, created_by: userId })
      .returning();
    if (!created) throw new Error('shared insert returned nothing');
    return created;
  });
  const mine = await ensureSide(db, shared, userId);
  const { theirs } = await sides(db, shared.id, userId, link.partner_id);
  return { shared: summary(shared, userId, mine, theirs), assessment: toApiAssessment(mine) };
}

/** The partner's answer to an invitation to take it together: their own side, private to them. */
export async function joinShared(db: Db, userId: string, id: string) {
  const { shared, partnerId } = await ownShared(db, userId, id);
  const mine = await ensureSide(db, shared, userId);
  const { theirs } = await sides(db, shared.id, userId, partnerId);
  return { shared: summary(shared, userId, mine, theirs), assessment: toApiAssessment(mine) };
}

export async function setShareAnswers(db: Db, userId: string, id: string, share: boolean) {
  const { shared, partnerId } = await ownShared(db, userId, id);
  const [mine] = await db
    .update(assessments)
    .set({ share_answers: share })
    .where(and(eq(assessments.shared_id, shared.id), eq(assessments.user_id, userId)))
    .returning();
  if (!mine) throw notFound();
  const { theirs } = await sides(db, shared.id, userId, partnerId);
  return summary(shared, userId, mine, theirs);
}

/**
 * The couple report. Until both partners have completed, only who has finished is told. After,
 * the comparison; which partner gave which answer only when both turned on "show my answers".
 */
export async function coupleReport(db: Db, userId: string, id: string) {
  const { shared, partnerId } = await ownShared(db, userId, id);
  const { mine, theirs } = await sides(db, shared.id, userId, partnerId);
  const base = summary(shared, userId, mine, theirs);
  const type = findAssessmentType(shared.assessment_type);
  if (!type) throw new Error(`shared assessment ${shared.id} has an unknown type`);
  if (!mine || !theirs || !base.report_ready) return { status: 'waiting' as const, ...base };

  const { comparison, ...body } = buildPairReport({
    questions: type.questions,
    mine: { ...mine.responses, completed_at: mine.completed_at },
    other: { ...theirs.responses, completed_at: theirs.completed_at },
    showAnswers: mine.share_answers && theirs.share_answers,
    otherKey: 'partner',
  });
  const partner = await currentPartner(db, userId);
  const stored = shared.advice as CoupleAdviceState;
  const advice = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      stored.translations?.[language] ?? { ...builtinCoupleAdvice(comparison, language), source: BUILTIN_SOURCE },
    ]),
  ) as Record<Language, SourcedAdvice>;

  return {
    status: 'ready' as const,
    ...base,
    partner_name: partner?.name ?? '',
    partner_share_answers: theirs.share_answers,
    ...body,
    advice,
    advice_pending: stored.pending ?? [],
    advice_pending_since: stored.pendingSince,
  };
}
