import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRole } from './admin/roles.ts';
import { loadEnv } from './env.ts';
import { createWorkLimit } from './http/work-limit.ts';
import { capturedLogger } from './testing/captured-logger.ts';
import { FAKE_PRICES, stripeSignature } from './testing/fake-stripe.ts';
import { createTestApp, TestClient, type TestContext } from './testing/test-app.ts';

/**
 * Security events for refusals (issue 27; ASVS 16.3.2, 16.3.3): a signed-in person refused a route's
 * thing, a request limit that was full, and a billing delivery whose signature did not hold. Each is one
 * `{"event":"security", "outcome":"failure", …}` line with the account (if any), the address and the
 * request id, and never an id from the path, a query string or a signature.
 */
const { logger, lines } = capturedLogger();

const WEBHOOK_SECRET = 'whsec_refusal_events';
let ctx: TestContext;
beforeAll(async () => {
  // Stripe configured (its API nowhere: a refused signature never reaches it) and no waiting for work.
  const stripeEnv = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: '.tmp/test-data',
    BETTER_AUTH_SECRET: 'x'.repeat(32),
    PLANS_MODE: 'billing',
    STRIPE_SECRET_KEY: 'sk_test_refusal_events',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: 'http://127.0.0.1:9',
    ...FAKE_PRICES,
  });
  ctx = await createTestApp(
    { plansMode: 'billing', stripe: stripeEnv.stripe },
    { logger, workLimit: createWorkLimit({ share: Number.POSITIVE_INFINITY, waiting: 0 }) },
  );
});
afterAll(() => ctx.close());

interface Line {
  event?: string;
  kind?: string;
  outcome?: string;
  level?: number | string;
  request_id?: string;
  [field: string]: unknown;
}
/** The security events `run` caused, and the text of those lines alone. */
async function during(run: () => Promise<unknown>) {
  const from = lines.length;
  await run();
  const events = lines
    .slice(from)
    .map((line) => JSON.parse(line) as Line)
    .filter((line) => line.event === 'security');
  return { events, text: JSON.stringify(events) };
}

async function person(name: string) {
  const client = new TestClient(ctx);
  return Object.assign(client, await client.signUp({ name }));
}

describe('authorisation refusals', () => {
  it('log a signed-in person refused another person’s thing, by route pattern, never its id or query', async () => {
    const owner = await person('Owner');
    const created = await owner.json<{ id: string }>('/api/assessments', { json: { assessment_type: 'values' } });
    expect(created.status).toBe(201);
    const stranger = await person('Stranger');
    const refused = await during(async () => {
      const res = await stranger.request(`/api/assessments/${created.body.id}?look=secret-query`);
      expect(res.status).toBe(404);
    });
    expect(refused.events).toEqual([
      expect.objectContaining({
        kind: 'access_refused',
        outcome: 'failure',
        status: 404,
        code: 'not_found',
        route: '/api/assessments/:id',
        account_id: stranger.id,
        ip: stranger.ip,
        request_id: expect.any(String),
      }),
    ]);
    expect(refused.text).not.toContain(created.body.id);
    expect(refused.text).not.toContain('secret-query');
    // The owner reading it logs nothing.
    expect((await during(() => owner.request(`/api/assessments/${created.body.id}`))).events).toEqual([]);
  });

  it('log a 403 too (an operator without two-factor at the console), and nothing for an unknown path or a visitor', async () => {
    const op = await person('Omar Operator');
    await setRole(ctx.database.db, op.email, 'operator');
    const console = await during(() => op.request('/api/admin/inbox'));
    expect(console.events).toEqual([
      expect.objectContaining({
        kind: 'access_refused',
        status: 403,
        code: 'operator_needs_two_factor',
        route: '/api/admin/*',
        account_id: op.id,
      }),
    ]);
    expect((await during(() => op.request('/api/no-such-thing'))).events).toEqual([]);
    expect((await during(() => new TestClient(ctx).request('/api/admin/inbox'))).events).toEqual([]);
  });
});

describe('limits', () => {
  it('log a full request limit with the limit’s name and the signed-in person', async () => {
    const sender = await person('Huda');
    const send = () =>
      sender.request('/api/contact', {
        json: { name: 'Huda', email: sender.email, message: 'A question about the family plan, please.' },
      });
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(201);
    const limited = await during(async () => expect((await send()).status).toBe(429));
    expect(limited.events).toEqual([
      expect.objectContaining({
        kind: 'rate_limited',
        outcome: 'failure',
        limit: 'contact',
        account_id: sender.id,
        ip: sender.ip,
      }),
    ]);
    expect(limited.text).not.toContain(sender.email);
  });

  it('log a person refused expensive work while their places are held', async () => {
    const busy = await person('Busy');
    const places = [await ctx.app.workLimit.enter(busy.id), await ctx.app.workLimit.enter(busy.id)];
    try {
      const refused = await during(async () => expect((await busy.request('/api/progress')).status).toBe(429));
      expect(refused.events).toEqual([
        expect.objectContaining({ kind: 'rate_limited', limit: 'work', account_id: busy.id, ip: busy.ip }),
      ]);
    } finally {
      for (const release of places) release();
    }
  });
});

describe('the billing webhook', () => {
  const body = JSON.stringify({ id: 'evt_refused', type: 'invoice.paid', data: { object: {} } });
  const deliver = (signature?: string) =>
    ctx.app.request('/api/billing/webhook', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    });

  it.each([
    ['missing_signature', undefined],
    ['invalid_signature', stripeSignature(body, 'whsec_not_the_secret')],
    ['invalid_signature', stripeSignature(body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600)],
    ['future_signature', stripeSignature(body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) + 360)],
  ])('logs a delivery refused for %s, without its signature', async (reason, signature) => {
    const refused = await during(async () => expect((await deliver(signature)).status).toBe(400));
    expect(refused.events).toEqual([
      expect.objectContaining({ kind: 'webhook_refused', outcome: 'failure', reason, request_id: expect.any(String) }),
    ]);
    if (signature) expect(refused.text).not.toContain(signature.split('v1=')[1]);
  });
});
