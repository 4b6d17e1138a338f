import { eq, inArray, or, sql } from 'drizzle-orm';
import { currentPartner } from '../couple/service.ts';
import type { Db } from '../db/client.ts';
import {
  aiUsage,
  assessmentResults,
  assessments,
  contactMessages,
  coupleLinks,
  milestones,
  partnerInvitations,
  partners,
  profiles,
  session,
  sharedAssessments,
  user,
} from '../db/schema.ts';
import { familyView } from '../family/service.ts';

/**
 * Everything the person's account holds, as one JSON document: their own rows only. Of a partner, only
 * what the person already sees (name, when linked); never the partner's answers or results. No
 * password hash, token or token hash.
 */
export async function exportAccount(db: Db, userId: string) {
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
            id: sharedAssessments.id,
            assessment_type: sharedAssessments.assessment_type,
            created_at: sharedAssessments.created_at,
          })
          .from(sharedAssessments)
          .where(inArray(sharedAssessments.id, sharedIds))
      : [];
  const invitations = await db
    .select({
      id: partnerInvitations.id,
      sent_by_me: sql<boolean>`${partnerInvitations.inviter_id} = ${userId}`,
      status: partnerInvitations.status,
      created_at: partnerInvitations.created_at,
      expires_at: partnerInvitations.expires_at,
      responded_at: partnerInvitations.responded_at,
    })
    .from(partnerInvitations)
    .where(or(eq(partnerInvitations.inviter_id, userId), eq(partnerInvitations.responded_by, userId)));
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
  return {
    exported_at: new Date().toISOString(),
    account,
    profile,
    assessments: ownAssessments,
    results,
    shared_assessments: shared,
    invitations,
    partner: await currentPartner(db, userId),
    family_links: family.links,
    family_invitations: family.invitations,
    milestones: await db.select().from(milestones).where(eq(milestones.user_id, userId)),
    contact_messages: await db.select().from(contactMessages).where(eq(contactMessages.user_id, userId)),
    ai_usage: await db.select().from(aiUsage).where(eq(aiUsage.user_id, userId)),
    sessions,
  };
}

/**
 * Deletes the account in one transaction: the partner link ends first (the partner keeps their own
 * data and sees the link ended), then the user row, whose foreign keys remove the profile,
 * assessments, results, sessions, credentials, invitations and usage. Contact messages keep their
 * text without the link to the account (they were sent to us).
 */
export async function deleteAccount(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    const [link] = await tx.select().from(partners).where(eq(partners.user_id, userId)).for('update');
    if (link) {
      await tx.delete(partners).where(eq(partners.link_id, link.link_id));
      await tx.update(coupleLinks).set({ ended_at: new Date() }).where(eq(coupleLinks.id, link.link_id));
    }
    await tx.delete(user).where(eq(user.id, userId));
  });
}
