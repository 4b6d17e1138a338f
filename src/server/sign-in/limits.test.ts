import { like, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLimits } from '../db/schema.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';
import { delayAfter } from './failure-counter.ts';
import { DEVICE_COOKIE, UNKNOWN_DEVICES_PER_ACCOUNT, UNKNOWN_DEVICES_PER_ADDRESS } from './limits.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type ErrorBody = { error?: { code: string; message: string } };
const FREE = UNKNOWN_DEVICES_PER_ACCOUNT.free;

/**
 * The burst limit (3 sign-ins per 10 s per person at an address, http/rate-limit.ts) is not what these
 * tests are about: forgetting it stands in for the seconds between one person's attempts.
 */
const forgetBursts = () =>
  ctx.database.db
    .delete(requestLimits)
    .where(or(like(requestLimits.key, 'sign-in:%'), like(requestLimits.key, 'account:%:sign-in:%')));

/** Each attempt from a new browser at a new address: the per-account count must hold whatever the address. */
async function attempt(email: string, password: string, from: TestClient = new TestClient(ctx)) {
  await forgetBursts();
  return from.json<ErrorBody>('/api/auth/sign-in/email', { json: { email, password } });
}

/** Moves every sign-in failure back in time: what waiting would do, without a sleep. */
const age = (seconds: number) =>
  ctx.database.db
    .update(requestLimits)
    .set({ window_start: sql`${requestLimits.window_start} - make_interval(secs => ${seconds})` })
    .where(like(requestLimits.key, 'signin-%'));

/** A browser the owner has signed in with before: it holds the signed device cookie. */
async function ownersDevice() {
  const device = new TestClient(ctx);
  const account = await device.signUp();
  await device.request('/api/auth/sign-out', { json: {} });
  const first = await attempt(account.email, account.password, device);
  expect(first.status).toBe(200);
  const cookie = first.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Strict/i);
  expect(cookie).toMatch(/Path=\/api\/auth/i);
  await device.request('/api/auth/sign-out', { json: {} });
  return { device, ...account };
}

describe('failed sign-ins from unknown devices', () => {
  it('doubles the wait after five failures for the account, from any address, and a success clears it', async () => {
    const { email, password } = await new TestClient(ctx).signUp();
    for (let i = 0; i < FREE; i++) expect((await attempt(email, 'wrong password 1')).status).toBe(401);

    const blocked = await attempt(email, password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(25);
    expect(blocked.body.error?.code).toBe('rate_limited');

    await age(31);
    expect((await attempt(email, 'wrong password 1')).status).toBe(401); // the sixth failure
    const longer = await attempt(email, password);
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get('retry-after'))).toBeGreaterThan(55);

    await age(61);
    expect((await attempt(email, password)).status).toBe(200);
    expect((await attempt(email, 'wrong password 1')).status).toBe(401); // counting starts again
    expect((await attempt(email, password)).status).toBe(200);
  });

  it('counts form-encoded and other bodies too: the rule reads what better-auth parsed', async () => {
    const { email, password } = await new TestClient(ctx).signUp();
    for (let i = 0; i < FREE; i++) expect((await attempt(email, 'wrong password 1')).status).toBe(401);
    const form = await new TestClient(ctx).request('/api/auth/sign-in/email', {
      body: new URLSearchParams({ email, password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(form.headers.getSetCookie()).toEqual([]);
    expect((await attempt(email, password)).status).toBe(429);
  });

  it('slows one address that fails across many accounts, but not other addresses', async () => {
    const guesser = new TestClient(ctx);
    await ctx.database.db.insert(requestLimits).values({
      key: `signin-address:${guesser.ip}`,
      window_start: sql`now()`,
      count: UNKNOWN_DEVICES_PER_ADDRESS.free,
    });
    const { email, password } = await new TestClient(ctx).signUp();
    const slowed = await attempt(email, password, guesser);
    expect(slowed.status).toBe(429);
    expect((await attempt(email, password)).status).toBe(200);
  });

  it('waits 30 s, 1 min, 2 min … never more than 15 min', () => {
    expect([4, 5, 6, 7, 20].map((n) => delayAfter(UNKNOWN_DEVICES_PER_ACCOUNT, n))).toEqual([0, 30, 60, 120, 900]);
  });
});

describe('a device the owner signed in with before', () => {
  it('keeps its own allowance while a stranger locks out unknown devices', async () => {
    const { device, email, password } = await ownersDevice();
    for (let i = 0; i < FREE + 3; i++) await attempt(email, `stranger guess ${i}`);
    expect((await attempt(email, password)).status).toBe(429); // a new device waits
    const owner = await attempt(email, password, device);
    expect(owner.status).toBe(200); // the owner's phone does not
  });

  it('includes the browser the account was created on', async () => {
    const device = new TestClient(ctx);
    const { email, password } = await device.signUp();
    await device.request('/api/auth/sign-out', { json: {} });
    for (let i = 0; i < FREE; i++) await attempt(email, `stranger guess ${i}`);
    expect((await attempt(email, password)).status).toBe(429);
    expect((await attempt(email, password, device)).status).toBe(200);
  });

  it('is slowed on its own after its own five failures, without touching other devices', async () => {
    const { device, email, password } = await ownersDevice();
    for (let i = 0; i < FREE; i++) expect((await attempt(email, 'wrong password 1', device)).status).toBe(401);
    expect((await attempt(email, password, device)).status).toBe(429);
    expect((await attempt(email, password)).status).toBe(200);
  });

  it('is only known for the account it signed in to, and a forged cookie counts as unknown', async () => {
    const { device } = await ownersDevice();
    const other = await new TestClient(ctx).signUp();
    for (let i = 0; i < FREE; i++) await attempt(other.email, `stranger guess ${i}`);
    expect((await attempt(other.email, other.password, device)).status).toBe(429);

    const forger = new TestClient(ctx);
    const forged = await forger.request('/api/auth/sign-in/email', {
      json: { email: other.email, password: other.password },
      headers: { cookie: `${DEVICE_COOKIE}=${encodeURIComponent('x'.repeat(20))}.${'A'.repeat(43)}=` },
    });
    expect(forged.status).toBe(429);
  });
});

describe('reading the session', () => {
  it('is never limited: a household behind one address stays signed in', async () => {
    const home = new TestClient(ctx);
    await home.signUp();
    for (let i = 0; i < 120; i++) {
      const res = await home.request('/api/auth/get-session');
      if (res.status !== 200) throw new Error(`get-session ${i} answered ${res.status}`);
    }
    const after = await home.json<{ user: { id: string } }>('/api/auth/get-session');
    expect(after.body.user.id).toBeTruthy();
  });
});
