import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingState } from '../../domain/billing.ts';
import { auditLog, billingCustomers, profiles, stripeEvents, subscriptions } from '../db/schema.ts';
import { loadEnv, type StripeConfig } from '../env.ts';
import { FAKE_PRICES, type FakeStripe, startFakeStripe, stripeSignature } from '../testing/fake-stripe.ts';
import { queuedMails } from '../testing/queued-mail.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';
import { makeOperator } from '../testing/two-factor.ts';
import { createStripe } from './stripe-client.ts';

const SECRET_KEY = 'sk_test_wifaq_fake';
const WEBHOOK_SECRET = 'whsec_wifaq_fake_secret';

let ctx: TestContext;
let stripe: FakeStripe;
let stripeConfig: StripeConfig;

beforeAll(async () => {
  stripe = await startFakeStripe({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    // The app runs in-process; the body and headers are exactly what Stripe would post.
    deliverTo: async (body, headers) =>
      (await ctx.app.request('/api/billing/webhook', { method: 'POST', body, headers })).status,
  });
  const stripeEnv = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: '.tmp/test-data',
    BETTER_AUTH_SECRET: 'x'.repeat(32),
    PLANS_MODE: 'billing',
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    ...FAKE_PRICES,
  });
  stripeConfig = stripeEnv.stripe as StripeConfig;
  ctx = await createTestApp({ plansMode: 'billing', stripe: stripeEnv.stripe });
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

type ErrorBody = { error: { code: string; message: string } };

async function person(name: string, language: 'en' | 'ar' = 'en') {
  const client = new TestClient(ctx);
  const account = await client.signUp({ name });
  if (language === 'ar') {
    await ctx.database.db.update(profiles).set({ language_preference: 'ar' }).where(eq(profiles.id, account.id));
  }
  return Object.assign(client, { account });
}

async function couple() {
  const amal = await person('Amal');
  const omar = await person('Omar', 'ar');
  const invitation = await amal.json<{ token: string }>('/api/couple/invitations', { method: 'POST', json: {} });
  const accepted = await omar.request('/api/couple/invitations/accept', { json: { token: invitation.body.token } });
  expect(accepted.status).toBe(200);
  return { amal, omar };
}

const billing = async (client: TestClient) => (await client.json<BillingState>('/api/billing')).body;

/** Through the real checkout: the person asks for it, then pays on Stripe's page. */
async function subscribe(client: TestClient, plan = 'couple', period = 'monthly') {
  const res = await client.json<{ url: string }>('/api/billing/checkout', { json: { plan, period } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const sessionId = new URL(res.body.url).pathname.split('/').at(-1) as string;
  return stripe.completeCheckout(sessionId);
}

async function mails(userEmail: string, kind?: string) {
  return (await queuedMails(ctx.database.db, userEmail))
    .filter((m) => !kind || m.kind === kind)
    .map(({ kind, subject, text }) => ({ kind, subject, text }));
}

describe('checkout, renewal and the couple plan', () => {
  it('one Couple payment gives both partners the plan; each hears of it in their language', async () => {
    const { amal, omar } = await couple();
    expect((await billing(omar)).effective_tier).toBe('free');
    const checkout = await amal.json<{ url: string }>('/api/billing/checkout', {
      json: { plan: 'couple', period: 'yearly' },
    });
    expect(checkout.status).toBe(200);
    expect(checkout.body.url.startsWith(stripe.url)).toBe(true);
    const session = [...stripe.sessions.values()].at(-1) as Record<string, unknown>;
    expect(session.line_items).toEqual([{ price: 'price_couple_yearly', quantity: '1' }]);
    expect(session.client_reference_id).toBe(amal.account.id);

    await stripe.completeCheckout(session.id as string);
    const mine = await billing(amal);
    expect(mine.subscription).toMatchObject({ plan: 'couple', period: 'yearly', status: 'active' });
    expect(mine.effective_tier).toBe('couple');
    expect(mine.subscription?.refundable_until).not.toBeNull();
    const theirs = await billing(omar);
    expect(theirs.effective_tier).toBe('couple');
    expect(theirs.covered_by_partner).toEqual({ plan: 'couple', name: 'Amal' });
    expect(theirs.subscription).toBeNull();

    const [receipt] = await mails(amal.account.email, 'billing_receipt');
    expect(receipt?.subject).toBe('Your payment for Wifaq Couple');
    expect(receipt?.text).toContain('We received $374.40 for the Couple plan, billed yearly.');
    const [covers] = await mails(omar.account.email, 'partner_plan_covers');
    expect(covers?.subject).toBe('خطة Amal تشملك أنت أيضًا');
    // A covered partner is never charged twice: their checkout is refused before Stripe is asked.
    const again = await omar.json<ErrorBody>('/api/billing/checkout', { json: { plan: 'couple', period: 'monthly' } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_covered');
    const twice = await amal.json<ErrorBody>('/api/billing/checkout', { json: { plan: 'premium', period: 'monthly' } });
    expect(twice.body.error.code).toBe('already_subscribed');
  });

  it('a renewal moves the period on and keeps the money-back window from the first payment', async () => {
    const payer = await person('Huda');
    const id = await subscribe(payer, 'individual', 'monthly');
    const [first] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    await stripe.renew(id);
    const [renewed] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(renewed?.current_period_end?.getTime()).toBeGreaterThan(first?.current_period_end?.getTime() ?? 0);
    expect(renewed?.first_paid_at).toEqual(first?.first_paid_at);
    expect(renewed?.latest_payment_intent).not.toBe(first?.latest_payment_intent);
    expect(await mails(payer.account.email, 'billing_receipt')).toHaveLength(2);
    expect((await billing(payer)).effective_tier).toBe('individual');
  });

  it('a failed renewal keeps the plan through the grace period, then both partners are on the free plan', async () => {
    const { amal, omar } = await couple();
    const id = await subscribe(amal);
    await stripe.failRenewal(id, 1);
    const overdue = await billing(amal);
    expect(overdue.subscription?.status).toBe('past_due');
    expect(overdue.effective_tier).toBe('couple');
    const graceDays = (Date.parse(overdue.subscription?.grace_until ?? '') - Date.now()) / 86_400_000;
    expect(graceDays).toBeGreaterThan(5.9);
    expect(graceDays).toBeLessThan(6.1);
    expect(await mails(amal.account.email, 'billing_payment_failed')).toHaveLength(1);
    expect((await billing(omar)).effective_tier).toBe('couple');

    // Eight days after the first failure, with no payment since: the grace period is over.
    const { amal: late, omar: latePartner } = await couple();
    const lateId = await subscribe(late);
    await stripe.failRenewal(lateId, 8);
    expect((await billing(late)).effective_tier).toBe('free');
    expect((await billing(latePartner)).effective_tier).toBe('free');
    expect(await mails(latePartner.account.email, 'partner_plan_ended')).toHaveLength(1);
    // A gated route agrees with the page.
    expect((await late.request('/api/progress')).status).toBe(403);

    // The card is fixed: paid again, the plan is back and the grace period forgotten.
    await stripe.renew(lateId);
    const back = await billing(late);
    expect(back.effective_tier).toBe('couple');
    expect(back.subscription?.grace_until).toBeNull();
  });

  it('a cancellation runs to the end of the period; then the plan ends for both', async () => {
    const { amal, omar } = await couple();
    const id = await subscribe(amal);
    await stripe.cancelAtPeriodEnd(id);
    const cancelled = await billing(amal);
    expect(cancelled.subscription?.cancel_at_period_end).toBe(true);
    expect(cancelled.effective_tier).toBe('couple');
    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.id, amal.account.id));
    expect(profile?.subscription_tier_until?.toISOString()).toBe(cancelled.subscription?.current_period_end);
    await stripe.end(id);
    expect((await billing(amal)).effective_tier).toBe('free');
    expect((await billing(omar)).effective_tier).toBe('free');
    expect((await billing(amal)).subscription?.status).toBe('canceled');
  });

  it('unlinking takes the plan from the partner it covered, and tells them', async () => {
    const { amal, omar } = await couple();
    await subscribe(amal, 'premium');
    expect((await billing(omar)).effective_tier).toBe('premium');
    expect((await omar.request('/api/couple', { method: 'DELETE' })).status).toBe(200);
    expect((await billing(omar)).effective_tier).toBe('free');
    expect((await billing(amal)).effective_tier).toBe('premium');
    const [ended] = await mails(omar.account.email, 'partner_plan_ended');
    expect(ended?.subject).toBe('تغيّرت خطتك في وِفاق');
    expect(await mails(amal.account.email, 'partner_plan_ended')).toHaveLength(0);
  });
});

describe('the 30-day money-back guarantee', () => {
  it('refunds the payment through Stripe and ends the plan for both partners', async () => {
    const { amal, omar } = await couple();
    const id = await subscribe(amal);
    const [row] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    const refund = await amal.json<{ amount_cents: number }>('/api/billing/refund', { method: 'POST' });
    expect(refund.status).toBe(200);
    expect(refund.body.amount_cents).toBe(3900);
    expect(stripe.refunds.filter((r) => r.payment_intent === row?.latest_payment_intent)).toHaveLength(1);
    expect(stripe.subscription(id)?.status).toBe('canceled');
    expect((await billing(amal)).effective_tier).toBe('free');
    expect((await billing(amal)).subscription?.refunded_at).not.toBeNull();
    expect((await billing(omar)).effective_tier).toBe('free');
    expect(await mails(amal.account.email, 'billing_refunded')).toHaveLength(1);
    // Stripe's own notice of the cancellation arrives afterwards and changes nothing.
    await stripe.end(id);
    expect((await billing(amal)).effective_tier).toBe('free');
    const again = await amal.json<ErrorBody>('/api/billing/refund', { method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('nothing_to_refund');
  });

  it('is refused after 30 days (the plan is cancelled instead), unless both partners pay for one plan', async () => {
    const payer = await person('Sami');
    const id = await subscribe(payer, 'individual');
    await ctx.database.db
      .update(subscriptions)
      .set({ first_paid_at: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(subscriptions.id, id));
    expect((await billing(payer)).subscription?.refundable_until).toBeNull();
    const late = await payer.json<ErrorBody>('/api/billing/refund', { method: 'POST' });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('refund_window_closed');
    expect(stripe.subscription(id)?.status).toBe('active');

    // Both paid before they linked: either may stop theirs and be refunded, whenever it was.
    const amal = await person('Amal');
    const omar = await person('Omar');
    const amalId = await subscribe(amal, 'couple');
    await subscribe(omar, 'couple');
    await ctx.database.db
      .update(subscriptions)
      .set({ first_paid_at: new Date(Date.now() - 90 * 86_400_000) })
      .where(eq(subscriptions.id, amalId));
    const invitation = await amal.json<{ token: string }>('/api/couple/invitations', { method: 'POST', json: {} });
    await omar.request('/api/couple/invitations/accept', { json: { token: invitation.body.token } });
    expect((await billing(amal)).double_paying).toBe(true);
    expect((await billing(omar)).double_paying).toBe(true);
    expect((await amal.request('/api/billing/refund', { method: 'POST' })).status).toBe(200);
    const after = await billing(amal);
    expect(after.double_paying).toBe(false);
    expect(after.effective_tier).toBe('couple');
    expect(after.covered_by_partner?.name).toBe('Omar');
  });
});

describe('an operator’s refund', () => {
  it('returns the payment outside the 30 days, is audited, and is for operators alone', async () => {
    const payer = await person('Ward');
    const id = await subscribe(payer, 'premium', 'yearly');
    await ctx.database.db
      .update(subscriptions)
      .set({ first_paid_at: new Date(Date.now() - 200 * 86_400_000) })
      .where(eq(subscriptions.id, id));
    const member = await person('Member');
    expect((await member.request(`/api/admin/people/${payer.account.id}/refund`, { method: 'POST' })).status).toBe(404);
    const operator = await person('Operator');
    await makeOperator(ctx, operator, operator.account);
    expect((await operator.request('/api/admin/people/not-an-id/refund', { method: 'POST' })).status).toBe(404);
    const res = await operator.json<{ amount_cents: number }>(`/api/admin/people/${payer.account.id}/refund`, {
      method: 'POST',
    });
    expect(res.status).toBe(200);
    expect(res.body.amount_cents).toBe(75840);
    expect((await billing(payer)).effective_tier).toBe('free');
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.target_user_id, payer.account.id));
    expect(entry).toMatchObject({
      actor_id: operator.account.id,
      action: 'billing.refund',
      details: { amount_cents: 75840, currency: 'usd' },
    });
    const again = await operator.json<ErrorBody>(`/api/admin/people/${payer.account.id}/refund`, { method: 'POST' });
    expect(again.body.error.code).toBe('nothing_to_refund');
  });
});

describe('deleting an account', () => {
  it('cancels its subscription at Stripe before anything is deleted', async () => {
    const payer = await person('Yara');
    const id = await subscribe(payer, 'individual');
    const res = await payer.request('/api/account/delete', { json: { password: payer.account.password } });
    expect(res.status).toBe(200);
    expect(stripe.subscription(id)?.status).toBe('canceled');
    expect(await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.id, id))).toHaveLength(0);
  });
});

describe('the webhook refuses what Stripe did not sign', () => {
  async function post(body: string, headers: Record<string, string>) {
    return ctx.app.request('/api/billing/webhook', { method: 'POST', body, headers });
  }
  const eventBody = (subscriptionId: string, eventId = `evt_forged_${Math.random()}`) =>
    JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'customer.subscription.deleted',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: subscriptionId, object: 'subscription' } },
    });
  const events = async () => (await ctx.database.db.select({ id: stripeEvents.id }).from(stripeEvents)).length;

  it.each([
    ['no signature', (_body: string) => ({ 'content-type': 'application/json' }) as Record<string, string>],
    [
      'a signature made with another secret',
      (body: string) => ({
        'content-type': 'application/json',
        'stripe-signature': stripeSignature(body, 'whsec_not_the_secret'),
      }),
    ],
    [
      'a signature ten minutes old (a replay)',
      (body: string) => ({
        'content-type': 'application/json',
        'stripe-signature': stripeSignature(body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600),
      }),
    ],
    [
      'a signature six minutes ahead (kept for a replay later)',
      (body: string) => ({
        'content-type': 'application/json',
        'stripe-signature': stripeSignature(body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) + 360),
      }),
    ],
    [
      'a signature of another body',
      (body: string) => ({
        'content-type': 'application/json',
        'stripe-signature': stripeSignature(`${body} `, WEBHOOK_SECRET),
      }),
    ],
    ['a garbled header', () => ({ 'content-type': 'application/json', 'stripe-signature': 't=,v1=' })],
  ])('400 and nothing changed for %s', async (_, headers) => {
    const payer = await person('Rana');
    const id = await subscribe(payer);
    const before = await events();
    const body = eventBody(id);
    const res = await post(body, headers(body));
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.code).toBe('invalid_signature');
    expect(await events()).toBe(before);
    expect((await billing(payer)).effective_tier).toBe('couple');
  });

  it('a form-encoded delivery is refused before it is read', async () => {
    const body = 'type=customer.subscription.deleted&id=evt_x';
    const res = await post(body, {
      'content-type': 'application/x-www-form-urlencoded',
      'stripe-signature': stripeSignature(body, WEBHOOK_SECRET),
    });
    expect(res.status).toBe(415);
  });

  it('the same event delivered twice is applied once', async () => {
    const payer = await person('Nour');
    const id = await subscribe(payer);
    const receipts = (await mails(payer.account.email, 'billing_receipt')).length;
    const paid = stripe.deliveries.filter((d) => d.event.type === 'invoice.paid').at(-1);
    const body = JSON.stringify(paid?.event);
    // Stripe re-signs each retry with a fresh timestamp; the event id is what repeats.
    const res = await post(body, {
      'content-type': 'application/json',
      'stripe-signature': stripeSignature(body, WEBHOOK_SECRET),
    });
    expect(res.status).toBe(200);
    expect(await mails(payer.account.email, 'billing_receipt')).toHaveLength(receipts);
    expect(stripe.subscription(id)?.status).toBe('active');
  });

  it('a subscription whose customer is nobody here changes nobody', async () => {
    const stranger = await person('Stranger');
    const before = (await billing(stranger)).effective_tier;
    const { status } = await stripe.send('customer.subscription.updated', {
      id: 'sub_unknown',
      object: 'subscription',
      customer: 'cus_unknown',
      metadata: { user_id: stranger.account.id },
    });
    // Stripe does not know it either: acknowledged, and nothing changes.
    expect(status).toBe(200);
    expect((await billing(stranger)).effective_tier).toBe(before);
  });
});

describe('one account, one payment page', () => {
  const customerOf = async (client: TestClient & { account: { id: string } }) => {
    const [row] = await ctx.database.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.user_id, client.account.id));
    return row?.customer_id as string;
  };
  const checkout = (client: TestClient, plan: string, period = 'monthly') =>
    client.json<{ url: string } & ErrorBody>('/api/billing/checkout', { json: { plan, period } });
  const sessionOf = (url: string) => stripe.sessions.get(new URL(url).pathname.split('/').at(-1) as string);
  const sessionsOf = (customer: string) => [...stripe.sessions.values()].filter((s) => s.customer === customer);

  it('the same plan asked again reuses the open page; another plan expires it at Stripe first', async () => {
    const payer = await person('Dalia');
    const first = await checkout(payer, 'couple');
    const again = await checkout(payer, 'couple');
    expect(again.status).toBe(200);
    expect(again.body.url).toBe(first.body.url);
    const customer = await customerOf(payer);
    expect(sessionsOf(customer)).toHaveLength(1);

    const other = await checkout(payer, 'premium', 'yearly');
    expect(other.status).toBe(200);
    expect(other.body.url).not.toBe(first.body.url);
    expect(sessionOf(first.body.url)?.status).toBe('expired');
    expect(stripe.openSessions(customer).map((s) => s.url)).toEqual([other.body.url]);
    // The first page can no longer be paid.
    expect((await fetch(first.body.url, { method: 'POST' })).status).toBe(410);
  });

  it('checkouts asked at once make one page to pay on', async () => {
    const payer = await person('Hind');
    const same = await Promise.all([checkout(payer, 'couple'), checkout(payer, 'couple'), checkout(payer, 'couple')]);
    expect(same.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(same.map((answer) => answer.body.url)).size).toBe(1);
    expect(sessionsOf(await customerOf(payer))).toHaveLength(1);

    // Different choices at once, from an account with no page yet: whichever wins, one page can be paid.
    const other = await person('Rami');
    const plans = ['individual', 'premium', 'couple', 'individual', 'premium', 'couple'];
    const answers = await Promise.all(plans.map((plan) => checkout(other, plan)));
    for (const answer of answers) expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
    expect(stripe.openSessions(await customerOf(other))).toHaveLength(1);
  });

  it('a page paid before Stripe’s events arrive gets no second page; an expired page is replaced', async () => {
    const payer = await person('Karim');
    const page = await checkout(payer, 'couple');
    stripe.holdEvents();
    await stripe.completeCheckout(sessionOf(page.body.url)?.id as string);
    for (const plan of ['couple', 'premium']) {
      const again = await checkout(payer, plan);
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('payment_pending');
    }
    expect(stripe.openSessions(await customerOf(payer))).toHaveLength(0);
    await stripe.releaseEvents();
    expect((await billing(payer)).effective_tier).toBe('couple');
    expect((await checkout(payer, 'premium')).body.error.code).toBe('already_subscribed');
    // Refunded, the plan can be bought again: the paid page is behind us.
    expect((await payer.request('/api/billing/refund', { method: 'POST' })).status).toBe(200);
    const next = await checkout(payer, 'couple');
    expect(next.status).toBe(200);
    expect(next.body.url).not.toBe(page.body.url);

    // Stripe let the page's 24 hours run out: the next checkout makes a new one.
    stripe.expireSession(sessionOf(next.body.url)?.id as string);
    const fresh = await checkout(payer, 'couple');
    expect(fresh.status).toBe(200);
    expect(fresh.body.url).not.toBe(next.body.url);
    expect(stripe.openSessions(await customerOf(payer))).toHaveLength(1);
  });
});

describe('a second subscription for one account', () => {
  it('is cancelled and refunded by the webhook; the first stays, and the person is told', async () => {
    const payer = await person('Salma');
    const page = await payer.json<{ url: string }>('/api/billing/checkout', {
      json: { plan: 'couple', period: 'monthly' },
    });
    const [customer] = await ctx.database.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.user_id, payer.account.id));
    // A second page for the same account, as a page opened in another tab before this release could be,
    // made through Stripe's own client; then both are paid before either event arrives.
    const other = await createStripe(stripeConfig).checkout.sessions.create({
      mode: 'subscription',
      customer: customer?.customer_id as string,
      line_items: [{ price: FAKE_PRICES.STRIPE_PRICE_PREMIUM_MONTHLY, quantity: 1 }],
      subscription_data: { metadata: { user_id: payer.account.id } },
      success_url: 'http://localhost/settings/billing?checkout=done',
    });
    stripe.holdEvents();
    const first = await stripe.completeCheckout(new URL(page.body.url).pathname.split('/').at(-1) as string);
    const second = await stripe.completeCheckout(other.id);
    await stripe.releaseEvents();

    expect(stripe.subscription(first)?.status).toBe('active');
    expect(stripe.subscription(second)?.status).toBe('canceled');
    const [secondRow] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.id, second));
    expect(secondRow).toMatchObject({ duplicate_of: first, status: 'canceled' });
    expect(secondRow?.refunded_at).not.toBeNull();
    const refunded = stripe.refunds.filter((r) => (r.metadata as { kept_subscription?: string })?.kept_subscription);
    expect(
      refunded.filter((r) => r.metadata && (r.metadata as { user_id: string }).user_id === payer.account.id),
    ).toHaveLength(1);
    expect(refunded.at(-1)).toMatchObject({ amount: 7900, reason: 'duplicate' });

    const state = await billing(payer);
    expect(state.effective_tier).toBe('couple');
    expect(state.subscription).toMatchObject({ plan: 'couple', status: 'active', refunded_at: null });
    const [told] = await mails(payer.account.email, 'billing_duplicate_refunded');
    expect(told?.subject).toBe('You paid twice: one payment is on its way back');
    expect(told?.text).toContain('We kept the first, for the Couple plan, cancelled the second, for the Premium plan');
    expect(told?.text).toContain('and refunded what it took: $79.');
    expect(await mails(payer.account.email, 'billing_duplicate_refunded')).toHaveLength(1);
    // A receipt for the payment kept, none for the one given back.
    expect(await mails(payer.account.email, 'billing_receipt')).toHaveLength(1);

    // An operator's refund afterwards ends the one that remains: nothing keeps charging.
    const operator = await person('Operator');
    await makeOperator(ctx, operator, operator.account);
    const refund = await operator.request(`/api/admin/people/${payer.account.id}/refund`, { method: 'POST' });
    expect(refund.status).toBe(200);
    expect(stripe.subscriptionsOf(customer?.customer_id as string).map((sub) => sub.status)).toEqual([
      'canceled',
      'canceled',
    ]);
    expect((await billing(payer)).effective_tier).toBe('free');
  });
});

describe('checkout requests', () => {
  it.each([
    [{ plan: 'free', period: 'monthly' }, 'Choose Individual, Couple or Premium.'],
    [{ plan: 'couple', period: 'weekly' }, 'Choose monthly or yearly.'],
    [
      { plan: 'couple', period: 'monthly', price: 'price_premium_yearly' },
      'The request contains a field that cannot be changed',
    ],
  ])('%j is a 400 with a clear message', async (body, message) => {
    const client = await person('Lina');
    const res = await client.json<ErrorBody>('/api/billing/checkout', { json: body });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('is for signed-in people only, and the portal for payers only', async () => {
    const visitor = new TestClient(ctx);
    expect(
      (await visitor.request('/api/billing/checkout', { json: { plan: 'couple', period: 'monthly' } })).status,
    ).toBe(401);
    expect((await visitor.request('/api/billing')).status).toBe(401);
    const client = await person('Maha');
    const portal = await client.json<ErrorBody>('/api/billing/portal', { method: 'POST' });
    expect(portal.status).toBe(409);
    await subscribe(client, 'individual');
    const open = await client.json<{ url: string }>('/api/billing/portal', { method: 'POST' });
    expect(open.status).toBe(200);
    expect(open.body.url.startsWith(stripe.url)).toBe(true);
  });
});

describe('without Stripe', () => {
  it('the billing routes say payments are off, and the webhook does not exist', async () => {
    const open = await createTestApp();
    try {
      const client = new TestClient(open);
      await client.signUp({ name: 'Open' });
      const state = await client.json<BillingState>('/api/billing');
      expect(state.body.enabled).toBe(false);
      const checkout = await client.json<ErrorBody>('/api/billing/checkout', {
        json: { plan: 'couple', period: 'monthly' },
      });
      expect(checkout.status).toBe(404);
      expect(checkout.body.error.code).toBe('billing_off');
      const body = '{}';
      const hook = await open.app.request('/api/billing/webhook', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(body, WEBHOOK_SECRET) },
      });
      expect(hook.status).toBe(404);
    } finally {
      await open.close();
    }
  });
});
