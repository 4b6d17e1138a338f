import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, session } from './db/schema.ts';
import { addPasskey, signInWithPasskey } from './testing/passkey-authenticator.ts';
import { createTestApp, TestClient, type TestContext, uniqueEmail } from './testing/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type ErrorBody = { error: { code: string; message: string } };

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

describe('accounts', () => {
  it('signs up, reads the session, signs out and signs in again', async () => {
    const visitor = new TestClient(ctx);
    const account = await visitor.signUp({ name: 'Omar Saleh' });
    expect(account.id).toMatch(/^[0-9a-f-]{36}$/);

    const session = await visitor.json<{ user: { email: string; name: string } }>('/api/auth/get-session');
    expect(session.body.user).toMatchObject({ email: account.email, name: 'Omar Saleh' });

    const out = await visitor.request('/api/auth/sign-out', { method: 'POST', json: {} });
    expect(out.status).toBe(200);
    const after = await visitor.json('/api/auth/get-session');
    expect(after.body).toBeNull();

    const back = await visitor.json('/api/auth/sign-in/email', {
      json: { email: account.email, password: account.password },
    });
    expect(back.status).toBe(200);
    const again = await visitor.json<{ user: { email: string } }>('/api/auth/get-session');
    expect(again.body.user.email).toBe(account.email);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const visitor = new TestClient(ctx);
    const res = await visitor.request('/api/auth/sign-up/email', {
      json: { name: 'Sara', email: uniqueEmail(), password: 'long enough pass', consent: true },
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('names every cookie __Host- behind https (Secure, Path=/, no Domain), signs in with it, and reads no other name', async () => {
    const https = await createTestApp({ appUrl: 'https://wifaq.example', trustedOrigins: ['https://wifaq.example'] });
    try {
      const visitor = new TestClient(https);
      const account = { name: 'Sara', email: uniqueEmail(), password: 'long enough pass' };
      const res = await visitor.request('/api/auth/sign-up/email', { json: { ...account, consent: true } });
      expect(res.status).toBe(200);
      const set = res.headers.getSetCookie();
      expect(set.length).toBeGreaterThan(0);
      // The device cookie is scoped to /api/auth, which __Host- forbids: it is __Secure- (limits.test.ts has the rest).
      const device = set.filter((c) => /^(__Secure-)?wifaq_device=/.test(c));
      expect(device).toHaveLength(1);
      expect(device[0]).toMatch(/^__Secure-wifaq_device=.*; Secure/i);
      for (const cookie of set.filter((c) => !device.includes(c))) {
        expect(cookie).toMatch(/^__Host-better-auth\./);
        expect(cookie).toMatch(/; Secure/i);
        expect(cookie).toMatch(/; Path=\/(;|$)/i);
        expect(cookie).not.toMatch(/Domain=/i);
      }
      const session = set.find((c) => c.startsWith('__Host-better-auth.session_token='));
      expect(session).toMatch(/HttpOnly/i);
      expect((await visitor.request('/api/profile')).status).toBe(200);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);

      // Signing in again from another browser gives it a __Host- session of its own.
      const other = new TestClient(https);
      const signIn = await other.request('/api/auth/sign-in/email', {
        json: { email: account.email, password: account.password },
      });
      expect(signIn.status).toBe(200);
      expect(signIn.headers.getSetCookie().some((c) => c.startsWith('__Host-better-auth.session_token='))).toBe(true);
      expect((await other.request('/api/profile')).status).toBe(200);
      const value = /__Host-better-auth\.session_token=([^;]+)/.exec(other.cookieHeader)?.[1] ?? '';

      // The same signed value under any other name (one a sibling subdomain or a plain-http answer could
      // set) signs nobody in: the session is read from the __Host- name alone.
      for (const name of ['better-auth.session_token', '__Secure-better-auth.session_token']) {
        const planted = await https.app.request('https://wifaq.example/api/profile', {
          headers: { cookie: `${name}=${value}` },
        });
        expect({ name, status: planted.status }).toEqual({ name, status: 401 });
      }

      // A passkey signs in too. Its ceremony cookie is for /api/auth/passkey alone, which __Host- forbids:
      // it is __Secure-, Secure, and keeps its narrow path.
      const { passkey } = await addPasskey(visitor, https.env.appUrl, { password: account.password });
      const ceremony = await new TestClient(https).request('/api/auth/passkey/sign-in/options', { json: {} });
      const ceremonyCookie = ceremony.headers.getSetCookie().find((c) => c.includes('passkey_ceremony='));
      expect(ceremonyCookie).toMatch(/^__Secure-better-auth\.passkey_ceremony=/);
      expect(ceremonyCookie).toMatch(/; Path=\/api\/auth\/passkey(;|$)/i);
      expect(ceremonyCookie).toMatch(/; Secure/i);
      const phone = new TestClient(https);
      expect((await signInWithPasskey(phone, passkey)).status).toBe(200);
      expect((await phone.request('/api/profile')).status).toBe(200);
    } finally {
      await https.close();
    }
  });

  it('refuses a session cookie whose signature was changed, or whose session expired', async () => {
    const visitor = new TestClient(ctx);
    const { id } = await visitor.signUp();
    const cookie = visitor.cookieHeader;
    const tampered = cookie.replace(/(better-auth\.session_token=[^.;]+)\.[^;]+/, '$1.AAAA');
    const forged = await ctx.app.request(`${ctx.env.appUrl}/api/profile`, { headers: { cookie: tampered } });
    expect(forged.status).toBe(401);
    await ctx.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, id));
    expect((await visitor.request('/api/profile')).status).toBe(401);
  });

  it('extends a session used after an hour to 12 idle hours, as better-auth does', async () => {
    const visitor = new TestClient(ctx);
    const { id } = await visitor.signUp();
    // As if last used two hours ago: ten hours left.
    const tenHours = new Date(Date.now() + 10 * HOUR);
    await ctx.database.db.update(session).set({ expiresAt: tenHours }).where(eq(session.userId, id));
    expect((await visitor.request('/api/profile')).status).toBe(200);
    const [row] = await ctx.database.db.select().from(session).where(eq(session.userId, id));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11.9 * HOUR);
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 12 * HOUR);
  });

  it('ends a session 30 days after its sign-in, however often it is used (decision 050)', async () => {
    const visitor = new TestClient(ctx);
    const { id } = await visitor.signUp();
    // Signed in 30 days ago less five minutes, and used ever since: a refresh cannot reach past day 30.
    const signedInAt = new Date(Date.now() - 30 * DAY + 5 * 60 * 1000);
    await ctx.database.db
      .update(session)
      .set({ createdAt: signedInAt, expiresAt: new Date(Date.now() + 10 * HOUR) })
      .where(eq(session.userId, id));
    const [capped] = await ctx.database.db.select().from(session).where(eq(session.userId, id));
    expect(capped?.expiresAt.getTime()).toBe(signedInAt.getTime() + 30 * DAY);
    expect((await visitor.request('/api/profile')).status).toBe(200);
    const [used] = await ctx.database.db.select().from(session).where(eq(session.userId, id));
    expect(used?.expiresAt.getTime()).toBe(signedInAt.getTime() + 30 * DAY);
    // A day later it is over, for the fast path and better-auth's own endpoints alike.
    await ctx.database.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(session.userId, id));
    expect((await visitor.request('/api/profile')).status).toBe(401);
    expect((await visitor.json('/api/auth/get-session')).body).toBeNull();
  });

  it('creates the profile at sign-up with the full name', async () => {
    const visitor = new TestClient(ctx);
    await visitor.signUp({ name: '  Mariam Al-Khatib ' });
    const profile = await visitor.json<Record<string, unknown>>('/api/profile');
    expect(profile.body).toMatchObject({
      full_name: 'Mariam Al-Khatib',
      language_preference: 'en',
      subscription_tier: 'free',
    });
  });

  it.each([
    [{ name: 'A', email: uniqueEmail(), password: 'short' }, 'Password must be at least 8 characters'],
    [{ name: 'A', email: uniqueEmail(), password: 'p'.repeat(129) }, 'Password must be at most 128 characters'],
    [{ name: 'A', email: 'not-an-email', password: 'long enough pass' }, 'Please enter a valid email address'],
    [{ name: '', email: uniqueEmail(), password: 'long enough pass' }, 'All fields are required'],
    [{ email: uniqueEmail(), password: 'long enough pass' }, 'All fields are required'],
    [{ name: 'A', email: uniqueEmail(), password: 12345678 }, 'All fields are required'],
  ])('refuses a bad sign-up payload %# with a readable 400', async (payload, message) => {
    const res = await new TestClient(ctx).json<ErrorBody>('/api/auth/sign-up/email', { json: payload });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'validation_failed', message });
  });

  it('requires consent to the processing of relationship answers, and records when it was given', async () => {
    const refused = await new TestClient(ctx).json<ErrorBody>('/api/auth/sign-up/email', {
      json: { name: 'No Consent', email: uniqueEmail(), password: 'long enough pass' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/agree to how your answers are used/);
    for (const consent of [false, 'yes', 1]) {
      const res = await new TestClient(ctx).request('/api/auth/sign-up/email', {
        json: { name: 'No Consent', email: uniqueEmail(), password: 'long enough pass', consent },
      });
      expect(res.status).toBe(400);
    }
    const before = Date.now();
    const visitor = new TestClient(ctx);
    const { id } = await visitor.signUp();
    const [row] = await ctx.database.db.select().from(profiles).where(eq(profiles.id, id));
    expect(row?.data_consent_at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await visitor.json<{ data_consent_at: string }>('/api/profile')).body.data_consent_at).toBeTruthy();
  });

  it('answers a sign-up that is not JSON with a 400 and keeps serving', async () => {
    const visitor = new TestClient(ctx);
    const res = await visitor.json<ErrorBody>('/api/auth/sign-up/email', {
      body: 'name=x&email=y',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_json');
    expect((await visitor.request('/api/health')).status).toBe(200);
  });

  it('gives the password rule in Arabic when asked', async () => {
    const res = await new TestClient(ctx).json<ErrorBody>('/api/auth/sign-up/email', {
      json: { name: 'A', email: uniqueEmail(), password: 'short' },
      headers: { 'accept-language': 'ar' },
    });
    expect(res.body.error.message).toBe('يجب ألّا تقل كلمة المرور عن 8 أحرف');
  });

  it('refuses a second account with the same email', async () => {
    const first = new TestClient(ctx);
    const { email } = await first.signUp();
    const res = await new TestClient(ctx).json<ErrorBody>('/api/auth/sign-up/email', {
      json: { name: 'Copy', email, password: 'another password', consent: true },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.error.message).toMatch(/already exists/);
  });

  it('says "Invalid email or password" for a wrong password', async () => {
    const owner = new TestClient(ctx);
    const { email } = await owner.signUp();
    const res = await new TestClient(ctx).json<ErrorBody>('/api/auth/sign-in/email', {
      json: { email, password: 'wrong password!' },
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({ code: 'invalid_email_or_password', message: 'Invalid email or password' });
  });

  it('stops a burst of wrong passwords with a 429 and Retry-After', async () => {
    const owner = new TestClient(ctx);
    const { email } = await owner.signUp();
    const attacker = new TestClient(ctx);
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) {
      last = await attacker.request('/api/auth/sign-in/email', { json: { email, password: `guess-${i}-wrong` } });
      statuses.push(last.status);
    }
    expect(statuses).toContain(429);
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(5);
    expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await last?.json()).toMatchObject({ error: { code: 'rate_limited' } });
    // Another visitor is not punished for the attacker's burst.
    const ok = await new TestClient(ctx).request('/api/auth/sign-in/email', {
      json: { email, password: 'correct horse 42' },
    });
    expect(ok.status).toBe(200);
  });

  it('ignores a client-sent client-address header', async () => {
    const owner = new TestClient(ctx);
    const { email } = await owner.signUp();
    const attacker = new TestClient(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await attacker.request('/api/auth/sign-in/email', {
        json: { email, password: `guess-${i}-wrong` },
        headers: { 'x-wifaq-client-ip': `192.0.2.${i + 1}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
  });
});
