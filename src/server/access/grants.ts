import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { counsellors, GRANT_LEVELS, GRANT_LINK_COLUMNS, type GRANT_SCOPES, grants } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import type { PairKindId, Reader } from '../pairs/kind.ts';
import { everFamily, everPartners } from '../pairs/safeguarding.ts';

/**
 * Grants (decision 074): a person's yes to another person reading some of their data. The rule that
 * counts them is `grantHolds`, used by `canRead` alone; the writers are `grantAccess` and `revokeGrants`.
 */

export type GrantLevel = (typeof GRANT_LEVELS)[number];
export type GrantScope = (typeof GRANT_SCOPES)[number];

/** Each level includes the ones before it: a grant of `answers` also lets its grantee read results and status. */
export const levelsFrom = (level: GrantLevel): GrantLevel[] => GRANT_LEVELS.slice(GRANT_LEVELS.indexOf(level));

/**
 * What a grant is about, with everyone whose yes it needs: one person's own results (their yes), or the
 * shared data of one active link of a pair kind (the yes of every current member with an account).
 */
export type GrantTarget =
  | { scope: 'person'; of: string }
  | { scope: PairKindId; linkId: string; members: readonly string[] };

/** The target's condition on `grants` rows: the granter for a person, the link's column for a pair kind. */
function targetCondition(target: GrantTarget) {
  if (target.scope === 'person') return and(eq(grants.scope, 'person'), eq(grants.granted_by, target.of));
  return and(eq(grants.scope, target.scope), eq(grants[GRANT_LINK_COLUMNS[target.scope]], target.linkId));
}

/** The people a target needs a live yes from. */
const needed = (target: GrantTarget) => (target.scope === 'person' ? [target.of] : target.members);

/** Live: not revoked, and its `until` (when it has one) still ahead, by the database's clock. */
const live = () => and(isNull(grants.revoked_at), or(isNull(grants.until), gt(grants.until, sql`now()`)));

/**
 * The one rule of a third reader: `granteeId` may read the target at `level` when they are a verified
 * counsellor now and every person whose yes it needs has a live grant to them at that level or above. A
 * couple's data needs both partners' rows; a revoked or expired row, or a suspended counsellor, counts for
 * nothing from the next request on, on every instance (nothing is cached).
 */
export async function grantHolds(db: Reader, granteeId: string, target: GrantTarget, level: GrantLevel) {
  const people = needed(target);
  if (people.length === 0) return false;
  // A grant is to a counsellor: once they are suspended (or were never verified), no row counts.
  if (!(await isVerifiedCounsellor(db, granteeId))) return false;
  const rows = await db
    .select({ by: grants.granted_by })
    .from(grants)
    .where(
      and(
        eq(grants.grantee_id, granteeId),
        targetCondition(target),
        inArray(grants.granted_by, people),
        inArray(grants.level, levelsFrom(level)),
        live(),
      ),
    );
  const given = new Set(rows.map((row) => row.by));
  return people.every((person) => given.has(person));
}

/**
 * Whether this account is a counsellor an operator has verified and not since suspended (decision 076),
 * read from the database on every call: `grantHolds` asks it before any row counts, so a counsellor whose
 * verification is withdrawn reads nothing from their next request, on every instance.
 */
export async function isVerifiedCounsellor(db: Reader, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ status: counsellors.status })
    .from(counsellors)
    .where(eq(counsellors.user_id, userId));
  return row?.status === 'verified';
}

/**
 * A new grant by `granterId`, replacing their live one to the same grantee for the same target (a change
 * of level is an end and a start, so the history stays). Refused unless the grantee is a verified
 * counsellor who is neither the granter's partner nor their family, ever (decision 019 extended); a pair
 * target must be a link the granter belongs to now (the caller resolved it with `canRead`'s pair rules).
 */
export async function grantAccess(
  db: Db,
  input: { granterId: string; granteeId: string; target: GrantTarget; level: GrantLevel; until?: Date | null },
) {
  const { granterId, granteeId, target, level } = input;
  if (granteeId === granterId || !needed(target).includes(granterId)) throw notFound();
  const related = (await everPartners(db, granterId, granteeId)) || (await everFamily(db, granterId, granteeId));
  if (related || !(await isVerifiedCounsellor(db, granteeId)))
    throw new AppError(403, 'not_counsellor', 'errors.grants.not_counsellor');
  return db.transaction(async (tx) => {
    await tx
      .update(grants)
      .set({ revoked_at: new Date(), revoked_by: granterId })
      .where(and(eq(grants.grantee_id, granteeId), eq(grants.granted_by, granterId), targetCondition(target), live()));
    const [row] = await tx
      .insert(grants)
      .values({
        grantee_id: granteeId,
        granted_by: granterId,
        scope: target.scope,
        ...(target.scope === 'person' ? {} : { [GRANT_LINK_COLUMNS[target.scope]]: target.linkId }),
        level,
        until: input.until ?? null,
      })
      .returning();
    if (!row) throw new Error('grant insert returned nothing');
    return row;
  });
}

/**
 * Ends a grantee's access to a target, by any one person whose yes it needs: every live row for it, the
 * other partner's too, so a couple's access needs both to say yes again (either partner revokes alone).
 * Returns how many rows it ended.
 */
export async function revokeGrants(db: Db, byId: string, granteeId: string, target: GrantTarget) {
  if (!needed(target).includes(byId)) throw notFound();
  const ended = await db
    .update(grants)
    .set({ revoked_at: new Date(), revoked_by: byId })
    .where(and(eq(grants.grantee_id, granteeId), targetCondition(target), live()))
    .returning({ id: grants.id });
  return ended.length;
}
