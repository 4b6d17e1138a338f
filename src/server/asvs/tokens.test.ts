import { randomBytes } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';

/**
 * The one self-contained token the app accepts: the address confirmation link's JWT (better-auth's
 * verify-email). Each token here is made as an attacker could make it; only the server's own, signed
 * with its secret, within its time and for its purpose, confirms anything (ASVS V9).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

type Profile = { email_verified?: boolean };
const key = (secret: string) => new TextEncoder().encode(secret);
const signed = (payload: Record<string, unknown>, secret: string, expires: string | number = '1h') =>
  new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime(expires).sign(key(secret));

async function unconfirmed() {
  const owner = new TestClient(ctx);
  const account = await owner.signUp();
  const confirmed = async () => (await owner.json<Profile>('/api/profile')).body.email_verified;
  expect(await confirmed()).toBe(false);
  return { owner, account, confirmed };
}
const follow = (token: string) => new TestClient(ctx).request('/api/auth/verify-email', { json: { token } });

describe('the address confirmation token (ASVS V9)', () => {
  it('confirms when the server signed it: the control case', async () => {
    const { account, confirmed } = await unconfirmed();
    const res = await follow(await signed({ email: account.email, userId: account.id }, ctx.env.authSecret));
    expect(res.status).toBe(200);
    expect(await confirmed()).toBe(true);
  });

  it('is refused unsigned (alg none), signed with another key, or altered after signing (V9.1.1, V9.1.2, V9.1.3)', async () => {
    const { account, confirmed } = await unconfirmed();
    const payload = { email: account.email, userId: account.id };
    const genuine = await signed({ email: 'someone-else@example.test' }, ctx.env.authSecret);
    const [header, , signature] = genuine.split('.');
    const swapped = `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
    const embeddedKey = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', jku: 'https://evil.example/keys', kid: 'evil' })
      .setExpirationTime('1h')
      .sign(key('attacker key of his own choosing'));
    for (const token of [
      new UnsecuredJWT(payload).setExpirationTime('1h').encode(),
      await signed(payload, randomBytes(32).toString('hex')),
      swapped,
      embeddedKey,
    ]) {
      const res = await follow(token);
      expect(res.status, token).toBeGreaterThanOrEqual(400);
      expect(res.status, token).toBeLessThan(500);
    }
    expect(await confirmed()).toBe(false);
  });

  it('is refused once its time is past (V9.2.1)', async () => {
    const { account, confirmed } = await unconfirmed();
    const stale = await signed(
      { email: account.email, userId: account.id },
      ctx.env.authSecret,
      Math.floor(Date.now() / 1000) - 60,
    );
    const res = await follow(stale);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await confirmed()).toBe(false);
  });

  it('confirms only what it was made for: another account’s address, or a change bound to another person, is refused (V9.2.2)', async () => {
    const other = await unconfirmed();
    // Bound to one account but naming another's address.
    const { account, confirmed } = await unconfirmed();
    const crossed = await signed({ email: other.account.email, userId: account.id }, ctx.env.authSecret);
    // A change of address needs its step and the account it was asked for.
    const unbound = await signed(
      { email: other.account.email, updateTo: 'taker@example.test', requestType: 'change-email-verification' },
      ctx.env.authSecret,
    );
    for (const token of [crossed, unbound]) {
      const res = await follow(token);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect(await other.confirmed()).toBe(false);
    expect(await confirmed()).toBe(false);
    expect((await other.owner.json<{ email: string }>('/api/profile')).body.email).toBe(other.account.email);
  });
});
