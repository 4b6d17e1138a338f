import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import type { Db } from '../db/client.ts';
import { account, emailChangeUndos, profiles, session, user } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { AccountMail, mailLinks } from '../mail/account-mail.ts';
import { securityEvent } from '../security-events.ts';
import { describeRemoved, removeSecondWaysIn } from './ways-in.ts';

/** How long the old address can take the account back. */
export const UNDO_DAYS = 7;

export interface EmailChange {
  userId: string;
  oldEmail: string;
  newEmail: string;
}

/**
 * The address change a verify-email token confirms, if it is one: the token is better-auth's own
 * signed JWT, checked here with the same secret, so nothing in it is taken on trust.
 */
export async function emailChangeIn(token: unknown, secret: string): Promise<EmailChange | null> {
  if (typeof token !== 'string' || token.length > 2000) return null;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
    const { email, updateTo, userId, requestType } = payload as Record<string, unknown>;
    if (requestType !== 'change-email-verification') return null;
    if (typeof email !== 'string' || typeof updateTo !== 'string' || typeof userId !== 'string') return null;
    return { userId, oldEmail: email, newEmail: updateTo };
  } catch {
    return null;
  }
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * After better-auth changed the address: the new address is confirmed (its owner followed the link
 * sent there), and the old address is told, with a link that undoes it for a week. Nothing happens
 * unless the account now really has the new address.
 */
export async function emailChanged(
  db: Db,
  mail: AccountMail,
  links: ReturnType<typeof mailLinks>,
  change: EmailChange,
) {
  const [changed] = await db
    .update(user)
    .set({ emailVerified: true })
    .where(and(eq(user.id, change.userId), eq(user.email, change.newEmail)))
    .returning({ id: user.id });
  if (!changed) return;
  await db.update(profiles).set({ email: change.newEmail }).where(eq(profiles.id, change.userId));
  const token = randomBytes(32).toString('base64url');
  await db.insert(emailChangeUndos).values({
    token_hash: hashOf(token),
    user_id: change.userId,
    old_email: change.oldEmail,
    new_email: change.newEmail,
    expires_at: new Date(Date.now() + UNDO_DAYS * 24 * 60 * 60 * 1000),
  });
  await mail.send(change.userId, 'email_changed', {
    to: change.oldEmail,
    newEmail: change.newEmail,
    url: links.undoEmailChange(token),
  });
}

/**
 * The old address takes the account back (issue 26): the address is restored, every session ends, every
 * passkey and two-factor enrolment goes, and the password stops working, because whoever changed the
 * address may have set or learnt each of them and none can be told apart from the owner's. The owner is
 * mailed, at the restored address, a link to choose a new password and a list of what was removed. The
 * link works once, within the week, and only while the account still has the address it was changed to.
 */
export async function undoEmailChange(
  deps: { db: Db; mail: AccountMail; resetLink: (userId: string) => Promise<string> },
  token: string,
): Promise<{ email: string }> {
  const { db, mail } = deps;
  const taken = await db.transaction(async (tx) => {
    const [undo] = await tx
      .select()
      .from(emailChangeUndos)
      .where(
        and(
          eq(emailChangeUndos.token_hash, hashOf(token)),
          isNull(emailChangeUndos.used_at),
          gt(emailChangeUndos.expires_at, new Date()),
        ),
      )
      .for('update');
    if (!undo) throw new AppError(404, 'undo_not_found', 'errors.account.undoNotFound');
    const [other] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.email, undo.old_email), ne(user.id, undo.user_id)));
    if (other) throw new AppError(409, 'undo_address_taken', 'errors.account.undoAddressTaken');
    const [restored] = await tx
      .update(user)
      .set({ email: undo.old_email, emailVerified: true })
      .where(and(eq(user.id, undo.user_id), eq(user.email, undo.new_email)))
      .returning({ id: user.id });
    if (!restored) throw new AppError(404, 'undo_not_found', 'errors.account.undoNotFound');
    await tx.update(profiles).set({ email: undo.old_email }).where(eq(profiles.id, undo.user_id));
    await tx
      .update(emailChangeUndos)
      .set({ used_at: new Date() })
      .where(eq(emailChangeUndos.token_hash, undo.token_hash));
    await tx.delete(session).where(eq(session.userId, undo.user_id));
    await tx
      .update(account)
      .set({ password: null })
      .where(and(eq(account.userId, undo.user_id), eq(account.providerId, 'credential')));
    return { userId: undo.user_id, email: undo.old_email, removed: await removeSecondWaysIn(tx, undo.user_id) };
  });
  securityEvent('email_change_undone', { account_id: taken.userId });
  await mail.send(taken.userId, 'account_taken_back', {
    url: await deps.resetLink(taken.userId),
    email: taken.email,
    removed: describeRemoved(taken.removed),
  });
  return { email: taken.email };
}
