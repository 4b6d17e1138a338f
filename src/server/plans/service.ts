import { and, count, eq, gte, isNull, or, sql } from 'drizzle-orm';
import {
  allowanceFor,
  allows,
  effectiveTier,
  type GatedFeature,
  type PlanAllowance,
  type PlansMode,
} from '../../domain/plans.ts';
import type { PlanId } from '../../domain/pricing.ts';
import type { Db } from '../db/client.ts';
import { assessments, familyLinks, pairAssessments, partners, profiles } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Reader, Tx } from '../pairs/kind.ts';

export interface PlanState {
  mode: PlansMode;
  /** The tier on the person's own profile. */
  tier: PlanId;
  /** The tier that counts: raised to Couple while linked to a partner whose plan covers both. */
  effective_tier: PlanId;
  allowance: PlanAllowance;
}

export async function planOf(db: Reader, mode: PlansMode, userId: string): Promise<PlanState> {
  const [row] = await db
    .select({
      // A tier past its `subscription_tier_until` (a grace period or a cancelled period that ran out
      // without a further webhook) counts as free.
      own: sql<string>`case when ${profiles.subscription_tier_until} is null or ${profiles.subscription_tier_until} > now() then ${profiles.subscription_tier} else 'free' end`,
      partner: sql<
        string | null
      >`case when partner_profile.subscription_tier_until is null or partner_profile.subscription_tier_until > now() then partner_profile.subscription_tier else 'free' end`,
    })
    .from(profiles)
    .leftJoin(partners, eq(partners.user_id, profiles.id))
    .leftJoin(sql`profiles as partner_profile`, sql`partner_profile.id = ${partners.partner_id}`)
    .where(eq(profiles.id, userId));
  const tier = effectiveTier(row?.own, null);
  const effective = effectiveTier(row?.own, row?.partner);
  return { mode, tier, effective_tier: effective, allowance: allowanceFor(mode, effective) };
}

/** Where every refusal sends people: the billing settings, where a plan is chosen and paid for. */
export const UPGRADE_PATH = '/settings/billing';

/** Refused with the upgrade path named, so the page can offer it rather than show an error. */
const planRequired = (feature: GatedFeature | 'assessments') =>
  new AppError(403, 'plan_required', `errors.plan.${feature}`, { details: { feature, upgrade: UPGRADE_PATH } });

export async function requireFeature(db: Db, mode: PlansMode, userId: string, feature: GatedFeature) {
  if (mode === 'open') return;
  if (!allows((await planOf(db, mode, userId)).allowance, feature)) throw planRequired(feature);
}

export const requireCoupleFeatures = (db: Db, mode: PlansMode, userId: string) =>
  requireFeature(db, mode, userId, 'couple');

const MONTH_START = sql`date_trunc('month', now() at time zone 'utc') at time zone 'utc'`;

/**
 * The assessments a person started this calendar month (UTC), as the allowance counts them
 * (decision 042): each of their own runs (retakes included), and each pair assessment they started,
 * except one started from the child's side of a family link. Answering one's side of something
 * another person started is never a start: theirs counted.
 */
async function startsThisMonth(tx: Reader, userId: string) {
  const [own] = await tx
    .select({ n: count() })
    .from(assessments)
    .where(
      and(
        eq(assessments.user_id, userId),
        isNull(assessments.shared_id),
        isNull(assessments.family_id),
        gte(assessments.created_at, MONTH_START),
      ),
    );
  const [paired] = await tx
    .select({ n: count() })
    .from(pairAssessments)
    .leftJoin(familyLinks, eq(familyLinks.id, pairAssessments.family_link_id))
    .where(
      and(
        eq(pairAssessments.created_by, userId),
        gte(pairAssessments.created_at, MONTH_START),
        or(eq(pairAssessments.kind, 'couple'), eq(familyLinks.parent_id, pairAssessments.created_by)),
      ),
    );
  return (own?.n ?? 0) + (paired?.n ?? 0);
}

/**
 * The one check of "new assessments per month", made inside the transaction that then creates the
 * assessment: the lock makes a second start of the same person wait until the first is counted, so
 * two at once cannot both pass. Every way an assessment starts goes through here.
 */
export async function countNewAssessment(tx: Tx, mode: PlansMode, userId: string) {
  if (mode === 'open') return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`assessment-allowance:${userId}`}, 0))`);
  const limit = (await planOf(tx, mode, userId)).allowance.assessmentsPerMonth;
  if (limit !== null && (await startsThisMonth(tx, userId)) >= limit) throw planRequired('assessments');
}
