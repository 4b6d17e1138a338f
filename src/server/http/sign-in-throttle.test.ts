import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLimits } from '../db/schema.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';
import { delayAfter, FREE_FAILURES } from './sign-in-throttle.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Each attempt from a new address: the per-account count must hold whatever the address. */
const attempt = (email: string, password: string) =>
  new TestClient(ctx).json<{ error?: { code: string; message: string } }>('/api/auth/sign-in/email', {
    json: { email, password },
  });

/** Moves the last failure back in time: what waiting would do, without a sleep. */
const age = (seconds: number) =>
  ctx.database.db
    .update(requestLimits)
    .set({ window_start: sql`${requestLimits.window_start} - make_interval(secs => ${seconds})` })
    .where(like(requestLimits.key, 'signin-fail:%'));

describe('failed sign-ins for one account', () => {
  it('doubles the wait after five failures, from any address, and a success clears it', async () => {
    const { email, password } = await new TestClient(ctx).signUp();
    for (let i = 0; i < FREE_FAILURES; i++) expect((await attempt(email, 'wrong password 1')).status).toBe(401);

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

  it('waits 30 s, 1 min, 2 min … never more than 15 min', () => {
    expect([4, 5, 6, 7, 20].map(delayAfter)).toEqual([0, 30, 60, 120, 900]);
  });
});
