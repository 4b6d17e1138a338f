import { and, count, eq, gte, sql } from 'drizzle-orm';
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
import { assessments, partners, profiles } from '../db/schema.ts';
import { AppError } from '../errors.ts';

export interface PlanState {
  mode: PlansMode;
  /** The tier on the person's own profile. */
  tier: PlanId;
  /** The tier that counts: raised to Couple while linked to a partner whose plan covers both. */
  effective_tier: PlanId;
  allowance: PlanAllowance;
}

export async function planOf(db: Db, mode: PlansMode, userId: string): Promise<PlanState> {
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

/** Refused with the upgrade path named, so the page can offer it rather than show an error. */
const planRequired = (feature: GatedFeature | 'assessments') =>
  new AppError(403, 'plan_required', `errors.plan.${feature}`, { details: { feature, upgrade: '/pricing' } });

export async function requireFeature(db: Db, mode: PlansMode, userId: string, feature: GatedFeature) {
  if (mode === 'open') return;
  if (!allows((await planOf(db, mode, userId)).allowance, feature)) throw planRequired(feature);
}

export const requireCoupleFeatures = (db: Db, mode: PlansMode, userId: string) =>
  requireFeature(db, mode, userId, 'couple');

/** Free accounts start a limited number of assessments per calendar month (UTC). */
export async function requireAssessmentAllowance(db: Db, mode: PlansMode, userId: string) {
  if (mode === 'open') return;
  const limit = (await planOf(db, mode, userId)).allowance.assessmentsPerMonth;
  if (limit === null) return;
  const [row] = await db
    .select({ n: count() })
    .from(assessments)
    .where(
      and(
        eq(assessments.user_id, userId),
        gte(assessments.created_at, sql`date_trunc('month', now() at time zone 'utc') at time zone 'utc'`),
      ),
    );
  if ((row?.n ?? 0) >= limit) throw planRequired('assessments');
}
