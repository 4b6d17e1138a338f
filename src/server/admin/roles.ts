import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog, twoFactors, user } from '../db/schema.ts';

export type Role = 'member' | 'operator';

export type RoleChange =
  | { status: 'changed' | 'unchanged'; userId: string; email: string; role: Role }
  | { status: 'unknown_email' };

/**
 * Gives an account the operator role, or takes it back (`npm run admin:grant` / `admin:revoke`). The
 * address is matched whole, in any case. The change and its audit row are one transaction; asking for
 * the role an account already has changes nothing and is still recorded, so the log shows every use.
 */
export async function setRole(db: Db, email: string, role: Role, actorId: string | null = null): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: user.id, email: user.email, role: user.role })
      .from(user)
      .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
      .for('update');
    if (!account) return { status: 'unknown_email' as const };
    const changed = account.role !== role;
    if (changed) await tx.update(user).set({ role }).where(eq(user.id, account.id));
    await tx.insert(auditLog).values({
      actor_id: actorId,
      action: role === 'operator' ? 'role.grant' : 'role.revoke',
      target_user_id: account.id,
      details: { changed, via: actorId ? 'console' : 'command' },
    });
    return { status: changed ? 'changed' : 'unchanged', userId: account.id, email: account.email, role };
  });
}

/**
 * What the console is to an account now, read from the database on every console request, never cached:
 * `console` for an operator with two-factor sign-in on, `needs_two_factor` for an operator without it
 * (decision 058: the console opens only behind a second factor), `none` for everyone else.
 *
 * Only two-factor sign-in counts, not a passkey alone: with two-factor off the account still signs in
 * with its password alone, so a passkey on it would not stop someone holding the password. With
 * two-factor on, a passkey still signs an operator in in place of a code (it is the stronger factor).
 */
export type OperatorAccess = 'console' | 'needs_two_factor' | 'none';

export async function operatorAccess(db: Db, userId: string): Promise<OperatorAccess> {
  const [row] = await db
    .select({ role: user.role, twoFactorOn: twoFactors.enabled_at })
    .from(user)
    .leftJoin(twoFactors, eq(twoFactors.user_id, user.id))
    .where(eq(user.id, userId));
  if (row?.role !== 'operator') return 'none';
  return row.twoFactorOn ? 'console' : 'needs_two_factor';
}
