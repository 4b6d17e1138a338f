import { eq, isNull } from 'drizzle-orm';
import Stripe from 'stripe';
import { graceEnd, OVERDUE_STATUSES, PAYING_STATUSES } from '../../domain/billing.ts';
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
import { type SecurityEvents, securityEvent } from '../security-events.ts';
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
/** Statuses in which Stripe charges, or still tries to. */
const RUNNING_STATUSES: readonly string[] = [...PAYING_STATUSES, ...OVERDUE_STATUSES];

/** 400, and a security event (ASVS 16.3.3) saying why: no content of the delivery is logged. */
const refused = (reason: SecurityEvents['webhook_refused']['reason']) => {
  securityEvent('webhook_refused', { reason });
  return new AppError(400, 'invalid_signature', 'errors.billing.invalidSignature');
};

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
    if (!signature) throw refused('missing_signature');
    if (signedAt(signature) > Date.now() / 1000 + SIGNATURE_TOLERANCE_SECONDS) throw refused('future_signature');
    let event: Stripe.Event;
    try {
      event = await stripe.webhooks.constructEventAsync(
        rawBody,
        signature,
        config.webhookSecret,
        SIGNATURE_TOLERANCE_SECONDS,
      );
    } catch {
      throw refused('invalid_signature');
    }

    const subscriptionId = subscriptionOf(event);
    if (!subscriptionId) {
      await db.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
      return { received: true };
    }
    const fetched = await stripe.subscriptions.retrieve(subscriptionId).catch((error: unknown) => {
      // Signed, but of a subscription Stripe does not know (another account's test data, say): nothing to do.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
      throw error;
    });
    if (!fetched) {
      await db.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
      return { received: true };
    }
    let subscription: Stripe.Subscription = fetched;
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

    // Two pages paid before either event arrived leave two subscriptions charging for one thing: the first
    // stays, the others are stopped and refunded at Stripe before anything is written.
    const duplicates = RUNNING_STATUSES.includes(subscription.status)
      ? await endDuplicates(stripe, config, userId, [customerId, await billing.customerOf(userId)])
      : [];
    const self = duplicates.find((duplicate) => duplicate.subscription.id === fetched.id);
    if (self) subscription = self.subscription;

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
      // Marked once: of two deliveries that stopped the same duplicate, one finds it unmarked and mails.
      const marked: Duplicate[] = [];
      for (const duplicate of duplicates) {
        const stopped = {
          user_id: userId,
          customer_id: customerOf(duplicate.subscription),
          plan: duplicate.plan.plan,
          period: duplicate.plan.period,
          status: duplicate.subscription.status,
          current_period_end: periodEndOf(duplicate.subscription),
          cancel_at_period_end: duplicate.subscription.cancel_at_period_end,
          ended_at: happenedAt,
          duplicate_of: duplicate.keptId,
          ...(duplicate.refund && { refunded_at: happenedAt }),
        };
        const [row] = await tx
          .insert(subscriptions)
          .values({ id: duplicate.subscription.id, ...stopped })
          .onConflictDoUpdate({ target: subscriptions.id, set: stopped, setWhere: isNull(subscriptions.duplicate_of) })
          .returning({ id: subscriptions.id });
        if (row) marked.push(duplicate);
      }
      await syncTier(tx, userId);
      return {
        pastDueSince: values.past_due_since,
        // A payment already given back, or about to be, gets no receipt.
        refunded: Boolean(self || before?.refunded_at || before?.duplicate_of),
        marked,
      };
    });
    if (!applied) return { received: true };

    // Mail after the commit: a notice never goes out for a change that was rolled back.
    const planName = (language: Language) => translate(`pricing.plans.${plan.plan}.name`, language);
    for (const duplicate of applied.marked) {
      const kept = duplicate.keptPlan;
      await mail.send(userId, 'billing_duplicate_refunded', {
        url: links.billing,
        kept: (language) => translate(`pricing.plans.${kept}.name`, language),
        cancelled: (language) => translate(`pricing.plans.${duplicate.plan.plan}.name`, language),
        amount: (language) => money(duplicate.refund?.amount ?? 0, duplicate.refund?.currency ?? 'usd', language),
      });
    }
    if (event.type === 'invoice.paid' && payment && !applied.refunded) {
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

const customerOf = (subscription: Stripe.Subscription) =>
  typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;

interface Duplicate {
  /** As Stripe returned it once cancelled. */
  subscription: Stripe.Subscription;
  plan: NonNullable<ReturnType<typeof planOfPrice>>;
  keptId: string;
  keptPlan: string;
  refund: { amount: number; currency: string } | null;
}

/**
 * One account, one running subscription (issue 26). Stripe is asked which of the account's subscriptions
 * to plans this server sells still charge; the first made stays, every later one is cancelled at once and
 * what its latest invoice took is refunded. Both are keyed at Stripe (cancel per subscription, refund per
 * payment), so deliveries handled at the same moment stop and refund each duplicate once.
 */
async function endDuplicates(
  stripe: Stripe,
  config: StripeConfig,
  userId: string,
  customers: (string | null)[],
): Promise<Duplicate[]> {
  const running: { subscription: Stripe.Subscription; plan: Duplicate['plan'] }[] = [];
  for (const customer of new Set(customers.filter((id): id is string => id !== null))) {
    for await (const subscription of stripe.subscriptions.list({ customer, limit: 100 })) {
      const plan = planOfPrice(config, subscription.items.data[0]?.price.id);
      if (plan && RUNNING_STATUSES.includes(subscription.status)) running.push({ subscription, plan });
    }
  }
  if (running.length < 2) return [];
  // Oldest first, by Stripe's time, then by id: every delivery picks the same one to keep.
  running.sort(
    (a, b) => a.subscription.created - b.subscription.created || a.subscription.id.localeCompare(b.subscription.id),
  );
  const [kept, ...later] = running;
  if (!kept) return [];
  const ended: Duplicate[] = [];
  for (const { subscription, plan } of later) {
    // Stopped before refunded: no further charge can start while the refund is asked for.
    const cancelled = await stripe.subscriptions.cancel(
      subscription.id,
      {},
      { idempotencyKey: `cancel-${subscription.id}` },
    );
    const invoiceId =
      typeof subscription.latest_invoice === 'string' ? subscription.latest_invoice : subscription.latest_invoice?.id;
    const invoice = invoiceId ? await stripe.invoices.retrieve(invoiceId) : null;
    const payment = invoice && invoice.amount_paid > 0 ? await paymentOf(stripe, invoice) : null;
    const refund = payment
      ? await stripe.refunds
          .create(
            {
              payment_intent: payment.paymentIntent,
              reason: 'duplicate',
              metadata: { user_id: userId, kept_subscription: kept.subscription.id },
            },
            { idempotencyKey: `duplicate-${payment.paymentIntent}` },
          )
          .then((made) => ({ amount: made.amount, currency: made.currency }))
          .catch((error: unknown) => {
            // Given back already (the person asked first): nothing more to return.
            if ((error as { code?: string }).code === 'charge_already_refunded') return null;
            throw error;
          })
      : null;
    ended.push({ subscription: cancelled, plan, keptId: kept.subscription.id, keptPlan: kept.plan.plan, refund });
  }
  return ended;
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
