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
  /** Scores over time, the change since the last result, and the relationship timeline. */
  progressTracking: boolean;
  /** The couple's agreement over time (the couple's own line on the progress page). */
  coupleProgress: boolean;
  /** Reports as PDF files. */
  pdfExport: boolean;
  /** The weekly plan after a result (decision 068): Premium's action plans. */
  actionPlans: boolean;
  /** What changed beyond the noise between results, and the statements that moved (decision 070). */
  analytics: boolean;
  /** A mail on the 1st of each month with a PDF of the month before (decision 067): Premium's monthly reports. */
  monthlyReport: boolean;
}

/** A feature a plan may lock; each has its own upgrade message (`errors.plan.{feature}`). */
export type GatedFeature =
  | 'couple'
  | 'progress'
  | 'couple_progress'
  | 'pdf'
  | 'action_plans'
  | 'analytics'
  | 'monthly_report';

// Spec section 6: Free has "no progress tracking, couple features or PDF reports"; Individual adds
// progress tracking and PDF export; Couple adds the couple's own progress. The timeline counts as
// progress tracking (Individual and above): a person's own history is theirs to keep.
const INDIVIDUAL = {
  assessmentsPerMonth: null,
  progressTracking: true,
  pdfExport: true,
  actionPlans: false,
  analytics: false,
  monthlyReport: false,
} as const;
export const PLAN_ALLOWANCES: Record<PlanId, PlanAllowance> = {
  free: {
    assessmentsPerMonth: FREE_ASSESSMENTS_PER_MONTH,
    coupleFeatures: false,
    progressTracking: false,
    coupleProgress: false,
    pdfExport: false,
    actionPlans: false,
    analytics: false,
    monthlyReport: false,
  },
  individual: { ...INDIVIDUAL, coupleFeatures: false, coupleProgress: false },
  couple: { ...INDIVIDUAL, coupleFeatures: true, coupleProgress: true },
  // Premium's own lines, as each is built (decision 053): the weekly plan, the deeper analytics, the monthly report.
  premium: {
    ...INDIVIDUAL,
    coupleFeatures: true,
    coupleProgress: true,
    actionPlans: true,
    analytics: true,
    monthlyReport: true,
  },
};

const FEATURE_ALLOWANCE: Record<GatedFeature, keyof PlanAllowance> = {
  couple: 'coupleFeatures',
  progress: 'progressTracking',
  couple_progress: 'coupleProgress',
  pdf: 'pdfExport',
  action_plans: 'actionPlans',
  analytics: 'analytics',
  monthly_report: 'monthlyReport',
};

export const allows = (allowance: PlanAllowance, feature: GatedFeature) =>
  allowance[FEATURE_ALLOWANCE[feature]] === true;

/** The plans in order: a higher one includes everything a lower one gives. */
export const PLAN_RANK: Record<PlanId, number> = { free: 0, individual: 1, couple: 2, premium: 3 };

export const isPlanId = (value: unknown): value is PlanId => PLAN_IDS.includes(value as PlanId);

/**
 * The tier that counts for a person: their own, raised to their partner's while linked to a partner
 * whose plan includes couple features (one Couple or Premium subscription covers both partners).
 */
export function effectiveTier(own: string | null | undefined, partner: string | null | undefined): PlanId {
  const mine = isPlanId(own) ? own : 'free';
  const theirs = isPlanId(partner) ? partner : 'free';
  return PLAN_ALLOWANCES[theirs].coupleFeatures && PLAN_RANK[mine] < PLAN_RANK[theirs] ? theirs : mine;
}

/** What a person may do under the server's mode. */
export function allowanceFor(mode: PlansMode, tier: PlanId): PlanAllowance {
  return mode === 'open' ? PLAN_ALLOWANCES.premium : PLAN_ALLOWANCES[tier];
}
