import { FREE_ASSESSMENTS_PER_MONTH, PLAN_IDS, type PlanId } from './pricing.ts';

/**
 * What each plan allows (spec section 6), read by the server on every gated route and by the
 * interface to show what is locked. DESIGN.md 3b: `PLANS_MODE=open` (the default, no billing)
 * gives every account everything; `billing` enforces the table.
 */
export const PLANS_MODES = ['open', 'billing'] as const;
export type PlansMode = (typeof PLANS_MODES)[number];

export interface PlanAllowance {
  /** New assessments per calendar month (UTC); `null` = unlimited. */
  assessmentsPerMonth: number | null;
  /** Shared assessments with a linked partner and the couple report with joint advice. */
  coupleFeatures: boolean;
}

export const PLAN_ALLOWANCES: Record<PlanId, PlanAllowance> = {
  free: { assessmentsPerMonth: FREE_ASSESSMENTS_PER_MONTH, coupleFeatures: false },
  individual: { assessmentsPerMonth: null, coupleFeatures: false },
  couple: { assessmentsPerMonth: null, coupleFeatures: true },
  premium: { assessmentsPerMonth: null, coupleFeatures: true },
};

const RANK: Record<PlanId, number> = { free: 0, individual: 1, couple: 2, premium: 3 };

export const isPlanId = (value: unknown): value is PlanId => PLAN_IDS.includes(value as PlanId);

/**
 * The tier that counts for a person: their own, raised to Couple while linked to a partner whose
 * plan includes couple features (one Couple subscription covers both partners).
 */
export function effectiveTier(own: string | null | undefined, partner: string | null | undefined): PlanId {
  const mine = isPlanId(own) ? own : 'free';
  const theirs = isPlanId(partner) ? partner : 'free';
  return PLAN_ALLOWANCES[theirs].coupleFeatures && RANK[mine] < RANK.couple ? 'couple' : mine;
}

/** What a person may do under the server's mode. */
export function allowanceFor(mode: PlansMode, tier: PlanId): PlanAllowance {
  return mode === 'open' ? PLAN_ALLOWANCES.premium : PLAN_ALLOWANCES[tier];
}
