import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, passkeys, rateLimit, session } from '../db/schema.ts';
import { addPasskey, signInWithPasskey, softwarePasskey } from '../testing/passkey-authenticator.ts';
import { queuedMails } from '../testing/queued-mail.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';
import { personWithTwoFactor } from '../testing/two-factor.ts';
import { passkeyService } from './service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type ErrorBody = { error: { code: string; message: string } };
type Listed = { passkeys: { id: string; name: string; created_at: string; last_used_at: string | null }[] };
const PASSWORD = 'correct horse 42';

async function person() {
  const client = new TestClient(ctx);
  const me = await client.signUp({ password: PASSWORD });
  await client.confirmAddress();
  return { client, me };
}

const sessionsOf = async (userId: string) =>
  (await ctx.database.db.select().from(session).where(eq(session.userId, userId))).length;

describe('adding a passkey', () => {
  it('takes the password, lists the passkey by name and date only, and signs in with it', async () => {
    const { client, me } = await person();
    const { passkey, id } = await addPasskey(client, ctx.env.appUrl, { password: PASSWORD }, 'My phone');
    const listed = await client.json<Listed>('/api/security');
    expect(listed.body.passkeys).toEqual([
      { id, name: 'My phone', created_at: expect.any(String), last_used_at: null, backed_up: false },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(passkey.id);

    const elsewhere = new TestClient(ctx);
    const signedIn = await signInWithPasskey(elsewhere, passkey);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user?.id).toBe(me.id);
    expect(JSON.stringify(signedIn.body)).not.toMatch(/token/i);
    expect((await elsewhere.json<{ email: string }>('/api/profile')).status).toBe(200);
    const after = await client.json<Listed>('/api/security');
    expect(after.body.passkeys[0]?.last_used_at).not.toBeNull();
  });

  it('refuses a wrong password, under the per-account proof limit', async () => {
    const { client } = await person();
    const wrong = await client.json<ErrorBody>('/api/security/passkeys/options', { json: { password: 'nope nope' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('invalid_password');
    // Without options there is no ceremony to answer.
    const answer = softwarePasskey(ctx.env.appUrl).create({ challenge: 'x', user: { id: 'y' } });
    const added = await client.json<ErrorBody>('/api/security/passkeys', { json: { name: 'Phone', response: answer } });
    expect(added.body.error.code).toBe('ceremony_expired');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      await ctx.database.db.delete(rateLimit);
      statuses.push((await client.request('/api/security/passkeys/options', { json: { password: 'nope' } })).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('needs the code too while two-factor is on', async () => {
    const { client, freshCode } = await personWithTwoFactor(ctx, PASSWORD);
    const without = await client.json<ErrorBody>('/api/security/passkeys/options', { json: { password: PASSWORD } });
    expect(without.body.error.code).toBe('two_factor_required');
    await addPasskey(client, ctx.env.appUrl, { password: PASSWORD, code: freshCode() });
  });

  it('refuses an answer without user verification, from another origin, or to another challenge', async () => {
    const { client } = await person();
    const passkey = softwarePasskey(ctx.env.appUrl);
    for (const ceremony of [{ verified: false }, { origin: 'https://evil.example' }, { challenge: 'AAAA' }]) {
      const options = await client.json<{ challenge: string; user: { id: string } }>('/api/security/passkeys/options', {
        json: { password: PASSWORD },
      });
      const added = await client.json<ErrorBody>('/api/security/passkeys', {
        json: { name: 'Phone', response: passkey.create(options.body, ceremony) },
      });
      expect(added.status, JSON.stringify(ceremony)).toBe(400);
      expect(added.body.error.code).toBe('not_verified');
    }
    expect((await client.json<Listed>('/api/security')).body.passkeys).toEqual([]);
  });
});

describe('signing in with a passkey', () => {
  it('is enough on its own for an account with two-factor on; the password still needs the code', async () => {
    const { client, account: me, freshCode } = await personWithTwoFactor(ctx, PASSWORD);
    const { passkey } = await addPasskey(client, ctx.env.appUrl, { password: PASSWORD, code: freshCode() });
    const before = await sessionsOf(me.id);
    const elsewhere = new TestClient(ctx);
    expect((await signInWithPasskey(elsewhere, passkey)).status).toBe(200);
    expect(await sessionsOf(me.id)).toBe(before + 1);
    const password = await new TestClient(ctx).json<ErrorBody>('/api/auth/sign-in/email', {
      json: { email: me.email, password: PASSWORD },
    });
    expect(password.body.error.code).toBe('two_factor_required');
  });

  it('refuses a ceremony without user verification, a replayed answer, and an answer without its options', async () => {
    const { client, me } = await person();
    const { passkey } = await addPasskey(client, ctx.env.appUrl, { password: PASSWORD });
    const before = await sessionsOf(me.id);
    const unverified = await signInWithPasskey(new TestClient(ctx), passkey, { verified: false });
    expect(unverified.status).toBe(401);
    expect(unverified.body.error?.code).toBe('not_verified');
    expect((await signInWithPasskey(new TestClient(ctx), passkey, { origin: 'https://evil.example' })).status).toBe(
      401,
    );

    const browser = new TestClient(ctx);
    const options = await browser.json<{ challenge: string }>('/api/auth/passkey/sign-in/options', { json: {} });
    const answer = passkey.get(options.body);
    expect((await browser.request('/api/auth/passkey/sign-in', { json: { response: answer } })).status).toBe(200);
    // The same answer again (same cookie, or another browser without one) finds no ceremony.
    const again = await browser.json<ErrorBody>('/api/auth/passkey/sign-in', { json: { response: answer } });
    expect(again.body.error.code).toBe('ceremony_expired');
    const stranger = await new TestClient(ctx).json<ErrorBody>('/api/auth/passkey/sign-in', {
      json: { response: answer },
    });
    expect(stranger.body.error.code).toBe('ceremony_expired');
    expect(await sessionsOf(me.id)).toBe(before + 1);
  });

  it('knows no passkey that was never added, and takes no fields beyond the answer', async () => {
    const unknown = await signInWithPasskey(new TestClient(ctx), softwarePasskey(ctx.env.appUrl));
    expect(unknown.status).toBe(401);
    const { me } = await person();
    const browser = new TestClient(ctx);
    const options = await browser.json<{ challenge: string }>('/api/auth/passkey/sign-in/options', { json: {} });
    const extra = await browser.request('/api/auth/passkey/sign-in', {
      json: { response: softwarePasskey(ctx.env.appUrl).get(options.body), userId: me.id, verified: true },
    });
    expect(extra.status).toBe(400);
    expect(await sessionsOf(me.id)).toBe(1);
  });

  it('limits each step per address', async () => {
    await ctx.database.db.delete(rateLimit);
    const browser = new TestClient(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await browser.request('/api/auth/passkey/sign-in/options', { json: {} })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('needs JSON, and the app’s Origin from a browser with cookies', async () => {
    const { client } = await person();
    const form = await client.request('/api/auth/passkey/sign-in/options', {
      body: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const foreign = await client.request('/api/auth/passkey/sign-in/options', {
      json: {},
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    // The ceremony's cookie never leaves the passkey paths, nor goes with a request from another site.
    const options = await new TestClient(ctx).request('/api/auth/passkey/sign-in/options', { json: {} });
    const cookie = options.headers.getSetCookie().find((c) => c.includes('passkey_ceremony')) ?? '';
    expect(cookie).toMatch(/Path=\/api\/auth\/passkey/);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/HttpOnly/i);
  });
});

describe('removing a passkey', () => {
  it('takes the password; someone else’s is not found, listed or removable', async () => {
    const a = await person();
    const b = await person();
    const { passkey, id } = await addPasskey(a.client, ctx.env.appUrl, { password: PASSWORD });
    expect((await b.client.json<Listed>('/api/security')).body.passkeys).toEqual([]);
    const foreign = await b.client.request(`/api/security/passkeys/${id}/remove`, { json: { password: PASSWORD } });
    expect(foreign.status).toBe(404);
    expect((await a.client.request('/api/security/passkeys/not-a-uuid/remove', { json: {} })).status).toBe(404);
    const wrong = await a.client.json<ErrorBody>(`/api/security/passkeys/${id}/remove`, {
      json: { password: 'not it at all' },
    });
    expect(wrong.body.error.code).toBe('invalid_password');
    expect(
      (await a.client.request(`/api/security/passkeys/${id}/remove`, { json: { password: PASSWORD } })).status,
    ).toBe(204);
    expect((await a.client.json<Listed>('/api/security')).body.passkeys).toEqual([]);
    expect((await signInWithPasskey(new TestClient(ctx), passkey)).status).toBe(401);
    // Both changes are told to the owner by mail, naming the passkey; nothing to the other person.
    const mails = await queuedMails(ctx.database.db, a.me.email);
    const kinds = mails.map((m) => m.kind).filter((k) => k.startsWith('passkey_'));
    expect(kinds.sort()).toEqual(['passkey_added', 'passkey_removed']);
    expect(mails.find((m) => m.kind === 'passkey_added')?.text).toContain('“Test phone”');
    const toB = await queuedMails(ctx.database.db, b.me.email);
    expect(toB.filter((m) => m.kind.startsWith('passkey_'))).toEqual([]);
  });

  it('keeps the last one of an account without a password', async () => {
    const { client, me } = await person();
    const first = await addPasskey(client, ctx.env.appUrl, { password: PASSWORD });
    const second = await addPasskey(client, ctx.env.appUrl, { password: PASSWORD }, 'Laptop');
    // No account is without a password today: the service's own rule, with the password gone.
    await ctx.database.db.update(account).set({ password: null }).where(eq(account.userId, me.id));
    const service = passkeyService(ctx.database.db, ctx.env.appUrl);
    await service.remove(me.id, first.id);
    await expect(service.remove(me.id, second.id)).rejects.toMatchObject({ status: 409, code: 'last_way_in' });
    expect(await service.list(me.id)).toHaveLength(1);
  });
});

describe('the person’s data', () => {
  it('exports names and dates, never keys; deletion removes the passkeys', async () => {
    const { client, me } = await person();
    const { passkey } = await addPasskey(client, ctx.env.appUrl, { password: PASSWORD }, 'Phone');
    const [row] = await ctx.database.db.select().from(passkeys).where(eq(passkeys.user_id, me.id));
    const response = await client.request('/api/account/export', { json: { password: PASSWORD } });
    const text = await response.text();
    expect((JSON.parse(text) as { passkeys: unknown }).passkeys).toEqual([
      { name: 'Phone', created_at: expect.any(String), last_used_at: null },
    ]);
    expect(text).not.toContain(passkey.id);
    expect(text).not.toContain(row?.public_key);
    expect((await client.request('/api/account/delete', { json: { password: PASSWORD } })).status).toBe(200);
    expect(await ctx.database.db.select().from(passkeys).where(eq(passkeys.user_id, me.id))).toEqual([]);
  });
});
