import { and, eq, sql } from 'drizzle-orm';
import { addressContext } from '../../domain/address.ts';
import type { SourcedAdvice } from '../../domain/advice/ai-analysis.ts';
import { BUILTIN_SOURCE } from '../../domain/advice/ai-analysis.ts';
import { builtinCoupleAdvice } from '../../domain/advice/couple-advisor.ts';
import { topicsAsked } from '../../domain/advice/template.ts';
import { typeAtVersion } from '../../domain/assessment/catalogue.ts';
import type { AssessmentTypeId } from '../../domain/assessment/catalogue-ids.ts';
import { type KeptReportSummary, keptReportsPath } from '../../domain/couple-kept.ts';
import { LANGUAGES, type Language } from '../../domain/language.ts';
import { buildPairReport } from '../../domain/pair/report.ts';
import type { PlansMode } from '../../domain/plans.ts';
import { privateAdviceBoth, privatePatternDescription } from '../../domain/safety-view.ts';
import { canRead, readOr404 } from '../access/can-read.ts';
import { toApiAssessment } from '../assessments/service.ts';
import type { Db } from '../db/client.ts';
import { isUuid } from '../db/ids.ts';
import { coupleLinks, keptCoupleReports, partners, profiles, user } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { translate } from '../i18n.ts';
import { countNewAssessment } from '../plans/service.ts';
import { privateReader, readerFlagged } from '../safety/service.ts';
import type { PairAssessmentRow, SideRow } from './assessments.ts';
import * as together from './assessments.ts';
import { pendingInvitations, usableInvitation } from './invitations.ts';
import { PAIR_COLUMNS, type PairKind, pairError, type Reader, type Tx } from './kind.ts';
import { displayName } from './names.ts';
import { everFamily, isUnderAge, lockAges, lockPair } from './safeguarding.ts';

/**
 * Couples: two adults, each with at most one active partner (the `partners` table's primary key keeps
 * that rule whatever two requests do at once). Both sides have the same role, so a side is told apart
 * by its owner. `couple_links` keeps every link after it ends, for the timeline.
 */

export const couple: PairKind = {
  id: 'couple',
  sideColumn: PAIR_COLUMNS.couple.side,
  linkColumn: PAIR_COLUMNS.couple.link,
  onePairPerPerson: true,
  async mayInvite(db, inviterId) {
    if (await isUnderAge(db, inviterId)) throw pairError('couple', 403, 'under_age');
    if (await currentPartner(db, inviterId)) throw pairError('couple', 409, 'already_linked');
  },
  // Sent by someone who has since given an age under 18: nobody may accept it.
  inviterBarred: isUnderAge,
  async link(tx, invitation, userId) {
    await lockPair(tx, invitation.inviter_id, userId);
    // Both ages are read again under a lock: one saved a moment ago (under 18) is seen here, or waits.
    await lockAges(tx, [invitation.inviter_id, userId]);
    if (await isUnderAge(tx, invitation.inviter_id)) throw pairError('couple', 410, 'invitation_unavailable');
    const refusal = await coupleRefusal(tx, invitation.inviter_id, userId);
    if (refusal) throw pairError('couple', 403, refusal);
    const taken = await tx
      .select({ user_id: partners.user_id })
      .from(partners)
      .where(sql`${partners.user_id} in (${userId}, ${invitation.inviter_id})`);
    if (taken.some((row) => row.user_id === userId)) throw pairError('couple', 409, 'already_linked');
    if (taken.length > 0) throw pairError('couple', 409, 'inviter_linked');
    const [link] = await tx
      .insert(coupleLinks)
      .values({ first_user_id: invitation.inviter_id, second_user_id: userId })
      .returning();
    if (!link) throw new Error('link insert returned nothing');
    await tx.insert(partners).values([
      { user_id: userId, partner_id: invitation.inviter_id, link_id: link.id },
      { user_id: invitation.inviter_id, partner_id: userId, link_id: link.id },
    ]);
    return link;
  },
};

/** Why this person may not become the inviter's partner, whoever they are: told before anything changes. */
export async function coupleRefusal(db: Reader, inviterId: string, userId: string) {
  if (await isUnderAge(db, userId)) return 'under_age' as const;
  if (await everFamily(db, inviterId, userId)) return 'family_link' as const;
  return null;
}

export async function currentPartner(db: Reader, userId: string) {
  const [row] = await db
    .select({ id: partners.partner_id, linked_at: partners.linked_at, name: user.name, full_name: profiles.full_name })
    .from(partners)
    .innerJoin(user, eq(user.id, partners.partner_id))
    .leftJoin(profiles, eq(profiles.id, partners.partner_id))
    .where(eq(partners.user_id, userId));
  return row ? { id: row.id, name: row.full_name || row.name, linked_at: row.linked_at.toISOString() } : null;
}

/** The one invitation link of theirs that works, if any. */
export async function pendingCoupleInvitation(db: Reader, inviterId: string) {
  const [row] = await pendingInvitations(db, couple, inviterId);
  return row ? { id: row.id, expires_at: row.expires_at } : null;
}

/**
 * What the person opening a link sees: who invited them (signed in only), and whether they could
 * accept (`refusal`: why not, so the page explains before anyone presses a button).
 */
export async function describeCoupleInvitation(db: Reader, token: string, userId: string) {
  const invitation = await usableInvitation(db, couple, token, userId);
  return {
    inviter_name: await displayName(db, invitation.inviter_id),
    expires_at: invitation.expires_at.toISOString(),
    already_linked: (await currentPartner(db, userId)) !== null,
    refusal: await coupleRefusal(db, invitation.inviter_id, userId),
  };
}

async function activeLink(db: Reader, userId: string) {
  const [row] = await db.select().from(partners).where(eq(partners.user_id, userId));
  return row ?? null;
}

export type LinkEndReason = 'unlinked' | 'account_deleted';

/**
 * Either partner ends the link (or deletes their account). Each keeps their own assessments, and each
 * keeps a copy of every couple report the two completed while linked, frozen as it reads now (decision
 * 062); a shared assessment not finished by both ends here. Returns who the other partner was, so they
 * can be told, or null when the caller was not linked.
 */
export async function endCoupleLink(db: Db | Tx, userId: string, reason: LinkEndReason) {
  return db.transaction(async (tx) => {
    const [mine] = await tx.select().from(partners).where(eq(partners.user_id, userId)).for('update');
    if (!mine) return null;
    await keepReports(tx, mine.link_id, [userId, mine.partner_id]);
    await tx.delete(partners).where(eq(partners.link_id, mine.link_id));
    await tx
      .update(coupleLinks)
      .set({ ended_at: new Date(), ended_by: userId, end_reason: reason })
      .where(eq(coupleLinks.id, mine.link_id));
    return { partnerId: mine.partner_id };
  });
}

/**
 * What the mail to the other partner says of the one who ended the link (decision 062): their name, in a
 * sentence whose Arabic verb agrees with them (`mail.<kind>.ended`, its `_female` form by their profile).
 * The mail's own context is its reader's (decision 063), so this sentence is written apart. Read before
 * the link ends, since an account being deleted is gone after.
 */
export async function linkEndedBy(
  db: Reader,
  actorId: string,
  appUrl: string,
  kind: 'partner_unlinked' | 'partner_account_deleted',
) {
  const [row] = await db.select({ gender: profiles.gender }).from(profiles).where(eq(profiles.id, actorId));
  const partner = await displayName(db, actorId);
  return {
    partner,
    ended: (language: Language) =>
      translate(`mail.${kind}.ended`, language, { partner, ...addressContext(row?.gender) }),
    // The dashboard's list of kept reports, which every plan opens (the timeline is progress tracking).
    url: `${appUrl}${keptReportsPath}`,
  };
}

/**
 * Freezes, for each of the two, the reports of the link both completed: the report as that person reads
 * it at this moment, answers only where both chose to show them. Nothing finished after this is ever
 * seen by the other.
 */
async function keepReports(tx: Tx, linkId: string, people: [string, string]) {
  const shared = await together.pairAssessmentsOf(tx, couple, [linkId]);
  for (const row of shared) {
    for (const [owner, other] of [people, [people[1], people[0]]] as const) {
      const report = await reportOf(tx, row, owner, other);
      if (report.status !== 'ready') continue;
      const {
        advice_pending: _pending,
        advice_pending_since: _since,
        partner_name: _name,
        kept: _kept,
        ...frozen
      } = report;
      await tx
        .insert(keptCoupleReports)
        .values({ owner_id: owner, pair_assessment_id: row.id, partner_id: other, report: frozen })
        .onConflictDoNothing();
    }
  }
}

// ---- Couple assessments taken together (API: /api/couple/shared) ----

const notLinked = () => new AppError(409, 'not_linked', 'errors.couple.not_linked');

/**
 * A shared assessment of the caller's current link. Anyone else's, one of an ended link, or a
 * malformed id is "not found": what the two do together needs the link.
 */
async function ownShared(db: Reader, userId: string, id: string) {
  const link = await activeLink(db, userId);
  const shared = link && (await together.pairAssessmentOn(db, couple, id, [link.link_id]));
  if (!link || !shared) throw notFound();
  return { shared, partnerId: link.partner_id };
}

type KeptRow = typeof keptCoupleReports.$inferSelect;

/**
 * The rule for reading a couple report from one side, through the one access rule (`canRead`, decision
 * 074): the report of a shared assessment on the caller's current link, computed now (`live`), or the
 * caller's own copy kept when an earlier link ended (`kept`). Everyone else, a removed copy, a later
 * partner, a result finished after the link ended, a grantee (this view is a partner's): not found.
 */
async function readableReport(db: Reader, userId: string, id: string) {
  const viewer = { id: userId };
  const live = await canRead(db, viewer, { kind: 'pair_report', pair: 'couple', id }, 'results');
  const partnerId = live?.members.find((member) => member !== userId);
  if (live?.as === 'member' && partnerId) return { source: 'live', shared: live.pair, partnerId } as const;
  const kept = await canRead(db, viewer, { kind: 'kept_report', id }, 'results');
  if (kept?.as === 'owner') return { source: 'kept', kept: kept.row } as const;
  throw notFound();
}

/** Removes the caller's own kept copy; the other's stays. False when the caller holds none. */
export async function removeKeptReport(db: Db, userId: string, id: string) {
  if (!isUuid(id)) return false;
  const removed = await db
    .delete(keptCoupleReports)
    .where(and(eq(keptCoupleReports.owner_id, userId), eq(keptCoupleReports.pair_assessment_id, id)))
    .returning({ id: keptCoupleReports.pair_assessment_id });
  return removed.length > 0;
}

/**
 * The couple reports the person keeps from ended links (decision 062), newest completed first: for the list
 * every plan reaches (`GET /api/couple/kept`), the timeline and the export. Only the caller's own rows (by
 * owner); the other partner is named as on the report itself, by their name now while their account
 * exists, null once it is deleted.
 */
export async function keptReportsOf(db: Reader, userId: string): Promise<KeptReportSummary[]> {
  await readOr404(db, { id: userId }, { kind: 'kept_reports', of: userId }, 'status', ['owner']);
  const rows = await db
    .select({
      id: keptCoupleReports.pair_assessment_id,
      report: keptCoupleReports.report,
      kept_at: keptCoupleReports.kept_at,
      partner_id: keptCoupleReports.partner_id,
      name: user.name,
      full_name: profiles.full_name,
    })
    .from(keptCoupleReports)
    .leftJoin(user, eq(user.id, keptCoupleReports.partner_id))
    .leftJoin(profiles, eq(profiles.id, keptCoupleReports.partner_id))
    .where(eq(keptCoupleReports.owner_id, userId));
  return rows
    .map((row) => ({
      id: row.id,
      assessment_type: String(row.report.assessment_type),
      partner_name: row.partner_id ? row.full_name || row.name || '' : null,
      completed_at: String(row.report.completed_at),
      kept_at: row.kept_at.toISOString(),
      partner_deleted: row.partner_id === null,
    }))
    .sort((a, b) => b.completed_at.localeCompare(a.completed_at) || a.id.localeCompare(b.id));
}

/**
 * Every couple report the person keeps from an ended link, each exactly as they would read it now: through
 * `coupleReport`, so through `readableReport`, the one rule (decision 062). For the account export: a
 * removed copy is not theirs any more, and nothing of the other person beyond what the copy shows them.
 */
export async function readableKeptReports(db: Db, userId: string) {
  const copies = (await keptReportsOf(db, userId)).reverse();
  return Promise.all(copies.map((copy) => coupleReport(db, userId, copy.id)));
}

async function sides(db: Reader, sharedId: string, userId: string, partnerId: string) {
  const rows = await together.sidesOf(db, couple, [sharedId]);
  return {
    mine: rows.find((r) => r.user_id === userId) ?? null,
    theirs: rows.find((r) => r.user_id === partnerId) ?? null,
  };
}

/**
 * What one partner may know of a shared assessment: their own side in full, and of the partner's
 * only whether they have finished. Nothing of the partner's answers, ever, from this view.
 */
function summary(shared: PairAssessmentRow, userId: string, mine: SideRow | null, theirs: SideRow | null) {
  return {
    id: shared.id,
    assessment_type: shared.assessment_type,
    created_at: shared.created_at.toISOString(),
    started_by_me: shared.created_by === userId,
    mine: mine ? { assessment_id: mine.id, status: mine.status, share_answers: mine.share_answers } : null,
    partner_completed: theirs?.status === 'completed',
    report_ready: together.bothCompleted(mine, theirs),
  };
}

export async function listShared(db: Db, userId: string) {
  const link = await activeLink(db, userId);
  if (!link) return [];
  const shared = await together.pairAssessmentsOf(db, couple, [link.link_id]);
  const rows = await together.sidesOf(
    db,
    couple,
    shared.map((s) => s.id),
  );
  const side = (sharedId: string, owner: string) =>
    rows.find((r) => r.shared_id === sharedId && r.user_id === owner) ?? null;
  return shared.map((s) => summary(s, userId, side(s.id, userId), side(s.id, link.partner_id)));
}

/** The shared assessment and the caller's own side of it, created on first use. */
async function withMySide(db: Db, shared: PairAssessmentRow, userId: string, partnerId: string) {
  const mine = await together.ensureSide(db, couple, shared, userId);
  const { theirs } = await sides(db, shared.id, userId, partnerId);
  return { shared: summary(shared, userId, mine, theirs), assessment: toApiAssessment(mine) };
}

/**
 * Starts a shared assessment of a type, or returns the one of that type the couple has not finished
 * yet, so two taps (or both partners at once) never make two. A new one counts against the plan of
 * the partner who starts it (decision 042).
 */
export async function startShared(db: Db, userId: string, type: AssessmentTypeId, plansMode: PlansMode) {
  const link = await activeLink(db, userId);
  if (!link) throw notLinked();
  const of = { kind: 'individual', type } as const;
  const shared = await together.openPairAssessment(db, couple, link.link_id, of, userId, (tx) =>
    countNewAssessment(tx, plansMode, userId),
  );
  return withMySide(db, shared, userId, link.partner_id);
}

/** The partner's answer to an invitation to take it together: their own side, private to them. */
export async function joinShared(db: Db, userId: string, id: string) {
  const { shared, partnerId } = await ownShared(db, userId, id);
  return withMySide(db, shared, userId, partnerId);
}

export async function setCoupleShareAnswers(db: Db, userId: string, id: string, share: boolean) {
  const { shared, partnerId } = await ownShared(db, userId, id);
  // After a check that showed the help card, "show my answers" stays off (decision 054); turning it off
  // is always allowed. The partner learns only what they would of anyone who keeps it off.
  if (share && (await readerFlagged(db, userId))) throw pairError('couple', 409, 'answers_private');
  const mine = await together.setShareAnswers(db, couple, shared.id, userId, share);
  if (!mine) throw notFound();
  const { theirs } = await sides(db, shared.id, userId, partnerId);
  return summary(shared, userId, mine, theirs);
}

/**
 * The couple report of a shared assessment between the reader and this partner. Until both have
 * completed, only who has finished is told. After, the comparison; which partner gave which answer only
 * when both turned on "show my answers". Whether the reader may see it is the caller's to have checked.
 */
async function reportOf(db: Reader, shared: PairAssessmentRow, userId: string, partnerId: string) {
  const { mine, theirs } = await sides(db, shared.id, userId, partnerId);
  const base = summary(shared, userId, mine, theirs);
  // The statements as both partners read them: the pair's version (decision 029).
  const type = typeAtVersion(shared.assessment_type, shared.content_version);
  if (!type) throw new Error(`shared assessment ${shared.id} has an unknown type`);
  if (!mine || !theirs || !base.report_ready) return { status: 'waiting' as const, ...base };

  const { comparison, ...body } = buildPairReport({
    questions: type.questions,
    mine: { ...mine.responses, completed_at: mine.completed_at },
    other: { ...theirs.responses, completed_at: theirs.completed_at },
    showAnswers: mine.share_answers && theirs.share_answers,
    otherKey: 'partner',
  });
  const stored = shared.advice;
  // The model's advice only where it was written for the pattern the current rules give (decision 055).
  const modelAdvice = (language: Language) =>
    stored.writtenFor?.[language]?.pattern === comparison.pattern.id ? stored.translations?.[language] : undefined;
  const advice = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      modelAdvice(language) ?? {
        ...builtinCoupleAdvice(comparison, language, topicsAsked(type.questions)),
        source: BUILTIN_SOURCE,
      },
    ]),
  ) as Record<Language, SourcedAdvice>;

  return {
    status: 'ready' as const,
    ...base,
    partner_name: (await displayName(db, partnerId)) as string | null,
    partner_share_answers: theirs.share_answers,
    ...body,
    advice,
    advice_pending: stored.pending ?? [],
    advice_pending_since: stored.pendingSince,
    /** Set on a copy kept from an ended link (decision 062): it no longer changes and may be removed. */
    kept: null as null | { at: string; partner_deleted: boolean },
  };
}

type LiveReport = Awaited<ReturnType<typeof reportOf>>;

/** A kept copy as it is read: the frozen report, the partner named while their account exists. */
async function keptReport(db: Reader, row: KeptRow): Promise<LiveReport> {
  const frozen = row.report as Omit<Extract<LiveReport, { status: 'ready' }>, 'partner_name' | 'advice_pending'>;
  return {
    ...frozen,
    partner_name: row.partner_id ? await displayName(db, row.partner_id) : null,
    // Nothing more is asked of the model for a report that no longer changes.
    advice_pending: [],
    advice_pending_since: undefined,
    kept: { at: row.kept_at.toISOString(), partner_deleted: row.partner_id === null },
  };
}

async function jointReport(db: Db, userId: string, id: string): Promise<LiveReport> {
  const access = await readableReport(db, userId, id);
  if (access.source === 'kept') return keptReport(db, access.kept);
  return reportOf(db, access.shared, userId, access.partnerId);
}

type ReadyCoupleReport = Extract<Awaited<ReturnType<typeof jointReport>>, { status: 'ready' }>;

/**
 * The couple report as its reader sees it. When the reader's own last check showed the help card, their
 * view asks nothing of the two of them together (decision 054): the private advice in place of the joint
 * one, the pattern told as a fact, and `private_view` for the page's own words. The partner's view is
 * built from the partner's own check alone, so nothing of this reaches them, not even a field.
 */
export async function coupleReport(
  db: Db,
  userId: string,
  id: string,
): Promise<Awaited<ReturnType<typeof jointReport>> | (ReadyCoupleReport & { private_view: true })> {
  const report = await jointReport(db, userId, id);
  if (report.status !== 'ready') return report;
  const reader = await privateReader(db, userId);
  if (!reader) return report;
  return {
    ...report,
    pattern: { ...report.pattern, description: privatePatternDescription(report.pattern.id) },
    advice: privateAdviceBoth('couple', reader.gender),
    // Nothing the model writes is shown to this reader, so the page waits for none.
    advice_pending: [],
    private_view: true,
  };
}
