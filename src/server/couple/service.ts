import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { coupleLinks, partnerInvitations, partners, profiles, user } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { everFamily, isUnderAge, lockPair } from './safeguarding.ts';

export async function currentProfile(db: Db, userId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return row ?? null;
}

/** Invitations expire after a week. */
export const INVITATION_DAYS = 7;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const coupleError = (status: 400 | 403 | 409 | 410, code: string) =>
  new AppError(status, code, `errors.couple.${code}`);
const underAge = () => coupleError(403, 'under_age');

export async function currentPartner(db: Db, userId: string) {
  const [row] = await db
    .select({ id: partners.partner_id, linked_at: partners.linked_at, name: user.name, full_name: profiles.full_name })
    .from(partners)
    .innerJoin(user, eq(user.id, partners.partner_id))
    .leftJoin(profiles, eq(profiles.id, partners.partner_id))
    .where(eq(partners.user_id, userId));
  return row ? { id: row.id, name: row.full_name || row.name, linked_at: row.linked_at.toISOString() } : null;
}

/**
 * A new invitation link. Any earlier pending invitation of the same person is revoked, so at most
 * one link of theirs works at a time. The token is returned once and only its hash is kept.
 */
export async function createInvitation(db: Db, inviterId: string) {
  if (await isUnderAge(db, inviterId)) throw underAge();
  if (await currentPartner(db, inviterId)) throw coupleError(409, 'already_linked');
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    await tx
      .update(partnerInvitations)
      .set({ status: 'revoked', responded_at: new Date() })
      .where(and(eq(partnerInvitations.inviter_id, inviterId), eq(partnerInvitations.status, 'pending')));
    const [row] = await tx
      .insert(partnerInvitations)
      .values({
        inviter_id: inviterId,
        token_hash: hashToken(token),
        expires_at: sql`now() + make_interval(days => ${INVITATION_DAYS})`,
      })
      .returning();
    if (!row) throw new Error('invitation insert returned nothing');
    return { id: row.id, token, expires_at: row.expires_at.toISOString() };
  });
}

export async function pendingInvitation(db: Db, inviterId: string) {
  const [row] = await db
    .select({ id: partnerInvitations.id, expires_at: partnerInvitations.expires_at })
    .from(partnerInvitations)
    .where(
      and(
        eq(partnerInvitations.inviter_id, inviterId),
        eq(partnerInvitations.status, 'pending'),
        sql`${partnerInvitations.expires_at} > now()`,
      ),
    );
  return row ? { id: row.id, expires_at: row.expires_at.toISOString() } : null;
}

/** Revokes one's own invitation; anyone else's is "not found". */
export async function revokeInvitation(db: Db, inviterId: string, id: string) {
  const rows = await db
    .update(partnerInvitations)
    .set({ status: 'revoked', responded_at: new Date() })
    .where(
      and(
        sql`${partnerInvitations.id}::text = ${id}`,
        eq(partnerInvitations.inviter_id, inviterId),
        eq(partnerInvitations.status, 'pending'),
      ),
    )
    .returning({ id: partnerInvitations.id });
  if (rows.length === 0) throw notFound();
}

type InvitationRow = typeof partnerInvitations.$inferSelect;

/** Finds an invitation by its token and says why it cannot be used, each case with its own message. */
async function usableInvitation(db: Pick<Db, 'select'>, token: string, userId: string, lock = false) {
  if (!TOKEN.test(token)) throw notFound();
  const query = db
    .select()
    .from(partnerInvitations)
    .where(eq(partnerInvitations.token_hash, hashToken(token)));
  const [row] = (lock ? await query.for('update') : await query) as InvitationRow[];
  if (!row) throw notFound();
  if (row.inviter_id === userId) throw coupleError(400, 'own_invitation');
  if (row.status === 'revoked') throw coupleError(410, 'invitation_revoked');
  if (row.status !== 'pending') throw coupleError(410, 'invitation_used');
  if (row.expires_at.getTime() <= Date.now()) throw coupleError(410, 'invitation_expired');
  // Sent by someone who has since given an age under 18: nobody may accept it. The reason is not
  // told, so a link never tells a stranger that its sender is a child.
  if (await isUnderAge(db, row.inviter_id)) throw coupleError(410, 'invitation_unavailable');
  return row;
}

/** Why this person may not accept this invitation, whoever they are: checked before anything changes. */
async function refusalFor(db: Pick<Db, 'select'>, invitation: InvitationRow, userId: string) {
  if (await isUnderAge(db, userId)) return 'under_age' as const;
  if (await everFamily(db, invitation.inviter_id, userId)) return 'family_link' as const;
  return null;
}

/**
 * What the person opening a link sees: who invited them (signed in only), and whether they could
 * accept (`refusal`: why not, so the page explains before anyone presses a button).
 */
export async function describeInvitation(db: Db, token: string, userId: string) {
  const invitation = await usableInvitation(db, token, userId);
  const [inviter] = await db
    .select({ name: user.name, full_name: profiles.full_name })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, invitation.inviter_id));
  return {
    inviter_name: inviter?.full_name || inviter?.name || '',
    expires_at: invitation.expires_at.toISOString(),
    already_linked: (await currentPartner(db, userId)) !== null,
    refusal: await refusalFor(db, invitation, userId),
  };
}

/** Accepting links both accounts; the partners table's primary key refuses a second active link. */
export async function acceptInvitation(db: Db, token: string, userId: string) {
  return db.transaction(async (tx) => {
    const invitation = await usableInvitation(tx, token, userId, true);
    await lockPair(tx, invitation.inviter_id, userId);
    const refusal = await refusalFor(tx, invitation, userId);
    if (refusal) throw coupleError(403, refusal);
    const taken = await tx
      .select({ user_id: partners.user_id })
      .from(partners)
      .where(sql`${partners.user_id} in (${userId}, ${invitation.inviter_id})`);
    if (taken.some((row) => row.user_id === userId)) throw coupleError(409, 'already_linked');
    if (taken.length > 0) throw coupleError(409, 'inviter_linked');
    const [link] = await tx
      .insert(coupleLinks)
      .values({ first_user_id: invitation.inviter_id, second_user_id: userId })
      .returning();
    if (!link) throw new Error('link insert returned nothing');
    await tx.insert(partners).values([
      { user_id: userId, partner_id: invitation.inviter_id, link_id: link.id },
      { user_id: invitation.inviter_id, partner_id: userId, link_id: link.id },
    ]);
    await tx
      .update(partnerInvitations)
      .set({ status: 'accepted', responded_by: userId, responded_at: new Date() })
      .where(eq(partnerInvitations.id, invitation.id));
    // The invitee's own pending invitations no longer make sense.
    await tx
      .update(partnerInvitations)
      .set({ status: 'revoked', responded_at: new Date() })
      .where(and(eq(partnerInvitations.inviter_id, userId), eq(partnerInvitations.status, 'pending')));
  });
}

export async function declineInvitation(db: Db, token: string, userId: string) {
  await db.transaction(async (tx) => {
    const invitation = await usableInvitation(tx, token, userId, true);
    await tx
      .update(partnerInvitations)
      .set({ status: 'declined', responded_by: userId, responded_at: new Date() })
      .where(eq(partnerInvitations.id, invitation.id));
  });
}

/** Either partner ends the link; each keeps their own assessments. */
export async function unlink(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    const [mine] = await tx.select().from(partners).where(eq(partners.user_id, userId)).for('update');
    if (!mine) throw notFound();
    await tx.delete(partners).where(eq(partners.link_id, mine.link_id));
    await tx.update(coupleLinks).set({ ended_at: new Date() }).where(eq(coupleLinks.id, mine.link_id));
  });
}
