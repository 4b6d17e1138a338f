import type { PlanId } from './pricing.ts';

/**
 * What each plan says it includes, line by line, and whether the product does it today: the one place
 * every description of the plans reads (the plan cards and the comparison on the pricing page, the
 * choice of a plan before Stripe's page). A line whose feature is not built yet is shown "Coming soon"
 * everywhere, and choosing Premium says so before payment (issue 26, item 11). The issue that builds a
 * feature turns its line on here, one line, and every page follows.
 */
const AVAILABLE = {
  onePerMonth: true,
  unlimitedAssessments: true,
  basicScore: true,
  limitedInsights: true,
  fullAnalysis: true,
  fullInsights: true,
  recommendations: true,
  progress: true,
  pdf: true,
  sharedAssessments: true,
  partnerInvitations: true,
  coupleAnalysis: true,
  jointInsights: true,
  timeline: true,
  coupleProgress: true,
  emailSupport: true,
  // Nothing yet tells the people who answer the contact inbox who pays, let alone puts them first.
  prioritySupport: false,
  prioritySupportBoth: false,
  // Premium's own lines, on as each is built.
  allHoursSupport: false,
  // What changed beyond the noise, and the statements that moved (issue 30 item 5, decision 070).
  advancedAnalytics: true,
  coachingSessions: false,
  // The weekly plan (issue 30 item 2, decision 068).
  actionPlans: true,
  // The monthly report by mail with its PDF (issue 30 item 4, decision 067).
  monthlyReports: true,
  earlyAccess: false,
  customAssessments: false,
  apiAccess: false,
} satisfies Record<string, boolean>;

export type PlanFeature = keyof typeof AVAILABLE;
/** Typed as booleans, not as today's values, so turning a line on changes no type. */
export const FEATURE_AVAILABLE: Record<PlanFeature, boolean> = AVAILABLE;

export const isAvailable = (feature: PlanFeature): boolean => FEATURE_AVAILABLE[feature];

export interface PlanLines {
  /** The plan whose every line this one includes ("Everything in Couple"), shown as its first line. */
  includes?: PlanId;
  /** The plan's own lines, in the order its card lists them. */
  lines: readonly PlanFeature[];
}

export const PLAN_LINES: Record<PlanId, PlanLines> = {
  free: { lines: ['onePerMonth', 'basicScore', 'limitedInsights', 'emailSupport'] },
  individual: {
    lines: [
      'unlimitedAssessments',
      'fullAnalysis',
      'fullInsights',
      'recommendations',
      'progress',
      'pdf',
      'prioritySupport',
    ],
  },
  couple: {
    includes: 'individual',
    lines: [
      'sharedAssessments',
      'partnerInvitations',
      'coupleAnalysis',
      'jointInsights',
      'timeline',
      'coupleProgress',
      'prioritySupportBoth',
    ],
  },
  premium: {
    includes: 'couple',
    lines: [
      'allHoursSupport',
      'advancedAnalytics',
      'coachingSessions',
      'actionPlans',
      'monthlyReports',
      'earlyAccess',
      'customAssessments',
      'apiAccess',
    ],
  },
};

/** A plan's own lines that are not built yet: each reads "Coming soon". */
export const comingSoon = (plan: PlanId): PlanFeature[] => PLAN_LINES[plan].lines.filter((line) => !isAvailable(line));

/** A plan's own lines that work today, beyond the plan it includes. */
export const availableToday = (plan: PlanId): PlanFeature[] => PLAN_LINES[plan].lines.filter(isAvailable);

/**
 * The plan this one gives no more than today, when none of its own lines exists yet (Premium: Couple);
 * null while any of them works, or when it includes no other plan.
 */
export const sameTodayAs = (plan: PlanId): PlanId | null => {
  const { includes } = PLAN_LINES[plan];
  return includes !== undefined && availableToday(plan).length === 0 ? includes : null;
};

/** The words a comparison cell shows instead of a tick (`pricing.values.*`). */
export type ComparisonValue =
  | 'onePerMonth'
  | 'unlimited'
  | 'basic'
  | 'full'
  | 'limited'
  | 'email'
  | 'priority'
  | 'priorityBoth'
  | 'allHours';

/** A plan's cell of a comparison row: not included, or the line it stands for (with words, or a tick). */
export type ComparisonCell = false | { feature: PlanFeature; value?: ComparisonValue };

export interface ComparisonRow {
  /** Its heading, `pricing.rows.*`. */
  row: string;
  /** Free, Individual, Couple, Premium. */
  cells: readonly [ComparisonCell, ComparisonCell, ComparisonCell, ComparisonCell];
}

const on = (feature: PlanFeature, value?: ComparisonValue): ComparisonCell =>
  value ? { feature, value } : { feature };
const premiumOnly = (row: string, feature: PlanFeature): ComparisonRow => ({
  row,
  cells: [false, false, false, on(feature)],
});

/**
 * The comparison table (spec section 6). Each cell names the line it stands for, so a cell whose line is
 * not built yet reads "Coming soon" like the line on the card. Premium's lines have a row each: one
 * turned on never leaves its row claiming the others.
 */
export const COMPARISON: readonly ComparisonRow[] = [
  {
    row: 'assessments',
    cells: [
      on('onePerMonth', 'onePerMonth'),
      on('unlimitedAssessments', 'unlimited'),
      on('unlimitedAssessments', 'unlimited'),
      on('unlimitedAssessments', 'unlimited'),
    ],
  },
  {
    row: 'score',
    cells: [
      on('basicScore', 'basic'),
      on('fullAnalysis', 'full'),
      on('fullAnalysis', 'full'),
      on('fullAnalysis', 'full'),
    ],
  },
  {
    row: 'insights',
    cells: [
      on('limitedInsights', 'limited'),
      on('fullInsights', 'full'),
      on('fullInsights', 'full'),
      on('fullInsights', 'full'),
    ],
  },
  { row: 'recommendations', cells: [false, on('recommendations'), on('recommendations'), on('recommendations')] },
  { row: 'progress', cells: [false, on('progress'), on('progress'), on('progress')] },
  { row: 'pdf', cells: [false, on('pdf'), on('pdf'), on('pdf')] },
  { row: 'couple', cells: [false, false, on('sharedAssessments'), on('sharedAssessments')] },
  { row: 'jointInsights', cells: [false, false, on('jointInsights'), on('jointInsights')] },
  { row: 'timeline', cells: [false, false, on('timeline'), on('timeline')] },
  {
    row: 'support',
    cells: [
      on('emailSupport', 'email'),
      on('prioritySupport', 'priority'),
      on('prioritySupportBoth', 'priorityBoth'),
      on('allHoursSupport', 'allHours'),
    ],
  },
  premiumOnly('coaching', 'coachingSessions'),
  premiumOnly('analytics', 'advancedAnalytics'),
  premiumOnly('actionPlans', 'actionPlans'),
  premiumOnly('monthlyReports', 'monthlyReports'),
  premiumOnly('custom', 'customAssessments'),
  premiumOnly('api', 'apiAccess'),
  premiumOnly('earlyAccess', 'earlyAccess'),
];
