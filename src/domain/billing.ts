import { z } from 'zod/mini';
import type { PlansMode } from './plans.ts';
import {
  BILLING_PERIODS,
  type BillingPeriod,
  MONEY_BACK_DAYS,
  PAID_PLAN_IDS,
  type PaidPlanId,
  type PlanId,
} from './pricing.ts';

/**
 * Billing (decision 040). Stripe keeps the payments; the app keeps what it needs to decide a plan:
 * the subscription's state as the last webhook told it.
 */

/** A renewal that failed keeps the plan this long while Stripe retries the card. */
export const PAYMENT_GRACE_DAYS = 7;

const strict = {
  error: (issue: { code: string }) =>
    issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput',
};

/** POST /api/billing/checkout: the plan and period to pay for. */
export const checkoutRequestSchema = z.strictObject(
  {
    plan: z.enum(PAID_PLAN_IDS, { error: 'errors.billing.unknownPlan' }),
    period: z.enum(BILLING_PERIODS, { error: 'errors.billing.unknownPeriod' }),
  },
  strict,
);
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Stripe's subscription statuses that give the plan outright. */
export const PAYING_STATUSES = ['active', 'trialing'] as const;
/** Statuses where a renewal failed: the plan holds through the grace period. */
export const OVERDUE_STATUSES = ['past_due', 'unpaid'] as const;

export interface SubscriptionView {
  plan: PaidPlanId;
  period: BillingPeriod;
  status: string;
  /** When the current period ends (the next renewal, or the end when cancelled at period end). */
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  /** While a renewal is overdue: when the plan ends unless the card is fixed. */
  grace_until: string | null;
  /** The last day the money-back guarantee covers; null once refunded or past it. */
  refundable_until: string | null;
  refunded_at: string | null;
}

/** GET /api/billing: what the billing page shows. */
export interface BillingState {
  /** `open`: everything for everyone, nothing to pay (no billing page is shown). */
  mode: PlansMode;
  /** Whether payments are taken on this server (PLANS_MODE=billing and Stripe configured). */
  enabled: boolean;
  tier: PlanId;
  effective_tier: PlanId;
  /** The person's own subscription that still gives or gave a plan (the latest one), if any. */
  subscription: SubscriptionView | null;
  /** A linked partner's Couple or Premium plan that covers this person too. */
  covered_by_partner: { plan: PaidPlanId; name: string } | null;
  /** Both partners pay for a plan that covers two: either may stop theirs and be refunded. */
  double_paying: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The money-back guarantee's last moment: 30 days from the first payment. */
export const refundDeadline = (firstPaidAt: Date) => new Date(firstPaidAt.getTime() + MONEY_BACK_DAYS * DAY_MS);

export const graceEnd = (pastDueSince: Date) => new Date(pastDueSince.getTime() + PAYMENT_GRACE_DAYS * DAY_MS);
