import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { Db } from '../db/client.ts';
import { isUuid } from '../db/ids.ts';
import { pairInvitations } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { type InvitationRow, type PairKind, pairError, type Reader } from './kind.ts';

/**
 * Invitations of every kind of pair. The link carries a random token, returned once; only its SHA-256
 * is kept, so the database never holds a working link. A token of one kind is "not found" at another's.
 */

/** Invitations expire after a week. */
export const INVITATION_DAYS = 7;

/** The body of every route that answers an invitation by its token: a malformed token is just not found. */
export const invitationTokenBody = z.strictObject({
  token: z.string({ error: 'errors.notFound' }).check(z.maxLength(100, 'errors.notFound')),
});

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** What a family invitation says beyond its kind: the inviter's role, the pairing and the ages. */
export type InvitationFields = Pick<InvitationRow, 'inviter_role' | 'pairing' | 'age_group'>;

const ofKind = (kind: PairKind, inviterId: string) =>
  and(eq(pairInvitations.kind, kind.id), eq(pairInvitations.inviter_id, inviterId));
const pending = () => and(eq(pairInvitations.status, 'pending'), sql`${pairInvitations.expires_at} > now()`);

export async function createInvitation(db: Db, kind: PairKind, inviterId: string, fields?: InvitationFields) {
  await kind.mayInvite(db, inviterId);
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    if (kind.onePairPerPerson) await revokePending(tx, kind, inviterId);
    const [row] = await tx
      .insert(pairInvitations)
      .values({
        kind: kind.id,
        inviter_id: inviterId,
        ...fields,
        token_hash: hashToken(token),
        expires_at: sql`now() + make_interval(days => ${INVITATION_DAYS})`,
      })
      .returning();
    if (!row) throw new Error('invitation insert returned nothing');
    return { id: row.id, token, expires_at: row.expires_at.toISOString() };
  });
}

async function revokePending(db: Pick<Db, 'update'>, kind: PairKind, inviterId: string) {
  await db
    .update(pairInvitations)
    .set({ status: 'revoked', responded_at: new Date() })
    .where(and(ofKind(kind, inviterId), eq(pairInvitations.status, 'pending')));
}

/** The inviter's invitations of this kind that still work, oldest first. */
export async function pendingInvitations(db: Reader, kind: PairKind, inviterId: string) {
  const rows = await db
    .select()
    .from(pairInvitations)
    .where(and(ofKind(kind, inviterId), pending()))
    .orderBy(pairInvitations.created_at);
  return rows.map((row) => ({ ...row, expires_at: row.expires_at.toISOString() }));
}

/** Revokes one's own invitation; anyone else's (or a malformed id) is "not found". */
export async function revokeInvitation(db: Db, kind: PairKind, inviterId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const rows = await db
    .update(pairInvitations)
    .set({ status: 'revoked', responded_at: new Date() })
    .where(and(eq(pairInvitations.id, id), ofKind(kind, inviterId), eq(pairInvitations.status, 'pending')))
    .returning({ id: pairInvitations.id });
  if (rows.length === 0) throw notFound();
}

/** Finds an invitation by its token and says why it cannot be used, each case with its own message. */
export async function usableInvitation(db: Reader, kind: PairKind, token: string, userId: string, lock = false) {
  if (!TOKEN.test(token)) throw notFound();
  const query = db
    .select()
    .from(pairInvitations)
    .where(and(eq(pairInvitations.token_hash, hashToken(token)), eq(pairInvitations.kind, kind.id)));
  const [row] = (lock ? await query.for('update') : await query) as InvitationRow[];
  if (!row) throw notFound();
  if (row.inviter_id === userId) throw pairError(kind.id, 400, 'own_invitation');
  if (row.status === 'revoked') throw pairError(kind.id, 410, 'invitation_revoked');
  if (row.status !== 'pending') throw pairError(kind.id, 410, 'invitation_used');
  if (row.expires_at.getTime() <= Date.now()) throw pairError(kind.id, 410, 'invitation_expired');
  // The reason is not told, so a link never tells a stranger, for instance, that its sender is a child.
  if (await kind.inviterBarred(db, row.inviter_id)) throw pairError(kind.id, 410, 'invitation_unavailable');
  return row;
}

/** Accepting: the kind makes its link (with its own rules), and the invitation is used up. */
export async function acceptInvitation(db: Db, kind: PairKind, token: string, userId: string) {
  return db.transaction(async (tx) => {
    const invitation = await usableInvitation(tx, kind, token, userId, true);
    const link = await kind.link(tx, invitation, userId);
    await respond(tx, invitation, userId, 'accepted');
    // The invitee's own pending invitations no longer make sense once they have their one pair.
    if (kind.onePairPerPerson) await revokePending(tx, kind, userId);
    return link;
  });
}

export async function declineInvitation(db: Db, kind: PairKind, token: string, userId: string) {
  await db.transaction(async (tx) => {
    const invitation = await usableInvitation(tx, kind, token, userId, true);
    await respond(tx, invitation, userId, 'declined');
  });
}

async function respond(db: Pick<Db, 'update'>, invitation: InvitationRow, userId: string, status: string) {
  await db
    .update(pairInvitations)
    .set({ status, responded_by: userId, responded_at: new Date() })
    .where(eq(pairInvitations.id, invitation.id));
}
