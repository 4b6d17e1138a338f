import { and, asc, eq, sql } from 'drizzle-orm';
import type { AuditAction } from '../../domain/admin.ts';
import type {
  CounsellorApplication,
  CounsellorDirectoryQuery,
  CounsellorListing,
  CounsellorStatus,
  OwnCounsellorApplication,
} from '../../domain/counsellors.ts';
import { audit } from '../admin/service.ts';
import type { Db } from '../db/client.ts';
import { isUuid } from '../db/ids.ts';
import { counsellors, user } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { isUnderAge } from '../pairs/safeguarding.ts';

/**
 * Counsellor accounts (issue 31 item 2, decision 076): a person applies, an operator verifies, rejects or
 * suspends (audited), and a verified counsellor may list themselves in the directory clients filter.
 */

type Row = typeof counsellors.$inferSelect;

/** The directory's longest answer: clients narrow it with the filters. */
export const DIRECTORY_MAX = 100;

/** What anyone may see of a counsellor: no address, no account id. */
const publicFields = (row: Row): CounsellorListing => ({
  public_id: row.public_id,
  display_name: row.display_name,
  credential: row.credential,
  country: row.country,
  languages: row.languages,
  gender: row.gender,
  bio: row.bio,
});

const ownFields = (row: Row): OwnCounsellorApplication => ({
  ...publicFields(row),
  status: row.status,
  listed: row.listed,
  created_at: row.created_at.toISOString(),
  verified_at: row.verified_at?.toISOString() ?? null,
});

/**
 * An application, one per account (409 `already_applied`, whatever became of the first). Someone under 18,
 * now or by an age stated before (decision 057), may not apply (403 `under_age`): a counsellor reads
 * other people's relationships.
 */
export async function apply(db: Db, userId: string, input: CounsellorApplication) {
  if (await isUnderAge(db, userId)) throw new AppError(403, 'under_age', 'errors.counsellors.under_age');
  const [row] = await db
    .insert(counsellors)
    .values({ user_id: userId, ...input })
    .onConflictDoNothing({ target: counsellors.user_id })
    .returning();
  if (!row) throw new AppError(409, 'already_applied', 'errors.counsellors.already_applied');
  return ownFields(row);
}

async function ownRow(db: Pick<Db, 'select'>, userId: string) {
  const [row] = await db.select().from(counsellors).where(eq(counsellors.user_id, userId));
  return row ?? null;
}

/** The person's own application and where it stands; 404 when they never applied. */
export async function ownApplication(db: Db, userId: string) {
  const row = await ownRow(db, userId);
  if (!row) throw notFound();
  return ownFields(row);
}

/** A verified counsellor shows or hides themselves in the directory; anyone else is told they are not verified. */
export async function setListed(db: Db, userId: string, listed: boolean) {
  const row = await ownRow(db, userId);
  if (!row) throw notFound();
  if (row.status !== 'verified') throw new AppError(409, 'not_verified', 'errors.counsellors.not_verified');
  const [updated] = await db
    .update(counsellors)
    .set({ listed, updated_at: new Date() })
    .where(and(eq(counsellors.user_id, userId), eq(counsellors.status, 'verified')))
    .returning();
  if (!updated) throw new AppError(409, 'not_verified', 'errors.counsellors.not_verified');
  return ownFields(updated);
}

/** Verified, listed counsellors matching every filter given, public fields only. */
export async function directory(db: Db, filter: CounsellorDirectoryQuery): Promise<CounsellorListing[]> {
  const rows = await db
    .select()
    .from(counsellors)
    .where(
      and(
        eq(counsellors.status, 'verified'),
        eq(counsellors.listed, true),
        filter.language ? sql`${counsellors.languages} @> ${JSON.stringify([filter.language])}::jsonb` : undefined,
        filter.country ? eq(counsellors.country, filter.country) : undefined,
        filter.gender ? eq(counsellors.gender, filter.gender) : undefined,
      ),
    )
    .orderBy(asc(counsellors.display_name), asc(counsellors.public_id))
    .limit(DIRECTORY_MAX);
  return rows.map(publicFields);
}

/** Applications in one status, oldest first, with the account's address for the operator's checks. */
export async function applicationsFor(db: Db, status: CounsellorStatus) {
  const rows = await db
    .select({ row: counsellors, email: user.email })
    .from(counsellors)
    .innerJoin(user, eq(user.id, counsellors.user_id))
    .where(eq(counsellors.status, status))
    .orderBy(asc(counsellors.created_at))
    .limit(DIRECTORY_MAX);
  return rows.map(({ row, email }) => ({ id: row.user_id, email, ...ownFields(row) }));
}

/** An operator's decision: the statuses it may follow, the status it sets, and its audit action. */
const DECISIONS = {
  verify: { from: ['applied', 'suspended'], to: 'verified', action: 'counsellor.verify' },
  reject: { from: ['applied'], to: 'rejected', action: 'counsellor.reject' },
  suspend: { from: ['verified'], to: 'suspended', action: 'counsellor.suspend' },
} as const satisfies Record<string, { from: readonly CounsellorStatus[]; to: CounsellorStatus; action: AuditAction }>;
export type CounsellorDecision = keyof typeof DECISIONS;

/**
 * Verifies, rejects or suspends the application of account `id`, with its audit row, in one transaction.
 * 404 when there is none; 409 `counsellor_status` when the decision does not follow from where it stands
 * (suspending someone never verified, rejecting someone verified). A suspended counsellor reads nothing from
 * the next request on (`grantHolds` reads the status) and leaves the directory; verifying them again lists
 * them only if they ask again.
 */
export async function decide(db: Db, operatorId: string, id: string, decision: CounsellorDecision) {
  if (!isUuid(id)) throw notFound();
  const { from, to, action } = DECISIONS[decision];
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(counsellors).where(eq(counsellors.user_id, id)).for('update');
    if (!row) throw notFound();
    if (!(from as readonly CounsellorStatus[]).includes(row.status))
      throw new AppError(409, 'counsellor_status', 'errors.counsellors.status');
    const now = new Date();
    const [updated] = await tx
      .update(counsellors)
      .set({
        status: to,
        updated_at: now,
        listed: false,
        ...(to === 'verified' ? { verified_by: operatorId, verified_at: now } : {}),
      })
      .where(eq(counsellors.user_id, id))
      .returning();
    if (!updated) throw notFound();
    await audit(tx, { actorId: operatorId, action, targetUserId: id, details: { from: row.status, to } });
    return { id, ...ownFields(updated) };
  });
}
