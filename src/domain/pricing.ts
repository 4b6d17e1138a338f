/** Plans and prices (spec sections 6 and 9). Money is in whole cents so no float ever rounds a price. */

export const PLAN_IDS = ['free', 'individual', 'couple', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
/** The plans a person pays for. */
export const PAID_PLAN_IDS = ['individual', 'couple', 'premium'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];
export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** Monthly list prices in cents: Free $0, Individual $19, Couple $39, Premium $79. */
export const MONTHLY_PRICE_CENTS: Record<PlanId, number> = {
  free: 0,
  individual: 1900,
  couple: 3900,
  premium: 7900,
};

/** The plan marked "Most popular". */
export const MOST_POPULAR: PlanId = 'couple';

/** Yearly billing takes 20 % off. */
export const YEARLY_DISCOUNT_PERCENT = 20;
export const MONEY_BACK_DAYS = 30;
export const FREE_ASSESSMENTS_PER_MONTH = 1;

export interface PlanPrice {
  /** What the card shows per month, in cents: exactly what a year costs over twelve. */
  perMonthCents: number;
  /** What is billed at once for a year, in cents (0 when monthly). */
  yearCents: number;
  /** The yearly saving, in cents (0 when monthly). */
  saveCents: number;
}

/**
 * The yearly toggle: 20 % off, shown as the exact price per month ($19 → $15.20, $39 → $31.20, $79 →
 * $63.20) beside what is billed for the year ($182.40, $374.40, $758.40, decision 040's Stripe prices),
 * and "Save $" as 20 % of twelve months ($45.60, $93.60, $189.60). The spec's per-month price rounded down
 * to whole dollars said less than was paid (issue 29, m13).
 */
export function planPrice(plan: PlanId, period: BillingPeriod): PlanPrice {
  const monthly = MONTHLY_PRICE_CENTS[plan];
  if (period === 'monthly') return { perMonthCents: monthly, yearCents: 0, saveCents: 0 };
  const yearCents = (monthly * 12 * (100 - YEARLY_DISCOUNT_PERCENT)) / 100;
  return { perMonthCents: yearCents / 12, yearCents, saveCents: monthly * 12 - yearCents };
}

const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

const isRightToLeft = (locale: string) => /^(ar|fa|he|ur)\b/i.test(locale);

/**
 * Formats cents as US dollars in the interface language; whole amounts without ".00". Arabic's symbol
 * is "US$", whose "$" the bidi algorithm detaches in a right-to-left line ("$US 15"); isolated as one
 * left-to-right unit it reads "US$ 15", the order Intl intends.
 */
export function formatUsd(cents: number, locale: string): string {
  const whole = cents % 100 === 0;
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'symbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).formatToParts(cents / 100);
  const rtl = isRightToLeft(locale);
  return parts
    .map(({ type, value }) =>
      type === 'currency' && rtl && /[A-Za-z]/.test(value)
        ? `${LEFT_TO_RIGHT_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}`
        : value,
    )
    .join('');
}
