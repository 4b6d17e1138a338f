import Stripe from 'stripe';
import type { BillingPeriod, PaidPlanId } from '../../domain/pricing.ts';
import type { StripeConfig } from '../env.ts';

/**
 * The official SDK, pointed at api.stripe.com or, in tests, at a local server that speaks the same
 * protocol (STRIPE_API_BASE), so the same client code runs in both.
 */
export function createStripe(config: StripeConfig): Stripe {
  const base = config.apiBase;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

/** Which plan and period a Stripe price id stands for; null for a price this server does not sell. */
export function planOfPrice(config: StripeConfig, priceId: string | undefined) {
  for (const [plan, periods] of Object.entries(config.prices) as [PaidPlanId, Record<BillingPeriod, string>][]) {
    for (const [period, id] of Object.entries(periods) as [BillingPeriod, string][]) {
      if (id === priceId) return { plan, period };
    }
  }
  return null;
}
