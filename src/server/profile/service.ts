import { eq, inArray } from 'drizzle-orm';
import type { Profile, ProfilePatch } from '../../domain/profile.ts';
import type { Db } from '../db/client.ts';
import { profiles, user } from '../db/schema.ts';
import { checkAgeChange, isMinor, minorUntilAfter } from '../pairs/safeguarding.ts';

type ProfileRow = typeof profiles.$inferSelect;

/** The row as the API returns it: the spec's field names, ISO dates. */
/** The account's own address and whether it is confirmed come from the account, never a copy. */
export function toApiProfile(
  row: ProfileRow,
  account: { email: string; emailVerified: boolean },
  operator: boolean,
): Profile {
  // `minor_until` is the safeguarding rule's own record (decision 057), not part of the spec's profile;
  // the page is told only what it means today.
  const { minor_until: _, ...shown } = row;
  return {
    ...shown,
    minor: isMinor(row),
    operator,
    email: account.email,
    email_verified: account.emailVerified,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  } as Profile;
}

/**
 * Whether the account holds the operator role, for the profile's `operator`: the page lists the console
 * by it. Whether the console opens is the console's own question, asked on every visit (decision 041).
 */
export async function holdsOperatorRole(db: Pick<Db, 'select'>, userId: string): Promise<boolean> {
  const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId));
  return row?.role === 'operator';
}

/**
 * Returns the person's profile, creating it when missing (the spec's PGRST116 path): language 'en',
 * tier 'free'. Safe to race: a concurrent insert of the same id is ignored and the row read back.
 */
export async function ensureProfile(
  db: Pick<Db, 'select' | 'insert'>,
  user: { id: string; email: string; full_name?: string | null },
): Promise<ProfileRow> {
  // Read first: the profile almost always exists (created at sign-up), and a read is one cheap query.
  const [found] = await db.select().from(profiles).where(eq(profiles.id, user.id));
  if (found) return found;
  const [inserted] = await db
    .insert(profiles)
    .values({ id: user.id, email: user.email, full_name: user.full_name?.trim() || null })
    .onConflictDoNothing({ target: profiles.id })
    .returning();
  if (inserted) return inserted;
  const [existing] = await db.select().from(profiles).where(eq(profiles.id, user.id));
  if (!existing) throw new Error('profile vanished between insert and select');
  return existing;
}

export async function recordConsent(db: Db, userId: string) {
  await db.update(profiles).set({ data_consent_at: new Date() }).where(eq(profiles.id, userId));
}

/**
 * Saves the person's own changes. The name is one name: the profile's `full_name` and the account's
 * `name` (what the session carries) change together, in one transaction, so nobody is shown one name
 * here and another there. An age under 18 is checked against the partner rule (decision 036) with the
 * profile row locked, so it cannot slip past an invitation being accepted at the same moment.
 */
export async function updateProfile(
  db: Db,
  owner: { id: string; email: string },
  patch: ProfilePatch,
): Promise<ProfileRow> {
  await ensureProfile(db, owner);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(profiles).where(eq(profiles.id, owner.id)).for('update');
    if (!current) throw new Error('profile vanished before its update');
    if (Object.keys(patch).length === 0) return current;
    const ageChange =
      patch.age !== undefined && patch.age !== current.age ? { minor_until: minorUntilAfter(current, patch.age) } : {};
    if (patch.age !== undefined && patch.age !== current.age) await checkAgeChange(tx, owner.id, patch.age);
    const now = new Date();
    const [updated] = await tx
      .update(profiles)
      .set({ ...patch, ...ageChange, updated_at: now })
      .where(eq(profiles.id, owner.id))
      .returning();
    if (!updated) throw new Error('profile update matched no row');
    if (patch.full_name !== undefined) {
      await tx.update(user).set({ name: patch.full_name, updatedAt: now }).where(eq(user.id, owner.id));
    }
    return updated;
  });
}

/** The names others are shown by (profile name, else account name), for ids that may be gone (null). */
export async function namesOf(db: Db, ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: user.id, name: user.name, full_name: profiles.full_name })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(inArray(user.id, wanted));
  return new Map(rows.map((row) => [row.id, row.full_name || row.name]));
}
