import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AiAnalysis } from '../../domain/ai-analysis.ts';
import { familyTypeId } from '../../domain/family/assessment-type.ts';
import { familyQuestions, type Perspective } from '../../domain/family/resolve.ts';
import type { AgeGroup, Pairing } from '../../domain/family/types.ts';
import { buildPairReport } from '../../domain/pair/report.ts';
import { toApiAssessment } from '../assessments/service.ts';
import { everPartners, lockPair } from '../couple/safeguarding.ts';
import type { Db } from '../db/client.ts';
import { isUuid } from '../db/ids.ts';
import {
  assessmentResults,
  assessments,
  familyAssessments,
  familyInvitations,
  familyLinks,
  profiles,
  user,
} from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';

type LinkRow = typeof familyLinks.$inferSelect;
type FamilyRow = typeof familyAssessments.$inferSelect;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const INVITATION_DAYS = 7;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const familyError = (status: 400 | 403 | 409 | 410, code: string) =>
  new AppError(status, code, `errors.family.${code}`);

async function displayName(db: Pick<Db, 'select'>, userId: string) {
  const [row] = await db
    .select({ name: user.name, full_name: profiles.full_name })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  return row?.full_name || row?.name || '';
}

/** The caller's side of a link: parent or child. */
const roleIn = (link: LinkRow, userId: string): Perspective => (link.parent_id === userId ? 'parent' : 'child');
const memberOf = (userId: string) =>
  and(isNull(familyLinks.ended_at), or(eq(familyLinks.parent_id, userId), eq(familyLinks.child_id, userId)));

/** An active link the caller belongs to; anyone else's (or an ended one) is "not found". */
async function ownLink(db: Pick<Db, 'select'>, userId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const [link] = await db
    .select()
    .from(familyLinks)
    .where(and(eq(familyLinks.id, id), memberOf(userId)));
  if (!link) throw notFound();
  return link;
}

async function presentLink(db: Db, link: LinkRow, userId: string) {
  const role = roleIn(link, userId);
  const otherId = role === 'parent' ? link.child_id : link.parent_id;
  return {
    id: link.id,
    role,
    pairing: link.pairing as Pairing,
    age_group: link.age_group as AgeGroup,
    supervised: link.child_id === null,
    other_name: otherId ? await displayName(db, otherId) : (link.child_name ?? ''),
    linked_at: link.created_at.toISOString(),
  };
}

export async function familyView(db: Db, userId: string) {
  const links = await db.select().from(familyLinks).where(memberOf(userId)).orderBy(familyLinks.created_at);
  const invitations = await db
    .select({
      id: familyInvitations.id,
      role: familyInvitations.inviter_role,
      pairing: familyInvitations.pairing,
      age_group: familyInvitations.age_group,
      expires_at: familyInvitations.expires_at,
    })
    .from(familyInvitations)
    .where(
      and(
        eq(familyInvitations.inviter_id, userId),
        eq(familyInvitations.status, 'pending'),
        sql`${familyInvitations.expires_at} > now()`,
      ),
    );
  return {
    links: await Promise.all(links.map((link) => presentLink(db, link, userId))),
    invitations: invitations.map((i) => ({ ...i, expires_at: i.expires_at.toISOString() })),
  };
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

export async function createFamilyInvitation(
  db: Db,
  inviterId: string,
  input: { role: Perspective; pairing: Pairing; age_group: AgeGroup },
) {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(familyInvitations)
    .values({
      inviter_id: inviterId,
      inviter_role: input.role,
      pairing: input.pairing,
      age_group: input.age_group,
      token_hash: hashToken(token),
      expires_at: sql`now() + make_interval(days => ${INVITATION_DAYS})`,
    })
    .returning();
  if (!row) throw new Error('invitation insert returned nothing');
  return { id: row.id, token, expires_at: row.expires_at.toISOString() };
}

export async function revokeFamilyInvitation(db: Db, inviterId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const rows = await db
    .update(familyInvitations)
    .set({ status: 'revoked', responded_at: new Date() })
    .where(
      and(
        eq(familyInvitations.id, id),
        eq(familyInvitations.inviter_id, inviterId),
        eq(familyInvitations.status, 'pending'),
      ),
    )
    .returning({ id: familyInvitations.id });
  if (rows.length === 0) throw notFound();
}

type InvitationRow = typeof familyInvitations.$inferSelect;

async function usableInvitation(db: Pick<Db, 'select'>, token: string, userId: string, lock = false) {
  if (!TOKEN.test(token)) throw notFound();
  const query = db
    .select()
    .from(familyInvitations)
    .where(eq(familyInvitations.token_hash, hashToken(token)));
  const [row] = (lock ? await query.for('update') : await query) as InvitationRow[];
  if (!row) throw notFound();
  if (row.inviter_id === userId) throw familyError(400, 'own_invitation');
  if (row.status === 'revoked') throw familyError(410, 'invitation_revoked');
  if (row.status !== 'pending') throw familyError(410, 'invitation_used');
  if (row.expires_at.getTime() <= Date.now()) throw familyError(410, 'invitation_expired');
  return row;
}

/** What the person opening a link sees: who invited them, as what, for which ages. */
export async function describeFamilyInvitation(db: Db, token: string, userId: string) {
  const invitation = await usableInvitation(db, token, userId);
  return {
    inviter_name: await displayName(db, invitation.inviter_id),
    inviter_role: invitation.inviter_role as Perspective,
    pairing: invitation.pairing as Pairing,
    age_group: invitation.age_group as AgeGroup,
    expires_at: invitation.expires_at.toISOString(),
  };
}

/**
 * Accepting links the two as parent and child; the same two cannot be linked twice at once, and two
 * people who are or were partners are never linked as parent and child (decision 019).
 */
export async function acceptFamilyInvitation(db: Db, token: string, userId: string) {
  const link = await db.transaction(async (tx) => {
    const invitation = await usableInvitation(tx, token, userId, true);
    const [parentId, childId] =
      invitation.inviter_role === 'parent' ? [invitation.inviter_id, userId] : [userId, invitation.inviter_id];
    await lockPair(tx, parentId, childId);
    if (await everPartners(tx, parentId, childId)) throw familyError(403, 'partner_link');
    const existing = await tx
      .select({ id: familyLinks.id })
      .from(familyLinks)
      .where(and(eq(familyLinks.parent_id, parentId), eq(familyLinks.child_id, childId), isNull(familyLinks.ended_at)));
    if (existing.length > 0) throw familyError(409, 'already_linked');
    const [created] = await tx
      .insert(familyLinks)
      .values({ parent_id: parentId, child_id: childId, pairing: invitation.pairing, age_group: invitation.age_group })
      .returning();
    await tx
      .update(familyInvitations)
      .set({ status: 'accepted', responded_by: userId, responded_at: new Date() })
      .where(eq(familyInvitations.id, invitation.id));
    if (!created) throw new Error('link insert returned nothing');
    return created;
  });
  return presentLink(db, link, userId);
}

export async function declineFamilyInvitation(db: Db, token: string, userId: string) {
  await db.transaction(async (tx) => {
    const invitation = await usableInvitation(tx, token, userId, true);
    await tx
      .update(familyInvitations)
      .set({ status: 'declined', responded_by: userId, responded_at: new Date() })
      .where(eq(familyInvitations.id, invitation.id));
  });
}

/** Either side ends a link; each keeps their own assessments, and its reports are hidden from both. */
export async function endFamilyLink(db: Db, userId: string, id: string) {
  const link = await ownLink(db, userId, id);
  await db.update(familyLinks).set({ ended_at: new Date() }).where(eq(familyLinks.id, link.id));
}

/** A family assessment of one of the caller's active links. */
async function ownFamilyAssessment(db: Pick<Db, 'select'>, userId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const [found] = await db
    .select({ family: familyAssessments, link: familyLinks })
    .from(familyAssessments)
    .innerJoin(familyLinks, eq(familyLinks.id, familyAssessments.link_id))
    .where(and(eq(familyAssessments.id, id), memberOf(userId)));
  if (!found) throw notFound();
  return found;
}

async function sidesOf(db: Pick<Db, 'select'>, familyId: string) {
  const rows = await db.select().from(assessments).where(eq(assessments.family_id, familyId));
  return {
    parent: rows.find((r) => r.perspective === 'parent') ?? null,
    child: rows.find((r) => r.perspective === 'child') ?? null,
  };
}

/** One side, created on first use; the unique (family_id, perspective) index keeps it single. */
async function ensureSide(db: Db, familyId: string, link: LinkRow, perspective: Perspective, ownerId: string) {
  await db
    .insert(assessments)
    .values({
      user_id: ownerId,
      assessment_type: familyTypeId(link.age_group as AgeGroup, link.pairing as Pairing),
      family_id: familyId,
      perspective,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.family_id, familyId), eq(assessments.perspective, perspective)));
  if (!row || row.user_id !== ownerId) throw notFound();
  return row;
}

/**
 * Of the other side, only whether it is finished; of one's own, everything. A supervised child's
 * side is the parent's to open (they hand over the device), so it is listed for the parent.
 */
function summary(family: FamilyRow, link: LinkRow, userId: string, sides: Awaited<ReturnType<typeof sidesOf>>) {
  const role = roleIn(link, userId);
  const mine = sides[role];
  const other = sides[role === 'parent' ? 'child' : 'parent'];
  const supervised = link.child_id === null;
  return {
    id: family.id,
    link_id: link.id,
    role,
    pairing: link.pairing as Pairing,
    age_group: link.age_group as AgeGroup,
    supervised,
    created_at: family.created_at.toISOString(),
    mine: mine ? { assessment_id: mine.id, status: mine.status, share_answers: mine.share_answers } : null,
    child_session:
      supervised && role === 'parent' && sides.child
        ? { assessment_id: sides.child.id, status: sides.child.status }
        : null,
    other_completed: other?.status === 'completed',
    report_ready: sides.parent?.status === 'completed' && sides.child?.status === 'completed',
  };
}

export async function listFamilyAssessments(db: Db, userId: string) {
  const rows = await db
    .select({ family: familyAssessments, link: familyLinks })
    .from(familyAssessments)
    .innerJoin(familyLinks, eq(familyLinks.id, familyAssessments.link_id))
    .where(memberOf(userId))
    .orderBy(desc(familyAssessments.created_at));
  if (rows.length === 0) return [];
  const sides = await db
    .select()
    .from(assessments)
    .where(
      inArray(
        assessments.family_id,
        rows.map((r) => r.family.id),
      ),
    );
  const side = (familyId: string, perspective: Perspective) =>
    sides.find((s) => s.family_id === familyId && s.perspective === perspective) ?? null;
  return rows.map(({ family, link }) =>
    summary(family, link, userId, { parent: side(family.id, 'parent'), child: side(family.id, 'child') }),
  );
}

/** Starts the link's family assessment (or returns the unfinished one) and the caller's own side. */
export async function startFamilyAssessment(db: Db, userId: string, linkId: string) {
  const link = await ownLink(db, userId, linkId);
  const family = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${link.id}))`);
    const [open] = await tx
      .select()
      .from(familyAssessments)
      .where(
        and(
          eq(familyAssessments.link_id, link.id),
          sql`(select count(*) from ${assessments} a where a.family_id = ${familyAssessments.id} and a.status = 'completed') < 2`,
        ),
      )
      .orderBy(desc(familyAssessments.created_at))
      .limit(1);
    if (open) return open;
    const [created] = await tx.insert(familyAssessments).values({ link_id: link.id, created_by: userId }).returning();
    if (!created) throw new Error('family assessment insert returned nothing');
    return created;
  });
  const mine = await ensureSide(db, family.id, link, roleIn(link, userId), userId);
  return { family: summary(family, link, userId, await sidesOf(db, family.id)), assessment: toApiAssessment(mine) };
}

export async function joinFamilyAssessment(db: Db, userId: string, id: string) {
  const { family, link } = await ownFamilyAssessment(db, userId, id);
  const mine = await ensureSide(db, family.id, link, roleIn(link, userId), userId);
  return { family: summary(family, link, userId, await sidesOf(db, family.id)), assessment: toApiAssessment(mine) };
}

/** The supervised child's side: answered on the parent's device, kept in the parent's account. */
export async function childSession(db: Db, userId: string, id: string) {
  const { family, link } = await ownFamilyAssessment(db, userId, id);
  if (link.child_id !== null || link.parent_id !== userId) throw notFound();
  const side = await ensureSide(db, family.id, link, 'child', userId);
  return { family: summary(family, link, userId, await sidesOf(db, family.id)), assessment: toApiAssessment(side) };
}

export async function setFamilyShareAnswers(db: Db, userId: string, id: string, share: boolean) {
  const { family, link } = await ownFamilyAssessment(db, userId, id);
  const [updated] = await db
    .update(assessments)
    .set({ share_answers: share })
    .where(
      and(
        eq(assessments.family_id, family.id),
        eq(assessments.perspective, roleIn(link, userId)),
        eq(assessments.user_id, userId),
      ),
    )
    .returning();
  if (!updated) throw notFound();
  return summary(family, link, userId, await sidesOf(db, family.id));
}

/**
 * The family report, read from the caller's side. Nothing of the other side before both finished;
 * individual answers only when both sides turned sharing on, and never for a supervised child (a
 * child of 8-12 cannot give that consent, and the comparison must not be used to correct them).
 */
export async function familyReport(db: Db, userId: string, id: string) {
  const { family, link } = await ownFamilyAssessment(db, userId, id);
  const sides = await sidesOf(db, family.id);
  const base = summary(family, link, userId, sides);
  if (!base.report_ready || !sides.parent || !sides.child) return { status: 'waiting' as const, ...base };
  const mine = sides[base.role];
  const other = sides[base.role === 'parent' ? 'child' : 'parent'];
  if (!mine || !other) return { status: 'waiting' as const, ...base };
  const questions = familyQuestions(base.age_group, base.role, base.pairing);
  const otherId = base.role === 'parent' ? link.child_id : link.parent_id;
  // The reader's own advice (written for their role) accompanies the comparison.
  const [result] = await db
    .select({ ai_analysis: assessmentResults.ai_analysis })
    .from(assessmentResults)
    .where(eq(assessmentResults.assessment_id, mine.id));
  const advice = (result?.ai_analysis as unknown as AiAnalysis | undefined)?.translations ?? null;
  const { comparison: _, ...body } = buildPairReport({
    questions,
    mine: { ...mine.responses, completed_at: mine.completed_at },
    other: { ...other.responses, completed_at: other.completed_at },
    showAnswers: !base.supervised && mine.share_answers && other.share_answers,
    otherKey: 'other',
  });
  return {
    status: 'ready' as const,
    ...base,
    other_name: otherId ? await displayName(db, otherId) : (link.child_name ?? ''),
    other_share_answers: other.share_answers,
    ...body,
    advice,
  };
}
