import { createHmac, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server that speaks the part of Stripe's REST API Wifaq uses (Customers, Checkout Sessions:
 * create, retrieve, expire; Billing Portal; Subscriptions: retrieve, list, cancel; Invoices; Invoice
 * Payments; Refunds), with form-encoded requests, Stripe's error shape and idempotency keys (a key
 * reused with other parameters is refused, as Stripe refuses it), and that sends webhooks signed exactly as Stripe signs them
 * (`Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.body")`). The real SDK and the real signature
 * check run against it. Tests drive the payment side (a card paid, a renewal failed) through its
 * methods; a browser drives its checkout page.
 */

type Obj = Record<string, unknown>;
type Deliver = (body: string, headers: Record<string, string>) => Promise<number>;

export interface FakeStripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where events go: a URL (real HTTP) or a function (an in-process app). */
  deliverTo: string | Deliver;
  port?: number;
}

const now = () => Math.floor(Date.now() / 1000);
const DAY = 24 * 60 * 60;
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (`a[b][0][c]=v`) back into objects and arrays. */
export function parseStripeForm(body: string): Obj {
  const root: Obj = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Obj = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as Obj;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value as Obj).map(([k, v]) => [k, arrays(v)] as const);
    return entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))
      ? entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v)
      : Object.fromEntries(entries);
  };
  return arrays(root) as Obj;
}

/** A signature header as Stripe makes it, for a body, a secret and a time. */
export function stripeSignature(body: string, secret: string, timestamp = now()) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export async function startFakeStripe(options: FakeStripeOptions) {
  const customers = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const invoicePayments = new Map<string, Obj[]>();
  const invoices = new Map<string, Obj>();
  const refunds: Obj[] = [];
  const idempotent = new Map<string, { params: string; status: number; body: unknown }>();
  /** Every event sent, with the status the app answered. */
  const deliveries: { event: Obj; status: number }[] = [];
  /** Events held back while `holdEvents` is on, to be sent in order by `releaseEvents`. */
  let held: (() => Promise<unknown>)[] | null = null;
  /** The last subscription's `created`, so a later one is always later (payments in life are seconds apart). */
  let lastCreated = 0;
  let base = '';

  const deliver: Deliver =
    typeof options.deliverTo === 'function'
      ? options.deliverTo
      : async (body, headers) => (await fetch(options.deliverTo as string, { method: 'POST', body, headers })).status;

  async function send(
    type: string,
    object: Obj,
    sign: { secret?: string; timestamp?: number; eventId?: string; created?: number } = {},
  ) {
    if (held) {
      // Stripe delivers late sometimes: the event is made now (its copy of the object as it is now), sent later.
      const copy = structuredClone(object);
      held.push(() => deliverEvent(type, copy, sign));
      return { event: null, status: 0, body: '' };
    }
    return deliverEvent(type, object, sign);
  }

  async function deliverEvent(
    type: string,
    object: Obj,
    sign: { secret?: string; timestamp?: number; eventId?: string; created?: number },
  ) {
    const event = {
      id: sign.eventId ?? id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: sign.created ?? now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    };
    const body = JSON.stringify(event, null, 2);
    const status = await deliver(body, {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': stripeSignature(body, sign.secret ?? options.webhookSecret, sign.timestamp),
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    });
    deliveries.push({ event, status });
    return { event, status, body };
  }

  function subscriptionObject(customer: string, price: string, metadata: Obj, at: number): Obj {
    const sub = id('sub');
    const interval = price.includes('yearly') ? 365 : 30;
    const start = Math.max(at, lastCreated + 1);
    lastCreated = start;
    return {
      id: sub,
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      created: start,
      latest_invoice: null,
      metadata,
      items: {
        object: 'list',
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            price: { id: price, object: 'price', currency: 'usd', unit_amount: amountOf(price) },
            quantity: 1,
            current_period_start: start,
            current_period_end: start + interval * DAY,
          },
        ],
        has_more: false,
      },
    };
  }

  /** An invoice of the subscription, paid or failed, and its payment (what a refund returns). */
  async function invoice(subscription: Obj, outcome: 'paid' | 'failed', created?: number) {
    const item = (subscription.items as { data: Obj[] }).data[0] as Obj;
    const price = item.price as Obj;
    const invoiceId = id('in');
    const intent = id('pi');
    const object: Obj = {
      id: invoiceId,
      object: 'invoice',
      created: now(),
      customer: subscription.customer,
      currency: 'usd',
      amount_due: price.unit_amount,
      amount_paid: outcome === 'paid' ? price.unit_amount : 0,
      status: outcome === 'paid' ? 'paid' : 'open',
      billing_reason: 'subscription_cycle',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: {} } },
    };
    invoices.set(invoiceId, object);
    subscription.latest_invoice = invoiceId;
    invoicePayments.set(invoiceId, [
      {
        id: id('inpay'),
        object: 'invoice_payment',
        invoice: invoiceId,
        amount_paid: object.amount_paid,
        currency: 'usd',
        is_default: true,
        status: outcome === 'paid' ? 'paid' : 'open',
        payment: { type: 'payment_intent', payment_intent: intent },
      },
    ]);
    return send(outcome === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', object, { created });
  }

  const control = {
    /** The person paid on the checkout page: the subscription starts and Stripe's events follow. */
    async completeCheckout(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      if (sessionStatus(session) !== 'open') throw new Error(`checkout session ${sessionId} is ${session.status}`);
      const price = ((session.line_items as Obj[])[0] as Obj).price as string;
      const metadata = ((session.subscription_data as Obj | undefined)?.metadata ?? {}) as Obj;
      const subscription = subscriptionObject(session.customer as string, price, metadata, now());
      subscriptions.set(subscription.id as string, subscription);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        subscription: subscription.id,
        url: null,
      });
      await send('checkout.session.completed', session);
      await send('customer.subscription.created', subscription);
      await invoice(subscription, 'paid');
      return subscription.id as string;
    },
    /** A new period paid. */
    async renew(subscriptionId: string) {
      const subscription = subscriptions.get(subscriptionId) as Obj;
      const item = (subscription.items as { data: Obj[] }).data[0] as Obj;
      const length = (item.current_period_end as number) - (item.current_period_start as number);
      item.current_period_start = item.current_period_end;
      item.current_period_end = (item.current_period_end as number) + length;
      subscription.status = 'active';
      await send('customer.subscription.updated', subscription);
      return invoice(subscription, 'paid');
    },
    /** A renewal the card declined, `daysAgo` days ago (the event's own time). */
    async failRenewal(subscriptionId: string, daysAgo = 0) {
      const subscription = subscriptions.get(subscriptionId) as Obj;
      subscription.status = 'past_due';
      const created = now() - daysAgo * DAY;
      await send('customer.subscription.updated', subscription, { created });
      return invoice(subscription, 'failed', created);
    },
    /** The person cancelled in the portal: the plan runs to the end of the period. */
    async cancelAtPeriodEnd(subscriptionId: string) {
      const subscription = subscriptions.get(subscriptionId) as Obj;
      subscription.cancel_at_period_end = true;
      return send('customer.subscription.updated', subscription);
    },
    /** The period ended after a cancellation, or Stripe gave up on the card. */
    async end(subscriptionId: string) {
      const subscription = subscriptions.get(subscriptionId) as Obj;
      subscription.status = 'canceled';
      return send('customer.subscription.deleted', subscription);
    },
    /** Stripe let the session's 24 hours run out: its page can no longer be paid. */
    expireSession(sessionId: string) {
      const session = sessions.get(sessionId);
      if (session) session.expires_at = now() - 1;
    },
    /** From now on events wait, as when Stripe's deliveries are late: two pages can be paid before either is told. */
    holdEvents() {
      held ??= [];
    },
    /** The held events go out, in the order they happened. */
    async releaseEvents() {
      const queue = held ?? [];
      held = null;
      for (const deliverOne of queue) await deliverOne();
    },
    send,
    subscription: (subscriptionId: string) => subscriptions.get(subscriptionId),
    /** The customer's subscriptions, oldest first. */
    subscriptionsOf: (customer: string) =>
      [...subscriptions.values()].filter((sub) => sub.customer === customer).sort(byCreated),
    /** The sessions a person could still pay on. */
    openSessions: (customer: string) =>
      [...sessions.values()].filter((session) => session.customer === customer && sessionStatus(session) === 'open'),
    sessions,
    refunds,
    deliveries,
    get url() {
      return base;
    },
  };

  const routes: [string, RegExp, (match: RegExpMatchArray, body: Obj, query: URLSearchParams) => [number, unknown]][] =
    [
      [
        'POST',
        /^\/v1\/customers$/,
        (_, body) => {
          const customer = { id: id('cus'), object: 'customer', created: now(), ...body };
          customers.set(customer.id, customer);
          return [200, customer];
        },
      ],
      [
        'POST',
        /^\/v1\/checkout\/sessions$/,
        (_, body) => {
          if (!customers.has(body.customer as string)) return missing('customer', body.customer);
          const sessionId = id('cs_test');
          const created = now();
          const session = {
            id: sessionId,
            object: 'checkout.session',
            created,
            // Stripe's default: a session can be paid for 24 hours.
            expires_at: created + DAY,
            status: 'open',
            payment_status: 'unpaid',
            subscription: null,
            url: `${base}/c/pay/${sessionId}`,
            ...body,
          };
          sessions.set(sessionId, session);
          return [200, session];
        },
      ],
      [
        'GET',
        /^\/v1\/checkout\/sessions\/([\w]+)$/,
        ([, sessionId]) => {
          const session = sessions.get(sessionId as string);
          if (!session) return missing('checkout.session', sessionId);
          sessionStatus(session);
          return [200, session];
        },
      ],
      [
        'POST',
        /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/,
        ([, sessionId]) => {
          const session = sessions.get(sessionId as string);
          if (!session) return missing('checkout.session', sessionId);
          const status = sessionStatus(session);
          if (status !== 'open') {
            return [
              400,
              {
                error: {
                  type: 'invalid_request_error',
                  message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${status}".`,
                },
              },
            ];
          }
          Object.assign(session, { status: 'expired', url: null });
          return [200, session];
        },
      ],
      [
        'POST',
        /^\/v1\/billing_portal\/sessions$/,
        (_, body) => {
          if (!customers.has(body.customer as string)) return missing('customer', body.customer);
          const sessionId = id('bps');
          return [
            200,
            { id: sessionId, object: 'billing_portal.session', url: `${base}/p/session/${sessionId}`, ...body },
          ];
        },
      ],
      [
        'GET',
        /^\/v1\/subscriptions\/([\w]+)$/,
        ([, subscriptionId]) => {
          const subscription = subscriptions.get(subscriptionId as string);
          return subscription ? [200, subscription] : missing('subscription', subscriptionId);
        },
      ],
      [
        'GET',
        /^\/v1\/subscriptions$/,
        (_, __, query) => {
          // Stripe's list: newest first; without `status`, every subscription that is not cancelled.
          const status = query.get('status');
          const customer = query.get('customer');
          const all = [...subscriptions.values()]
            .filter((sub) => !customer || sub.customer === customer)
            .filter((sub) => (status === 'all' ? true : status ? sub.status === status : sub.status !== 'canceled'))
            .sort((a, b) => byCreated(b, a));
          const after = query.get('starting_after');
          const from = after ? all.findIndex((sub) => sub.id === after) + 1 : 0;
          const limit = Number(query.get('limit') ?? 10);
          const page = all.slice(from, from + limit);
          return [200, { object: 'list', url: '/v1/subscriptions', data: page, has_more: from + limit < all.length }];
        },
      ],
      [
        'DELETE',
        /^\/v1\/subscriptions\/([\w]+)$/,
        ([, subscriptionId]) => {
          const subscription = subscriptions.get(subscriptionId as string);
          if (!subscription) return missing('subscription', subscriptionId);
          if (subscription.status !== 'canceled') {
            Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() });
          }
          return [200, subscription];
        },
      ],
      [
        'GET',
        /^\/v1\/invoices\/([\w]+)$/,
        ([, invoiceId]) => {
          const found = invoices.get(invoiceId as string);
          return found ? [200, found] : missing('invoice', invoiceId);
        },
      ],
      [
        'GET',
        /^\/v1\/invoice_payments$/,
        (_, __, query) => [
          200,
          { object: 'list', data: invoicePayments.get(query.get('invoice') ?? '') ?? [], has_more: false },
        ],
      ],
      [
        'POST',
        /^\/v1\/refunds$/,
        (_, body) => {
          const payment = [...invoicePayments.values()]
            .flat()
            .find((p) => (p.payment as Obj).payment_intent === body.payment_intent);
          if (!payment) return missing('payment_intent', body.payment_intent);
          if (refunds.some((r) => r.payment_intent === body.payment_intent)) {
            return [
              400,
              {
                error: {
                  type: 'invalid_request_error',
                  code: 'charge_already_refunded',
                  message: 'Charge has already been refunded.',
                },
              },
            ];
          }
          const refund = {
            id: id('re'),
            object: 'refund',
            amount: payment.amount_paid,
            currency: 'usd',
            status: 'succeeded',
            ...body,
          };
          refunds.push(refund);
          return [200, refund];
        },
      ],
    ];

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const reply = (status: number, body: unknown, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type, 'request-id': id('req') });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };

    // The pages a person sees: the checkout page pays, the portal page returns.
    const page = url.pathname.match(/^\/c\/pay\/([\w]+)$/);
    if (page) {
      const session = sessions.get(page[1] as string);
      if (!session) return reply(404, 'Not found', 'text/plain');
      if (sessionStatus(session) !== 'open') {
        return reply(
          410,
          '<!doctype html><html lang="en"><title>Expired – test</title><main><h1>This checkout page is no longer active</h1></main></html>',
          'text/html',
        );
      }
      if (req.method === 'POST') {
        await control.completeCheckout(session.id as string);
        res.writeHead(303, { location: session.success_url as string });
        return res.end();
      }
      return reply(
        200,
        `<!doctype html><html lang="en"><title>Pay – test</title><main><h1>Test payment</h1><p>${(session.line_items as Obj[]).length} item</p><form method="post"><button>Pay</button></form><a href="${session.cancel_url}">Back</a></main></html>`,
        'text/html',
      );
    }
    if (url.pathname.startsWith('/p/session/')) {
      return reply(
        200,
        '<!doctype html><html lang="en"><title>Portal – test</title><main><h1>Billing portal</h1></main></html>',
        'text/html',
      );
    }

    if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
      return reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    const key = req.headers['idempotency-key'];
    const params = JSON.stringify(parseStripeForm(raw));
    const remembered = typeof key === 'string' ? idempotent.get(`${req.method} ${url.pathname} ${key}`) : undefined;
    if (remembered && remembered.params !== params) {
      // Stripe answers a key reused with other parameters with an error, never with the first answer.
      return reply(400, {
        error: {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        },
      });
    }
    if (remembered) return reply(remembered.status, remembered.body);
    for (const [method, pattern, run] of routes) {
      const match = url.pathname.match(pattern);
      if (method !== req.method || !match) continue;
      const [status, body] = run(match, parseStripeForm(raw), url.searchParams);
      // Stripe keeps the answer it gave, as it was then (a repeat returns that, not the object as it is now).
      if (typeof key === 'string' && req.method === 'POST')
        idempotent.set(`${req.method} ${url.pathname} ${key}`, { params, status, body: structuredClone(body) });
      return reply(status, body);
    }
    return reply(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname}).` },
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  };
  return Object.assign(control, { close });
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

const byCreated = (a: Obj, b: Obj) => (a.created as number) - (b.created as number);

/** A session's status as Stripe reports it: an open session whose time ran out has expired. */
function sessionStatus(session: Obj) {
  if (session.status === 'open' && (session.expires_at as number) <= now()) {
    Object.assign(session, { status: 'expired', url: null });
  }
  return session.status as string;
}

const missing = (kind: string, value: unknown): [number, unknown] => [
  404,
  {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${String(value)}'` },
  },
];

/** Test prices carry their plan and period in the id; amounts as the pricing page's list prices. */
export const FAKE_PRICES = {
  STRIPE_PRICE_INDIVIDUAL_MONTHLY: 'price_individual_monthly',
  STRIPE_PRICE_INDIVIDUAL_YEARLY: 'price_individual_yearly',
  STRIPE_PRICE_COUPLE_MONTHLY: 'price_couple_monthly',
  STRIPE_PRICE_COUPLE_YEARLY: 'price_couple_yearly',
  STRIPE_PRICE_PREMIUM_MONTHLY: 'price_premium_monthly',
  STRIPE_PRICE_PREMIUM_YEARLY: 'price_premium_yearly',
};

function amountOf(price: string) {
  const monthly = { individual: 1900, couple: 3900, premium: 7900 }[price.split('_')[1] as 'couple'] ?? 1000;
  return price.endsWith('yearly') ? monthly * 12 * 0.8 : monthly;
}
