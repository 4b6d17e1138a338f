import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../db/schema.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const PASSWORD = 'correct horse 42';

const sessionsOf = async (userId: string) =>
  (await ctx.database.db.select().from(session).where(eq(session.userId, userId))).length;

/** A request made with a cookie header kept from before, as whoever copied it would make it. */
const profileWith = (cookie: string) =>
  ctx.app.request(`${ctx.env.appUrl}/api/profile`, { headers: { cookie, origin: ctx.env.appUrl } });

describe('a new sign-in replaces the session the browser had (ASVS 7.2.4)', () => {
  it('ends the earlier session when the same browser signs in again, and leaves other browsers signed in', async () => {
    const browser = new TestClient(ctx);
    const account = await browser.signUp({ password: PASSWORD });
    const other = new TestClient(ctx);
    const signIn = (client: TestClient) =>
      client.json('/api/auth/sign-in/email', { json: { email: account.email, password: PASSWORD } });
    expect((await signIn(other)).status).toBe(200);
    const earlier = browser.cookieHeader;
    expect((await profileWith(earlier)).status).toBe(200);

    expect((await signIn(browser)).status).toBe(200);
    expect(browser.cookieHeader).not.toBe(earlier);
    expect((await profileWith(earlier)).status).toBe(401);
    expect((await browser.request('/api/profile')).status).toBe(200);
    expect((await other.request('/api/profile')).status).toBe(200);
    expect(await sessionsOf(account.id)).toBe(2);
  });

  it("ends another account's session when a different person signs in from that browser", async () => {
    const browser = new TestClient(ctx);
    const first = await browser.signUp({ password: PASSWORD });
    const earlier = browser.cookieHeader;
    const second = await new TestClient(ctx).signUp({ password: PASSWORD });
    const res = await browser.json('/api/auth/sign-in/email', { json: { email: second.email, password: PASSWORD } });
    expect(res.status).toBe(200);
    expect((await profileWith(earlier)).status).toBe(401);
    expect(await sessionsOf(first.id)).toBe(0);
  });

  it('keeps the session when the new sign-in is refused', async () => {
    const browser = new TestClient(ctx);
    const account = await browser.signUp({ password: PASSWORD });
    const earlier = browser.cookieHeader;
    const res = await browser.json('/api/auth/sign-in/email', {
      json: { email: account.email, password: 'not the password 1' },
    });
    expect(res.status).toBe(401);
    expect((await profileWith(earlier)).status).toBe(200);
  });
});
