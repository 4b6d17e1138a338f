import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  aiUsage,
  assessmentResults,
  assessments,
  contactMessages,
  counsellors,
  coupleLinks,
  familyLinks,
  milestones,
  noticeLog,
  noticeOptOuts,
  pairAssessments,
  pairInvitations,
  passkeys,
  profiles,
  retakeReminders,
  safetyChecks,
  session,
  user,
} from '../db/schema.ts';
import { currentPartner, endCoupleLink, readableKeptReports } from '../pairs/couple.ts';
import { familyView } from '../pairs/family.ts';
import { namesOf } from '../profile/service.ts';
import type { TwoFactor } from '../two-factor/service.ts';
import { exportedWeeks } from '../weekly-plans/service.ts';

/**
 * Every couple and family link the person was part of, ended ones included: what their timeline shows
 * (when, until when, the other person's name; null once that account is deleted), never the other
 * person's id or anything else of theirs.
 */
async function linkHistory(db: Db, userId: string) {
  const couples = await db
    .select()
    .from(coupleLinks)
    .where(or(eq(coupleLinks.first_user_id, userId), eq(coupleLinks.second_user_id, userId)))
    .orderBy(asc(coupleLinks.created_at));
  const families = await db
    .select()
    .from(familyLinks)
    .where(or(eq(familyLinks.parent_id, userId), eq(familyLinks.child_id, userId)))
    .orderBy(asc(familyLinks.created_at));
  const partnerOf = (link: (typeof couples)[number]) =>
    link.first_user_id === userId ? link.second_user_id : link.first_user_id;
  const otherOf = (link: (typeof families)[number]) => (link.parent_id === userId ? link.child_id : link.parent_id);
  const names = await namesOf(db, [...couples.map(partnerOf), ...families.map(otherOf)]);
  return {
    couple_links: couples.map((link) => {
      const partnerId = partnerOf(link);
      return {
        id: link.id,
        linked_at: link.created_at,
        ended_at: link.ended_at,
        partner_name: (partnerId && names.get(partnerId)) || null,
      };
    }),
    family_links: families.map((link) => {
      const otherId = otherOf(link);
      return {
        id: link.id,
        role: link.parent_id === userId ? 'parent' : 'child',
        pairing: link.pairing,
        age_group: link.age_group,
        supervised: link.child_id === null,
        other_name: (otherId ? names.get(otherId) : link.child_name) || null,
        linked_at: link.created_at,
        ended_at: link.ended_at,
      };
    }),
  };
}

/**
 * Everything the person's account holds, as one JSON document: their own rows only. Of a partner, only
 * what the person already sees (name, when linked, the couple reports they keep); never the partner's raw
 * answers or results. No
 * password hash, token or token hash; of two-factor, whether it is on and how many backup codes are
 * left, never the secret or the codes.
 */
export async function exportAccount(db: Db, userId: string, twoFactor: TwoFactor) {
  const [account] = await db
    .select({ id: user.id, name: user.name, email: user.email, created_at: user.createdAt })
    .from(user)
    .where(eq(user.id, userId));
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  const ownAssessments = await db.select().from(assessments).where(eq(assessments.user_id, userId));
  const results = await db.select().from(assessmentResults).where(eq(assessmentResults.user_id, userId));
  const sharedIds = ownAssessments.flatMap((a) => (a.shared_id ? [a.shared_id] : []));
  const shared =
    sharedIds.length > 0
      ? await db
          .select({
            id: pairAssessments.id,
            assessment_type: pairAssessments.assessment_type,
            created_at: pairAssessments.created_at,
          })
          .from(pairAssessments)
          .where(inArray(pairAssessments.id, sharedIds))
      : [];
  const invitations = await db
    .select({
      id: pairInvitations.id,
      sent_by_me: sql<boolean>`${pairInvitations.inviter_id} = ${userId}`,
      status: pairInvitations.status,
      created_at: pairInvitations.created_at,
      expires_at: pairInvitations.expires_at,
      responded_at: pairInvitations.responded_at,
    })
    .from(pairInvitations)
    .where(
      and(
        eq(pairInvitations.kind, 'couple'),
        or(eq(pairInvitations.inviter_id, userId), eq(pairInvitations.responded_by, userId)),
      ),
    );
  const sessions = await db
    .select({
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      ip_address: session.ipAddress,
      user_agent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, userId));
  const family = await familyView(db, userId);
  const links = await linkHistory(db, userId);
  const partner = await currentPartner(db, userId);
  return {
    exported_at: new Date().toISOString(),
    account,
    profile,
    assessments: ownAssessments,
    results,
    shared_assessments: shared,
    invitations,
    // The current partner as the person sees them (no account id, like every other person here).
    partner: partner && { name: partner.name, linked_at: partner.linked_at },
    couple_links: links.couple_links,
    // The person's own copies of the couple reports of ended links (decision 062), as their report page
    // shows them; a removed copy is gone from here too.
    kept_couple_reports: await readableKeptReports(db, userId),
    family_links: links.family_links,
    family_invitations: family.invitations,
    milestones: await db.select().from(milestones).where(eq(milestones.user_id, userId)),
    weekly_plan_weeks: await exportedWeeks(db, userId),
    // The optional mail they turned off, and how (decision 067); everything else is on.
    notice_opt_outs: await db
      .select({
        event: noticeOptOuts.event,
        channel: noticeOptOuts.channel,
        via: noticeOptOuts.via,
        created_at: noticeOptOuts.created_at,
      })
      .from(noticeOptOuts)
      .where(eq(noticeOptOuts.user_id, userId)),
    // The dates they asked to be reminded to retake, and the notices that reached them (decision 073).
    retake_reminders: await db
      .select({ assessment_type: retakeReminders.assessment_type, due_on: retakeReminders.due_on })
      .from(retakeReminders)
      .where(eq(retakeReminders.user_id, userId)),
    notices_sent: await db
      .select({ event: noticeLog.event, sent_at: noticeLog.sent_at })
      .from(noticeLog)
      .where(eq(noticeLog.user_id, userId))
      .orderBy(noticeLog.sent_at),
    contact_messages: await db.select().from(contactMessages).where(eq(contactMessages.user_id, userId)),
    ai_usage: await db.select().from(aiUsage).where(eq(aiUsage.user_id, userId)),
    // Their own safety check with its answers: the export is theirs alone, and the right of access covers it
    // (decision 030). null when never taken.
    safety_check: (await db.select().from(safetyChecks).where(eq(safetyChecks.user_id, userId)))[0] ?? null,
    sessions,
    two_factor: {
      enabled: await twoFactor.enabled(userId),
      backup_codes_left: await twoFactor.backupCodesLeft(userId),
    },
    // Their counsellor application and where it stands (decision 076); who verified it is the operators' record.
    counsellor_application:
      (
        await db
          .select({
            public_id: counsellors.public_id,
            display_name: counsellors.display_name,
            credential: counsellors.credential,
            country: counsellors.country,
            languages: counsellors.languages,
            gender: counsellors.gender,
            bio: counsellors.bio,
            status: counsellors.status,
            listed: counsellors.listed,
            verified_at: counsellors.verified_at,
            created_at: counsellors.created_at,
          })
          .from(counsellors)
          .where(eq(counsellors.user_id, userId))
      )[0] ?? null,
    // Names and dates only: the public key and credential id are of no use to the person (decision 037).
    passkeys: await db
      .select({ name: passkeys.name, created_at: passkeys.created_at, last_used_at: passkeys.last_used_at })
      .from(passkeys)
      .where(eq(passkeys.user_id, userId))
      .orderBy(passkeys.created_at),
  };
}

/**
 * Deletes the account in one transaction: the partner link ends first (the partner keeps their own
 * data and their copy of the couple reports, decision 062, and sees the link ended), then the user row, whose foreign keys remove the profile,
 * assessments, results, sessions, credentials, invitations and usage. Contact messages keep their
 * text without the link to the account (they were sent to us).
 */
export async function deleteAccount(db: Db, userId: string) {
  return db.transaction(async (tx) => {
    const ended = await endCoupleLink(tx, userId, 'account_deleted');
    await tx.delete(user).where(eq(user.id, userId));
    return { formerPartnerId: ended?.partnerId ?? null };
  });
}
