import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog, user } from '../db/schema.ts';

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

/** Whether an account is an operator now: read from the database on every console request, never cached. */
export async function isOperator(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId));
  return row?.role === 'operator';
}
