import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { graceEnd, OVERDUE_STATUSES } from '../../domain/billing.ts';
import { formatDisplayDate as formatDate } from '../../domain/dates.ts';
import type { Language } from '../../domain/language.ts';
import type { BillingPeriod } from '../../domain/pricing.ts';
import type { Db } from '../db/client.ts';
import { billingCustomers, partners, profiles, stripeEvents, subscriptions } from '../db/schema.ts';
import type { StripeConfig } from '../env.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n.ts';
import type { Logger } from '../logger.ts';
import type { AccountMail } from '../mail/account-mail.ts';
import { mailLinks } from '../mail/account-mail.ts';
import { type Billing, money, syncTier } from './service.ts';
import { planOfPrice } from './stripe-client.ts';

/** Each period's name, its key written whole: the pricing words the server reads stay in the main catalogue (decision 038). */
const PERIOD_NAMES: Record<BillingPeriod, string> = { monthly: 'mail.periods.monthly', yearly: 'mail.periods.yearly' };

/**
 * How far a signature's time may be from ours: Stripe's own default. An older delivery is a replay and is
 * refused (the SDK checks that side); one from further in the future is refused too, or a delivery signed
 * ahead of time could be kept and replayed for as long as it was dated ahead.
 */
const SIGNATURE_TOLERANCE_SECONDS = 300;

const ENDED_STATUSES = ['canceled', 'incomplete_expired'];

const refused = () => new AppError(400, 'invalid_signature', 'errors.billing.invalidSignature');

export interface WebhookDeps {
  db: Db;
  billing: Billing;
  stripe: Stripe;
  config: StripeConfig;
  mail: AccountMail;
  logger: Logger;
  appUrl: string;
}

/**
 * POST /api/billing/webhook (decision 040). The signature is checked on the raw bytes before anything
 * is read; then the subscription is fetched from Stripe (events can arrive in any order, so the
 * event's copy may be stale) and applied in one transaction that first records the event id: a
 * delivery Stripe repeats finds its id there and changes nothing.
 */
export function stripeWebhook({ db, billing, stripe, config, mail, logger, appUrl }: WebhookDeps) {
  const links = mailLinks(appUrl);

  return async function handle(rawBody: string, signature: string | undefined) {
    if (!signature) throw refused();
    if (signedAt(signature) > Date.now() / 1000 + SIGNATURE_TOLERANCE_SECONDS) throw refused();
    let event: Stripe.Event;
    try {
      event = await stripe.webhooks.constructEventAsync(
        rawBody,
        signature,
        config.webhookSecret,
        SIGNATURE_TOLERANCE_SECONDS,
      );
    } catch {
      throw refused();
    }

    const subscriptionId = subscriptionOf(event);
    if (!subscriptionId) {
      await db.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
      return { received: true };
    }
    const subscription = await stripe.subscriptions.retrieve(subscriptionId).catch((error: unknown) => {
      // Signed, but of a subscription Stripe does not know (another account's test data, say): nothing to do.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
      throw error;
    });
    if (!subscription) {
      await db.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
      return { received: true };
    }
    const payment = event.type === 'invoice.paid' ? await paymentOf(stripe, event.data.object as Stripe.Invoice) : null;
    const price = subscription.items.data[0]?.price.id;
    const plan = planOfPrice(config, price);
    if (!plan) {
      logger.warn(
        { event: 'billing_unknown_price', subscription: subscription.id },
        'a subscription to a price this server does not sell',
      );
      await db.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
      return { received: true };
    }
    const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
    const happenedAt = new Date(event.created * 1000);
    const userId = await payerOf(db, subscription, customerId);
    if (!userId) {
      logger.warn({ event: 'billing_unknown_payer', subscription: subscription.id }, 'a subscription of nobody here');
      await db.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
      return { received: true };
    }
    const [link] = await db.select({ id: partners.partner_id }).from(partners).where(eq(partners.user_id, userId));
    const partnerBefore = await billing.coveredByPartner([link?.id]);

    const applied = await db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(stripeEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      if (!fresh) return null;
      const [before] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
      const overdue = (OVERDUE_STATUSES as readonly string[]).includes(subscription.status);
      const ended = ENDED_STATUSES.includes(subscription.status);
      const values = {
        user_id: userId,
        customer_id: customerId,
        plan: plan.plan,
        period: plan.period,
        status: subscription.status,
        current_period_end: periodEndOf(subscription),
        cancel_at_period_end: subscription.cancel_at_period_end,
        // The grace period runs from the first failure, which is when the event happened, not when it arrived.
        past_due_since: overdue ? (before?.past_due_since ?? happenedAt) : null,
        ended_at: ended ? (before?.ended_at ?? happenedAt) : (before?.ended_at ?? null),
        ...(payment && {
          first_paid_at: before?.first_paid_at ?? happenedAt,
          latest_payment_intent: payment.paymentIntent,
          latest_amount_cents: payment.amount,
        }),
      };
      await tx
        .insert(subscriptions)
        .values({ id: subscription.id, ...values })
        .onConflictDoUpdate({
          target: subscriptions.id,
          set: values,
        });
      await syncTier(tx, userId);
      return { pastDueSince: values.past_due_since };
    });
    if (!applied) return { received: true };

    // Mail after the commit: a notice never goes out for a change that was rolled back.
    const planName = (language: Language) => translate(`pricing.plans.${plan.plan}.name`, language);
    if (event.type === 'invoice.paid' && payment) {
      await mail.send(userId, 'billing_receipt', {
        url: links.billing,
        plan: planName,
        period: (language) => translate(PERIOD_NAMES[plan.period], language),
        amount: (language) => money(payment.amount, payment.currency, language),
        renews: (language) => {
          const end = periodEndOf(subscription);
          return end ? formatDate(end, language) : '';
        },
      });
    }
    if (event.type === 'invoice.payment_failed' && applied.pastDueSince) {
      const end = graceEnd(applied.pastDueSince);
      await mail.send(userId, 'billing_payment_failed', {
        url: links.billing,
        plan: planName,
        graceEnd: (language) => formatDate(end, language),
      });
    }
    const partnerAfter = await billing.coveredByPartner([link?.id]);
    if (partnerAfter.length > partnerBefore.length) await billing.tellCoverage('partner_plan_covers', partnerAfter);
    if (partnerBefore.length > partnerAfter.length) await billing.tellCoverage('partner_plan_ended', partnerBefore);
    return { received: true };
  };
}

/** The signature's time, read as Stripe's SDK reads it (the last `t=`); a header without one is checked by the SDK. */
function signedAt(header: string) {
  let timestamp = Number.NEGATIVE_INFINITY;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  return Number.isNaN(timestamp) ? Number.NEGATIVE_INFINITY : timestamp;
}

const periodEndOf = (subscription: Stripe.Subscription) => {
  const end = subscription.items.data[0]?.current_period_end;
  return end ? new Date(end * 1000) : null;
};

/** The subscription an event is about; null for events the app does not act on. */
function subscriptionOf(event: Stripe.Event): string | null {
  const id = (value: string | { id: string } | null | undefined) =>
    typeof value === 'string' ? value : (value?.id ?? null);
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      return event.data.object.id;
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return id(event.data.object.parent?.subscription_details?.subscription);
    case 'checkout.session.completed':
      return id(event.data.object.subscription);
    default:
      return null;
  }
}

/** The PaymentIntent a refund would return, and the amount, of a paid invoice. */
async function paymentOf(stripe: Stripe, invoice: Stripe.Invoice) {
  if (!invoice.id) return null;
  const payments = await stripe.invoicePayments.list({ invoice: invoice.id, limit: 1 });
  const intent = payments.data[0]?.payment.payment_intent;
  const paymentIntent = typeof intent === 'string' ? intent : (intent?.id ?? null);
  return paymentIntent ? { paymentIntent, amount: invoice.amount_paid, currency: invoice.currency } : null;
}

/** The account that pays: named in the subscription's metadata at checkout, else by its Stripe customer. */
async function payerOf(db: Db, subscription: Stripe.Subscription, customerId: string) {
  const fromCustomer = await db
    .select({ user_id: billingCustomers.user_id })
    .from(billingCustomers)
    .where(eq(billingCustomers.customer_id, customerId));
  // The customer row is written by this server before checkout, so it is the authority; metadata is
  // only a fallback for a customer made elsewhere, and must name an existing profile.
  if (fromCustomer[0]) return fromCustomer[0].user_id;
  const named = subscription.metadata?.user_id;
  if (!named || !/^[0-9a-f-]{36}$/i.test(named)) return null;
  const [profile] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, named));
  return profile?.id ?? null;
}
