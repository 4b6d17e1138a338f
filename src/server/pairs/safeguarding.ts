import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { coupleLinks, familyLinks, partners, profiles } from '../db/schema.ts';
import { AppError } from '../errors.ts';

/**
 * Who may be linked as partners (docs/decisions/019-safeguarding-and-link-bound-sharing.md): only
 * adults, and never two people who are or were linked as parent and child; the family side keeps the
 * same rule the other way round.
 */

/** A partner link is for people of this age and over. */
export const PARTNER_MIN_AGE = 18;

type Reader = Pick<Db, 'select'>;

/**
 * True when the person's stated age is under 18, or was: once someone says they are under 18 they count
 * as a minor until the latest day they could turn 18 (`minor_until`), whatever they give later (decision
 * 054). An account that never gave an age is not treated as a child.
 */
export async function isUnderAge(db: Reader, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ age: profiles.age, minorUntil: profiles.minor_until })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ? isMinor({ age: row.age, minor_until: row.minorUntil }) : false;
}

/** The rule of `isUnderAge` on a profile row already read (the profile API tells the page by it). */
export const isMinor = (row: { age: number | null; minor_until: Date | null }, now = new Date()) =>
  (row.age != null && row.age < PARTNER_MIN_AGE) || (row.minor_until != null && row.minor_until > now);

/** The latest day someone who is `age` today could turn 18: the day before their birthday at worst. */
export const latestEighteenth = (age: number, now = new Date()) => {
  const until = new Date(now);
  until.setUTCFullYear(until.getUTCFullYear() + (PARTNER_MIN_AGE - age));
  return until;
};

/**
 * What a stated age does to `minor_until`: an age under 18 sets it to the latest day that person could
 * turn 18, never earlier than it already was (stating 17 after 15 does not shorten the wait). Until that
 * day the person can neither clear the age nor give one of 18 or more: 409 `age_locked` (a genuine
 * mistake is corrected by an operator, `npm run admin:age`).
 */
export function minorUntilAfter(
  current: { age: number | null; minor_until: Date | null },
  age: number | null,
  now = new Date(),
): Date | null {
  const locked = current.minor_until != null && current.minor_until > now;
  if (locked && (age === null || age >= PARTNER_MIN_AGE))
    throw new AppError(409, 'age_locked', 'errors.profile.age_locked');
  if (age === null || age >= PARTNER_MIN_AGE) return current.minor_until;
  const candidate = latestEighteenth(age, now);
  return current.minor_until && current.minor_until > candidate ? current.minor_until : candidate;
}

/**
 * Refuses an age under 18 from someone linked with a partner (decision 036): the link would become
 * the one this module exists to prevent. Nothing else about a profile depends on the age: family
 * links are made for every age, and clearing the age (null) makes nobody a child. The caller holds
 * the profile row locked (FOR UPDATE), and a partner link is made only under `lockAges`, so the two
 * cannot pass each other.
 */
export async function checkAgeChange(db: Reader, userId: string, age: number | null) {
  if (age === null || age >= PARTNER_MIN_AGE) return;
  const linked = await db.select({ id: partners.user_id }).from(partners).where(eq(partners.user_id, userId));
  if (linked.length > 0) throw new AppError(409, 'partner_age', 'errors.profile.partner_age');
}

/**
 * Holds both people's ages still until the transaction ends (a share lock on their profile rows, in a
 * fixed order), so the age checked before a partner link is the age when it is made.
 */
export async function lockAges(db: Reader, ids: readonly string[]) {
  await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(inArray(profiles.id, [...ids]))
    .orderBy(asc(profiles.id))
    .for('share');
}

/**
 * Serialises every link decision about these two people (partner or family, either order) until the
 * transaction ends, so two accepts at once cannot make them both partners and parent and child.
 */
export async function lockPair(tx: Pick<Db, 'execute'>, a: string, b: string) {
  const key = `link-pair:${[a, b].sort().join(':')}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** A family link between the two, in either role, active or ended. */
export async function everFamily(db: Reader, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ id: familyLinks.id })
    .from(familyLinks)
    .where(
      or(
        and(eq(familyLinks.parent_id, a), eq(familyLinks.child_id, b)),
        and(eq(familyLinks.parent_id, b), eq(familyLinks.child_id, a)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * A partner link between the two, active or ended. Links that ended before their members were recorded
 * (migration 0008) cannot be seen here.
 */
export async function everPartners(db: Reader, a: string, b: string): Promise<boolean> {
  const active = await db
    .select({ id: partners.user_id })
    .from(partners)
    .where(and(eq(partners.user_id, a), eq(partners.partner_id, b)))
    .limit(1);
  if (active.length > 0) return true;
  const rows = await db
    .select({ id: coupleLinks.id })
    .from(coupleLinks)
    .where(
      or(
        and(eq(coupleLinks.first_user_id, a), eq(coupleLinks.second_user_id, b)),
        and(eq(coupleLinks.first_user_id, b), eq(coupleLinks.second_user_id, a)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
