import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import {
  type BillingState,
  type CheckoutRequest,
  graceEnd,
  OVERDUE_STATUSES,
  PAYING_STATUSES,
  refundDeadline,
  type SubscriptionView,
} from '../../domain/billing.ts';
import { intlLocale, type Language } from '../../domain/language.ts';
import { PLAN_ALLOWANCES, PLAN_RANK } from '../../domain/plans.ts';
import { type BillingPeriod, formatUsd, type PaidPlanId, type PlanId } from '../../domain/pricing.ts';
import type { Db } from '../db/client.ts';
import { billingCustomers, checkoutSessions, profiles, subscriptions, user } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { AppError, notFound } from '../errors.ts';
import { translate } from '../i18n.ts';
import type { Logger } from '../logger.ts';
import type { AccountMail } from '../mail/account-mail.ts';
import { currentPartner } from '../pairs/couple.ts';
import { planOf } from '../plans/service.ts';
import { createStripe } from './stripe-client.ts';

type Reader = Pick<Db, 'select'>;
type SubscriptionRow = typeof subscriptions.$inferSelect;
type CheckoutRow = typeof checkoutSessions.$inferSelect;

const coversTwo = (plan: string) => PLAN_ALLOWANCES[plan as PlanId].coupleFeatures;

/** A subscription that gives its plan now or within its grace period. */
const givesPlan = (row: Pick<SubscriptionRow, 'status' | 'ended_at'>) =>
  row.ended_at === null && ([...PAYING_STATUSES, ...OVERDUE_STATUSES] as readonly string[]).includes(row.status);

const billingOff = () => new AppError(404, 'billing_off', 'errors.billing.off');
/** The account's checkout page was paid and Stripe has not told us yet: another page would be a second payment. */
const paymentPending = () => new AppError(409, 'payment_pending', 'errors.billing.paymentPending');

export interface BillingDeps {
  db: Db;
  env: Pick<Env, 'plansMode' | 'appUrl' | 'stripe'>;
  mail: AccountMail;
  logger: Logger;
}

export type Billing = ReturnType<typeof billingService>;

/** Payments through Stripe (decision 040): what the billing page, the webhook and the console call. */
export function billingService({ db, env, mail, logger }: BillingDeps) {
  const config = env.plansMode === 'billing' ? env.stripe : null;
  const stripe = config ? createStripe(config) : null;
  const requireStripe = () => {
    if (!stripe || !config) throw billingOff();
    return { stripe, config };
  };

  async function customerOf(userId: string) {
    const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.user_id, userId));
    return row?.customer_id ?? null;
  }

  async function ensureCustomer(userId: string, language: Language) {
    const { stripe } = requireStripe();
    const known = await customerOf(userId);
    if (known) return known;
    const [person] = await db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, userId));
    if (!person) throw notFound();
    const created = await stripe.customers.create(
      { email: person.email, name: person.name, preferred_locales: [language], metadata: { user_id: userId } },
      // Two clicks at once create one customer.
      { idempotencyKey: `customer-${userId}` },
    );
    await db.insert(billingCustomers).values({ user_id: userId, customer_id: created.id }).onConflictDoNothing();
    return (await customerOf(userId)) ?? created.id;
  }

  /**
   * The attempt's session, made with an idempotency key of the account and attempt: a second request for
   * the same attempt (two tabs, or one that did not hear Stripe's answer) gets the same session back.
   */
  async function createSession(row: CheckoutRow, customer: string) {
    const { stripe, config } = requireStripe();
    const page = `${env.appUrl}/settings/billing`;
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer,
        client_reference_id: row.user_id,
        line_items: [{ price: config.prices[row.plan as PaidPlanId][row.period as BillingPeriod], quantity: 1 }],
        subscription_data: { metadata: { user_id: row.user_id } },
        success_url: `${page}?checkout=done`,
        cancel_url: `${page}?checkout=cancelled`,
        locale: row.locale as 'en' | 'auto',
      },
      { idempotencyKey: `checkout-${row.user_id}-${row.attempt}` },
    );
    await db
      .update(checkoutSessions)
      .set({ session_id: session.id, updated_at: new Date() })
      .where(and(eq(checkoutSessions.user_id, row.user_id), eq(checkoutSessions.attempt, row.attempt)));
    return session;
  }

  /**
   * The account's last session as Stripe has it now; null when Stripe has none for that attempt (its
   * creation was refused, or the session is gone), so a new attempt may start.
   */
  async function sessionOf(row: CheckoutRow, customer: string) {
    const { stripe } = requireStripe();
    try {
      // Not yet known: another request is making it, or failed to hear the answer. Repeating that request
      // returns its session (Stripe keeps the first answer per key for a day; it is then asked as it is now).
      const id = row.session_id ?? (await createSession(row, customer)).id;
      return await stripe.checkout.sessions.retrieve(id);
    } catch (error) {
      // Stripe answered with a refusal (kept for that key), not a failure to reach it: there is no session.
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError ||
        error instanceof Stripe.errors.StripeIdempotencyError
      )
        return null;
      throw error;
    }
  }

  /** Expires an open session at Stripe; the status it ends in ('complete' when it was paid just before). */
  async function expire(sessionId: string) {
    const { stripe } = requireStripe();
    try {
      return (await stripe.checkout.sessions.expire(sessionId)).status;
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      // No longer open: paid, or expired, a moment ago.
      return (await stripe.checkout.sessions.retrieve(sessionId)).status;
    }
  }

  /** Whether Stripe has told us of this subscription (so a paid session is behind us, not on its way). */
  async function knownHere(subscription: string | Stripe.Subscription | null) {
    const id = typeof subscription === 'string' ? subscription : subscription?.id;
    if (!id) return false;
    const [row] = await db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.id, id));
    return Boolean(row);
  }

  return {
    enabled: stripe !== null,
    customerOf,

    async state(userId: string): Promise<BillingState> {
      const plan = await planOf(db, env.plansMode, userId);
      const own = await latestSubscription(db, userId);
      const partner = await currentPartner(db, userId);
      const partnerSubscription = partner ? await latestSubscription(db, partner.id) : null;
      const partnerPays = partnerSubscription && givesPlan(partnerSubscription) && coversTwo(partnerSubscription.plan);
      const covered =
        partner && plan.effective_tier !== plan.tier ? { plan: plan.effective_tier, name: partner.name } : null;
      return {
        mode: env.plansMode,
        enabled: stripe !== null,
        tier: plan.tier,
        effective_tier: plan.effective_tier,
        subscription: own ? subscriptionView(own) : null,
        covered_by_partner: covered && covered.plan !== 'free' ? { plan: covered.plan, name: covered.name } : null,
        double_paying: Boolean(partnerPays && own && givesPlan(own) && coversTwo(own.plan)),
      };
    },

    /**
     * A Stripe Checkout page for the plan; refused when the person already has it, or their partner's covers it.
     * An account has at most one page it could pay on (issue 26): the same plan and period reuse the open
     * session; another choice expires it at Stripe first. A session already paid, whose subscription Stripe
     * has not yet told us of, gets no successor (409 `payment_pending`).
     */
    async checkout(userId: string, request: CheckoutRequest, language: Language) {
      requireStripe();
      const own = await latestSubscription(db, userId);
      if (own && givesPlan(own)) throw new AppError(409, 'already_subscribed', 'errors.billing.alreadySubscribed');
      const plan = await planOf(db, env.plansMode, userId);
      if (PLAN_RANK[plan.effective_tier] >= PLAN_RANK[request.plan]) {
        throw new AppError(409, 'already_covered', 'errors.billing.alreadyCovered');
      }
      const customer = await ensureCustomer(userId, language);
      // Stripe's payment page has no Arabic; 'auto' follows the browser to the nearest language it has.
      const locale = language === 'ar' ? 'auto' : 'en';
      // Each round either answers or finds that another request moved the account's attempt on meanwhile,
      // and looks again at what that one made; a few rounds are more than two tabs can cause.
      for (let round = 0; round < 4; round++) {
        const [current] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.user_id, userId));
        if (current) {
          const session = await sessionOf(current, customer);
          if (session?.status === 'open') {
            if (current.plan === request.plan && current.period === request.period && session.url) {
              return { url: session.url };
            }
            if ((await expire(session.id)) === 'complete') throw paymentPending();
          } else if (session?.status === 'complete' && !(await knownHere(session.subscription))) {
            throw paymentPending();
          }
        }
        const next = await db.transaction(async (tx) => {
          // Serialises the account's checkouts: of two requests that saw the same attempt, one claims the next.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`checkout:${userId}`}))`);
          const [now] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.user_id, userId));
          if ((now?.attempt ?? 0) !== (current?.attempt ?? 0)) return null;
          const values = {
            attempt: (current?.attempt ?? 0) + 1,
            plan: request.plan,
            period: request.period,
            locale,
            session_id: null,
          };
          const [claimed] = await tx
            .insert(checkoutSessions)
            .values({ user_id: userId, ...values })
            .onConflictDoUpdate({ target: checkoutSessions.user_id, set: { ...values, updated_at: new Date() } })
            .returning();
          return claimed ?? null;
        });
        if (!next) continue;
        const session = await createSession(next, customer);
        if (!session.url) throw new Error('checkout session without a url');
        return { url: session.url };
      }
      throw new AppError(409, 'checkout_busy', 'errors.billing.checkoutBusy');
    },

    /** Stripe's Customer Portal: change plan or card, see invoices, cancel. */
    async portal(userId: string) {
      const { stripe } = requireStripe();
      const customer = await customerOf(userId);
      if (!customer) throw new AppError(409, 'no_subscription', 'errors.billing.noSubscription');
      const session = await stripe.billingPortal.sessions.create({
        customer,
        return_url: `${env.appUrl}/settings/billing`,
      });
      return { url: session.url };
    },

    /**
     * The money-back guarantee: within 30 days of the first payment, the payment is returned and the
     * plan ends for the payer and their partner. Outside it, only when both partners pay for a plan that
     * covers two (they were charged twice for one thing), or when an operator decides (`byOperator`).
     */
    async refund(userId: string, options: { byOperator?: boolean } = {}) {
      const { stripe } = requireStripe();
      const own = await latestSubscription(db, userId);
      if (!own || !givesPlan(own) || !own.latest_payment_intent) {
        throw new AppError(409, 'nothing_to_refund', 'errors.billing.nothingToRefund');
      }
      const state = await this.state(userId);
      const inWindow = own.first_paid_at !== null && refundDeadline(own.first_paid_at) > new Date();
      if (!inWindow && !state.double_paying && !options.byOperator) {
        throw new AppError(409, 'refund_window_closed', 'errors.billing.refundWindowClosed');
      }
      // Keyed by the payment: a second click, or a retry after a timeout, refunds once.
      const refund = await stripe.refunds.create(
        { payment_intent: own.latest_payment_intent, reason: 'requested_by_customer', metadata: { user_id: userId } },
        { idempotencyKey: `refund-${own.latest_payment_intent}` },
      );
      await stripe.subscriptions.cancel(own.id, {}, { idempotencyKey: `cancel-${own.id}` });
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx
          .update(subscriptions)
          .set({ refunded_at: now, status: 'canceled', ended_at: now })
          .where(eq(subscriptions.id, own.id));
        await syncTier(tx, userId);
      });
      logger.info({ event: 'billing_refund', subscription: own.id, by_operator: options.byOperator === true });
      await mail.send(userId, 'billing_refunded', {
        amount: (language) => money(refund.amount, refund.currency, language),
      });
      return { amount_cents: refund.amount, currency: refund.currency };
    },

    /**
     * Deleting an account stops its payments first: nobody is charged again for an account that no longer
     * exists. If Stripe cannot be reached the deletion waits (it throws), rather than leave a charge running.
     */
    async cancelForDeletion(userId: string) {
      if (!stripe) return;
      const running = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.user_id, userId), isNull(subscriptions.ended_at)));
      for (const { id } of running) {
        await stripe.subscriptions.cancel(id, {}, { idempotencyKey: `cancel-${id}` }).catch((error: unknown) => {
          // Already cancelled at Stripe (or never there): nothing more to stop.
          if ((error as { code?: string }).code !== 'resource_missing') throw error;
        });
      }
    },

    /** Those of these people whose plan comes from their linked partner (nobody outside billing mode). */
    async coveredByPartner(userIds: (string | null | undefined)[]) {
      if (env.plansMode !== 'billing') return [];
      const covered: Coverage[] = [];
      for (const userId of userIds) {
        if (!userId) continue;
        const plan = await planOf(db, env.plansMode, userId);
        const partner = await currentPartner(db, userId);
        if (partner && plan.effective_tier !== plan.tier)
          covered.push({ userId, plan: plan.effective_tier, partner: partner.name });
      }
      return covered;
    },

    /** A partner gains or loses the payer's plan: they hear it from us, not from a locked page. */
    async tellCoverage(kind: 'partner_plan_covers' | 'partner_plan_ended', people: Coverage[]) {
      for (const person of people) {
        await mail.send(person.userId, kind, {
          partner: person.partner,
          plan: (language) => translate(`pricing.plans.${person.plan}.name`, language),
          url: kind === 'partner_plan_covers' ? `${env.appUrl}/settings/billing` : `${env.appUrl}/pricing`,
        });
      }
    },

    stripe,
    config,
  };
}

export interface Coverage {
  userId: string;
  plan: PlanId;
  /** The partner's name, as the mail names them. */
  partner: string;
}

export async function latestSubscription(db: Reader, userId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.user_id, userId))
    .orderBy(sql`${subscriptions.ended_at} is null desc`, desc(subscriptions.created_at))
    .limit(1);
  return row ?? null;
}

function subscriptionView(row: SubscriptionRow): SubscriptionView {
  const deadline = row.first_paid_at ? refundDeadline(row.first_paid_at) : null;
  const overdue = (OVERDUE_STATUSES as readonly string[]).includes(row.status);
  return {
    plan: row.plan as PaidPlanId,
    period: row.period as BillingPeriod,
    status: row.ended_at && row.status !== 'canceled' ? 'canceled' : row.status,
    current_period_end: row.current_period_end?.toISOString() ?? null,
    cancel_at_period_end: row.cancel_at_period_end,
    grace_until: overdue && row.past_due_since ? graceEnd(row.past_due_since).toISOString() : null,
    refundable_until:
      deadline && deadline > new Date() && !row.refunded_at && givesPlan(row) ? deadline.toISOString() : null,
    refunded_at: row.refunded_at?.toISOString() ?? null,
  };
}

/** A money amount as the reader writes it (dollars as the pricing page writes them). */
export const money = (cents: number, currency: string, language: Language) =>
  currency.toLowerCase() === 'usd'
    ? formatUsd(cents, intlLocale(language))
    : new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: currency.toUpperCase() }).format(
        cents / 100,
      );

/**
 * The payer's tier follows their best subscription that still gives a plan: outright while paid, until
 * the period's end when cancelled at its end, until the grace period's end while a renewal is overdue.
 * A person who never subscribed keeps the tier set by hand.
 */
export async function syncTier(tx: Db, userId: string) {
  const rows = await tx.select().from(subscriptions).where(eq(subscriptions.user_id, userId));
  if (rows.length === 0) return;
  const giving = rows
    .filter(givesPlan)
    .sort((a, b) => PLAN_RANK[b.plan as PlanId] - PLAN_RANK[a.plan as PlanId])
    .at(0);
  let tier: PlanId = 'free';
  let until: Date | null = null;
  if (giving) {
    tier = giving.plan as PlanId;
    if ((OVERDUE_STATUSES as readonly string[]).includes(giving.status)) {
      until = graceEnd(giving.past_due_since ?? new Date());
    } else if (giving.cancel_at_period_end) {
      until = giving.current_period_end;
    }
  }
  await tx
    .update(profiles)
    .set({ subscription_tier: tier, subscription_tier_until: until })
    .where(eq(profiles.id, userId));
}
