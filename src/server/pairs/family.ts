import { and, eq, isNull, or } from 'drizzle-orm';
import { BUILTIN_SOURCE, type SourcedAdvice } from '../../domain/advice/ai-analysis.ts';
import { builtinFamilyPairAdvice } from '../../domain/advice/family-advisor.ts';
import { familyQuestions, type Perspective } from '../../domain/assessment/family-questions.ts';
import type { AgeGroup, Pairing } from '../../domain/assessment/family-types.ts';
import { LANGUAGES, type Language } from '../../domain/language.ts';
import { buildPairReport } from '../../domain/pair/report.ts';
import type { PlansMode } from '../../domain/plans.ts';
import { privateAdviceBoth, privatePatternDescription } from '../../domain/safety-view.ts';
import { readOr404 } from '../access/can-read.ts';
import { toApiAssessment } from '../assessments/service.ts';
import type { Db } from '../db/client.ts';
import { isUuid } from '../db/ids.ts';
import { familyLinks } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { countNewAssessment } from '../plans/service.ts';
import { privateReader, readerFlagged } from '../safety/service.ts';
import type { PairAssessmentRow, SideRow } from './assessments.ts';
import * as together from './assessments.ts';
import { acceptInvitation, pendingInvitations, usableInvitation } from './invitations.ts';
import { PAIR_COLUMNS, type PairKind, pairError, type Reader } from './kind.ts';
import { displayName } from './names.ts';
import { everPartners, lockPair } from './safeguarding.ts';

/**
 * Families: a parent and a child, in a pairing (mother and son…) and an age group. A parent may have
 * several children. A child of 8-12 has no account (`child_id` null): the parent adds them and runs
 * supervised sessions, and the child's side is kept in the parent's account. The two sides differ, so
 * a side is told apart by its `perspective`.
 */

type LinkRow = typeof familyLinks.$inferSelect;

export const family: PairKind = {
  id: 'family',
  sideColumn: PAIR_COLUMNS.family.side,
  linkColumn: PAIR_COLUMNS.family.link,
  onePairPerPerson: false,
  async mayInvite() {},
  async inviterBarred() {
    return false;
  },
  /**
   * The two are linked as parent and child; the same two cannot be linked twice at once, and two
   * people who are or were partners are never linked as parent and child (decision 019).
   */
  async link(tx, invitation, userId) {
    const [parentId, childId] =
      invitation.inviter_role === 'parent' ? [invitation.inviter_id, userId] : [userId, invitation.inviter_id];
    await lockPair(tx, parentId, childId);
    if (await everPartners(tx, parentId, childId)) throw pairError('family', 403, 'partner_link');
    const existing = await tx
      .select({ id: familyLinks.id })
      .from(familyLinks)
      .where(and(eq(familyLinks.parent_id, parentId), eq(familyLinks.child_id, childId), isNull(familyLinks.ended_at)));
    if (existing.length > 0) throw pairError('family', 409, 'already_linked');
    const { pairing, age_group } = invitation;
    // pair_invitations_family_check makes both present on a family invitation.
    if (!pairing || !age_group) throw new Error('family invitation without its pairing and ages');
    const [created] = await tx
      .insert(familyLinks)
      .values({ parent_id: parentId, child_id: childId, pairing, age_group })
      .returning();
    if (!created) throw new Error('link insert returned nothing');
    return created;
  },
};

/** The caller's side of a link: parent or child. */
const roleIn = (link: LinkRow, userId: string): Perspective => (link.parent_id === userId ? 'parent' : 'child');
const memberOf = (userId: string) =>
  and(isNull(familyLinks.ended_at), or(eq(familyLinks.parent_id, userId), eq(familyLinks.child_id, userId)));
const otherName = async (db: Reader, link: LinkRow, userId: string) => {
  const otherId = roleIn(link, userId) === 'parent' ? link.child_id : link.parent_id;
  return otherId ? displayName(db, otherId) : (link.child_name ?? '');
};

async function activeLinks(db: Reader, userId: string) {
  return db.select().from(familyLinks).where(memberOf(userId)).orderBy(familyLinks.created_at);
}

/** An active link the caller belongs to; anyone else's (or an ended one) is "not found". */
async function ownLink(db: Reader, userId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const [link] = await db
    .select()
    .from(familyLinks)
    .where(and(eq(familyLinks.id, id), memberOf(userId)));
  if (!link) throw notFound();
  return link;
}

export async function presentLink(db: Reader, link: LinkRow, userId: string) {
  return {
    id: link.id,
    role: roleIn(link, userId),
    pairing: link.pairing as Pairing,
    age_group: link.age_group as AgeGroup,
    supervised: link.child_id === null,
    other_name: await otherName(db, link, userId),
    linked_at: link.created_at.toISOString(),
  };
}

export async function familyView(db: Db, userId: string) {
  const links = await activeLinks(db, userId);
  const invitations = await pendingInvitations(db, family, userId);
  return {
    links: await Promise.all(links.map((link) => presentLink(db, link, userId))),
    invitations: invitations.map((i) => ({
      id: i.id,
      role: i.inviter_role,
      pairing: i.pairing,
      age_group: i.age_group,
      expires_at: i.expires_at,
    })),
  };
}

/** What the person opening a link sees: who invited them, as what, for which ages. */
export async function describeFamilyInvitation(db: Db, token: string, userId: string) {
  const invitation = await usableInvitation(db, family, token, userId);
  return {
    inviter_name: await displayName(db, invitation.inviter_id),
    inviter_role: invitation.inviter_role as Perspective,
    pairing: invitation.pairing as Pairing,
    age_group: invitation.age_group as AgeGroup,
    expires_at: invitation.expires_at.toISOString(),
  };
}

/** Accepting links the two as parent and child (the rules are the kind's `link`); the new link as the caller sees it. */
export async function acceptFamilyInvitation(db: Db, token: string, userId: string) {
  const { id } = await acceptInvitation(db, family, token, userId);
  return presentLink(db, await ownLink(db, userId, id), userId);
}

/** A child of 8-12: no account; the parent runs supervised sessions for them. */
export async function addSupervisedChild(db: Db, parentId: string, input: { pairing: Pairing; name: string }) {
  const [link] = await db
    .insert(familyLinks)
    .values({ parent_id: parentId, child_id: null, pairing: input.pairing, age_group: '8-12', child_name: input.name })
    .returning();
  if (!link) throw new Error('link insert returned nothing');
  return presentLink(db, link, parentId);
}

/** Either side ends a link; each keeps their own assessments, and its reports are hidden from both. */
export async function endFamilyLink(db: Db, userId: string, id: string) {
  const link = await ownLink(db, userId, id);
  await db.update(familyLinks).set({ ended_at: new Date(), ended_by: userId }).where(eq(familyLinks.id, link.id));
}

// ---- Family assessments taken together (API: /api/family/assessments) ----

/** A family assessment of one of the caller's active links. */
async function ownFamilyAssessment(db: Reader, userId: string, id: string) {
  const links = await activeLinks(db, userId);
  const pair = await together.pairAssessmentOn(
    db,
    family,
    id,
    links.map((l) => l.id),
  );
  const link = pair && links.find((l) => l.id === pair.family_link_id);
  if (!pair || !link) throw notFound();
  return { pair, link };
}

type Sides = Record<Perspective, SideRow | null>;
const sidesIn = (rows: SideRow[], pairId: string): Sides => ({
  parent: rows.find((r) => r.family_id === pairId && r.perspective === 'parent') ?? null,
  child: rows.find((r) => r.family_id === pairId && r.perspective === 'child') ?? null,
});
const sidesOfOne = async (db: Reader, pairId: string) => sidesIn(await together.sidesOf(db, family, [pairId]), pairId);

/**
 * Of the other side, only whether it is finished; of one's own, everything. A supervised child's
 * side is the parent's to open (they hand over the device), so it is listed for the parent.
 */
function summary(pair: PairAssessmentRow, link: LinkRow, userId: string, sides: Sides) {
  const role = roleIn(link, userId);
  const mine = sides[role];
  const other = sides[role === 'parent' ? 'child' : 'parent'];
  const supervised = link.child_id === null;
  return {
    id: pair.id,
    link_id: link.id,
    role,
    pairing: link.pairing as Pairing,
    age_group: link.age_group as AgeGroup,
    supervised,
    created_at: pair.created_at.toISOString(),
    mine: mine ? { assessment_id: mine.id, status: mine.status, share_answers: mine.share_answers } : null,
    child_session:
      supervised && role === 'parent' && sides.child
        ? { assessment_id: sides.child.id, status: sides.child.status }
        : null,
    other_completed: other?.status === 'completed',
    report_ready: together.bothCompleted(sides.parent, sides.child),
  };
}

export async function listFamilyAssessments(db: Db, userId: string) {
  const links = await activeLinks(db, userId);
  const pairs = await together.pairAssessmentsOf(
    db,
    family,
    links.map((l) => l.id),
  );
  const rows = await together.sidesOf(
    db,
    family,
    pairs.map((p) => p.id),
  );
  return pairs.flatMap((pair) => {
    const link = links.find((l) => l.id === pair.family_link_id);
    return link ? [summary(pair, link, userId, sidesIn(rows, pair.id))] : [];
  });
}

/** One side of the pair, in `ownerId`'s account, with the pair's summary as the caller sees it. */
async function withSide(db: Db, pair: PairAssessmentRow, link: LinkRow, userId: string, side: Perspective) {
  const row = await together.ensureSide(db, family, pair, userId, side);
  return { family: summary(pair, link, userId, await sidesOfOne(db, pair.id)), assessment: toApiAssessment(row) };
}

/**
 * Starts the link's family assessment (or returns the unfinished one) and the caller's own side. A new
 * one started by the parent counts against the parent's plan; one started from the child's side
 * counts against nobody and is never refused: no paywall stands between a child and an assessment
 * with their parent (decision 042).
 */
export async function startFamilyAssessment(db: Db, userId: string, linkId: string, plansMode: PlansMode) {
  const link = await ownLink(db, userId, linkId);
  const role = roleIn(link, userId);
  const of = { kind: 'family', group: link.age_group as AgeGroup, pairing: link.pairing as Pairing } as const;
  const pair = await together.openPairAssessment(db, family, link.id, of, userId, async (tx) => {
    if (role === 'parent') await countNewAssessment(tx, plansMode, userId);
  });
  return withSide(db, pair, link, userId, role);
}

export async function joinFamilyAssessment(db: Db, userId: string, id: string) {
  const { pair, link } = await ownFamilyAssessment(db, userId, id);
  return withSide(db, pair, link, userId, roleIn(link, userId));
}

/** The supervised child's side: answered on the parent's device, kept in the parent's account. */
export async function childSession(db: Db, userId: string, id: string) {
  const { pair, link } = await ownFamilyAssessment(db, userId, id);
  if (link.child_id !== null || link.parent_id !== userId) throw notFound();
  return withSide(db, pair, link, userId, 'child');
}

export async function setFamilyShareAnswers(db: Db, userId: string, id: string, share: boolean) {
  const { pair, link } = await ownFamilyAssessment(db, userId, id);
  // "Show my answers" stays off after a check that showed the help card, as in a couple (decision 054).
  if (share && (await readerFlagged(db, userId))) throw pairError('family', 409, 'answers_private');
  const updated = await together.setShareAnswers(db, family, pair.id, userId, share, roleIn(link, userId));
  if (!updated) throw notFound();
  return summary(pair, link, userId, await sidesOfOne(db, pair.id));
}

/**
 * The family report, read from the caller's side. Nothing of the other side before both finished;
 * after, the comparison of the two perspectives, the reader's statements, and who said what only when
 * both turned on "show my answers" (never for a supervised child: a child of 8-12 cannot give that
 * consent, and the comparison must not be used to correct them).
 */
export async function familyReport(db: Db, userId: string, id: string) {
  // Written from one side of the link: its members' (decision 074).
  const { pair, linkId } = await readOr404(db, { id: userId }, { kind: 'pair_report', pair: 'family', id }, 'results', [
    'member',
  ]);
  const link = await ownLink(db, userId, linkId);
  const sides = await sidesOfOne(db, pair.id);
  const base = summary(pair, link, userId, sides);
  const mine = sides[base.role];
  const other = sides[base.role === 'parent' ? 'child' : 'parent'];
  if (!base.report_ready || !mine || !other) return { status: 'waiting' as const, ...base };
  const { comparison, ...body } = buildPairReport({
    // The reader's statements as both sides read them: the pair's version (decision 029).
    questions: familyQuestions(base.age_group, base.role, base.pairing, pair.content_version),
    mine: { ...mine.responses, completed_at: mine.completed_at },
    other: { ...other.responses, completed_at: other.completed_at },
    showAnswers: !base.supervised && mine.share_answers && other.share_answers,
    otherKey: 'other',
  });
  const ready = {
    status: 'ready' as const,
    ...base,
    other_name: await otherName(db, link, userId),
    other_share_answers: other.share_answers,
    ...body,
    // Joint advice about the two of them, with the pair's figures: never the reader's own result,
    // which has its own page (the report's header and its advice always speak of the same thing).
    advice: Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        { ...builtinFamilyPairAdvice(comparison, base.role, base.pairing, language), source: BUILTIN_SOURCE },
      ]),
    ) as Record<Language, SourcedAdvice>,
  };
  // After the reader's own check showed the help card, their view asks nothing of them together with the
  // other side, as their couple report does (decision 054); the other side's view is built without it.
  const reader = await privateReader(db, userId);
  if (!reader) return ready;
  return {
    ...ready,
    pattern: { ...ready.pattern, description: privatePatternDescription(ready.pattern.id) },
    advice: privateAdviceBoth('family', reader.gender),
    private_view: true as const,
  };
}
