import { createHash } from 'node:crypto';
import { eq, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, rateLimit, requestLimits, session, user } from '../db/schema.ts';
import { AUTH_ENDPOINTS } from '../http/auth-bridge.ts';
import { createTestApp, TestClient, type TestContext, uniqueEmail } from '../testing/test-app.ts';
import { personWithTwoFactor } from '../testing/two-factor.ts';
import { emailTag } from './failure-counter.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type ErrorBody = { error: { code: string; message: string } };
const PASSWORD = 'correct horse 42';

const withTwoFactor = () => personWithTwoFactor(ctx, PASSWORD);

/** better-auth's own handler, without the bridge in front: the rules must hold there too. */
function callAuthDirectly(path: string, init: { type: string; body: string; cookie?: string }) {
  const headers: Record<string, string> = { 'content-type': init.type, origin: ctx.env.appUrl };
  if (init.cookie) headers.cookie = init.cookie;
  return ctx.app.auth
    .handler(new Request(`${ctx.env.appUrl}${path}`, { method: 'POST', headers, body: init.body }))
    .then(
      (res) => res.status,
      (error: { status?: number }) => error.status ?? 500,
    );
}

const sessionsOf = async (userId: string) =>
  (await ctx.database.db.select().from(session).where(eq(session.userId, userId))).length;

/** One body in every encoding a client could send it in. */
function encodings(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const multipart = new Request('http://x', { method: 'POST', body: form });
  return [
    { name: 'json', type: 'application/json', body: async () => JSON.stringify(fields) },
    { name: 'json; charset', type: 'application/json; charset=utf-8', body: async () => JSON.stringify(fields) },
    { name: 'JSON upper case', type: 'Application/JSON', body: async () => JSON.stringify(fields) },
    {
      name: 'form',
      type: 'application/x-www-form-urlencoded',
      body: async () => new URLSearchParams(fields).toString(),
    },
    {
      name: 'multipart',
      type: multipart.headers.get('content-type') as string,
      body: async () => await multipart.clone().text(),
    },
    { name: 'text/plain', type: 'text/plain', body: async () => JSON.stringify(fields) },
    { name: 'no type', type: null, body: async () => JSON.stringify(fields) },
  ];
}

async function post(path: string, type: string | null, body: string, client = new TestClient(ctx)) {
  await ctx.database.db.delete(rateLimit); // better-auth's per-address bursts are not under test here
  return client.request(path, { method: 'POST', body, headers: type ? { 'content-type': type } : {} });
}

describe('a password alone never signs in an account with two-factor on', () => {
  it('in any encoding, through the API', async () => {
    const { account } = await withTwoFactor();
    const before = await sessionsOf(account.id);
    for (const encoding of encodings({ email: account.email, password: PASSWORD })) {
      const res = await post('/api/auth/sign-in/email', encoding.type, await encoding.body());
      expect(res.headers.getSetCookie().some((c) => c.includes('session_token=') && !/max-age=0/i.test(c))).toBe(false);
      expect([401, 415], encoding.name).toContain(res.status);
      if (/json/i.test(encoding.type ?? '')) {
        expect(((await res.json()) as ErrorBody).error.code).toBe('two_factor_required');
      }
    }
    expect(await sessionsOf(account.id)).toBe(before);
  });

  it('in any encoding better-auth itself accepts, even when its handler is reached directly', async () => {
    const { account, freshCode } = await withTwoFactor();
    const before = await sessionsOf(account.id);
    const direct = async (fields: Record<string, string>, type: string) => {
      await ctx.database.db.delete(rateLimit);
      const body = type.includes('json') ? JSON.stringify(fields) : new URLSearchParams(fields).toString();
      return callAuthDirectly('/api/auth/sign-in/email', { type, body });
    };
    for (const type of ['application/x-www-form-urlencoded', 'application/json']) {
      expect(await direct({ email: account.email, password: PASSWORD }, type), type).toBe(401);
      expect(await direct({ email: account.email, password: PASSWORD, code: '000000' }, type), type).toBe(401);
    }
    expect(await sessionsOf(account.id)).toBe(before);
    // The code is read from the body better-auth parsed, so a form with the right code does sign in.
    expect(
      await direct(
        { email: account.email, password: PASSWORD, code: freshCode() },
        'application/x-www-form-urlencoded',
      ),
    ).toBe(200);
    expect(await sessionsOf(account.id)).toBe(before + 1);
  });

  it('refuses every other encoding on every auth path that takes a body, changing nothing', async () => {
    const client = new TestClient(ctx);
    const account = await client.signUp({ password: PASSWORD });
    const bodies: Record<string, Record<string, string>> = {
      '/api/auth/sign-up/email': { name: 'Form Person', email: uniqueEmail(), password: PASSWORD, consent: 'true' },
      '/api/auth/change-password': { currentPassword: PASSWORD, newPassword: 'another long secret' },
      '/api/auth/sign-out': {},
    };
    for (const [path, fields] of Object.entries(bodies)) {
      for (const encoding of encodings(fields).filter((e) => !/json/i.test(e.type ?? ''))) {
        const res = await post(path, encoding.type, await encoding.body(), client);
        expect(res.status, `${path} ${encoding.name}`).toBe(415);
      }
    }
    expect((await client.request('/api/profile')).status).toBe(200); // still signed in: sign-out was refused
    expect(
      (
        await new TestClient(ctx).json('/api/auth/sign-in/email', {
          json: { email: account.email, password: PASSWORD },
        })
      ).status,
    ).toBe(200);
  });
});

describe('only the auth endpoints the product uses are reachable', () => {
  it('answers 404 for every other better-auth endpoint, in both methods', async () => {
    const client = new TestClient(ctx);
    await client.signUp({ password: PASSWORD });
    const paths = new Set(
      Object.values(ctx.app.auth.api as Record<string, { path?: string }>)
        .map((endpoint) => endpoint.path)
        .filter((path): path is string => typeof path === 'string' && path.startsWith('/')),
    );
    expect(paths.has('/update-user')).toBe(true);
    expect(paths.has('/list-sessions')).toBe(true);
    let checked = 0;
    for (const path of paths) {
      for (const method of ['GET', 'POST'] as const) {
        if (AUTH_ENDPOINTS.has(`${method} /api/auth${path}`)) continue;
        const res = await client.request(`/api/auth${path}`, method === 'POST' ? { json: { name: 'x' } } : {});
        expect(res.status, `${method} ${path}`).toBe(404);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('never sends a session token in a response body', async () => {
    const client = new TestClient(ctx);
    const email = uniqueEmail();
    const signUp = await client.request('/api/auth/sign-up/email', {
      json: { name: 'Token Test', email, password: PASSWORD, consent: true },
    });
    const bodies = [await signUp.text()];
    bodies.push(await (await client.request('/api/auth/get-session')).text());
    bodies.push(
      await (
        await new TestClient(ctx).request('/api/auth/sign-in/email', { json: { email, password: PASSWORD } })
      ).text(),
    );
    const [stored] = await ctx.database.db.select({ token: session.token }).from(session).limit(1);
    for (const body of bodies) {
      expect(body).toContain(email);
      expect(body).not.toMatch(/"token"/);
      expect(body).not.toContain(stored?.token);
    }
  });
});

describe('names and images, on every path that sets them', () => {
  it('validates a name like sign-up and never stores an image, even through better-auth directly', async () => {
    const client = new TestClient(ctx);
    const email = uniqueEmail();
    const res = await client.request('/api/auth/sign-up/email', {
      json: { name: 'Image Person', email, password: PASSWORD, consent: true, image: 'javascript:alert(1)' },
    });
    expect([200, 400]).toContain(res.status);
    const [created] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    expect(created?.image ?? null).toBeNull();

    const account = await client.signUp({ password: PASSWORD });
    for (const name of ['N'.repeat(101), '', null]) {
      const direct = await callAuthDirectly('/api/auth/update-user', {
        type: 'application/json',
        body: JSON.stringify({ name }),
        cookie: client.cookieHeader,
      });
      expect(direct, JSON.stringify(name)).toBe(400);
    }
    const [row] = await ctx.database.db.select().from(user).where(eq(user.id, account.id));
    expect(row?.name).toBe('Layla Haddad');
  });
});

describe('password checks while signed in', () => {
  it('a password change ends the other sessions, even when the request asks otherwise', async () => {
    const here = new TestClient(ctx);
    const account = await here.signUp({ password: PASSWORD });
    const phone = new TestClient(ctx);
    expect(
      (await phone.request('/api/auth/sign-in/email', { json: { email: account.email, password: PASSWORD } })).status,
    ).toBe(200);
    const changed = await here.request('/api/auth/change-password', {
      json: { currentPassword: PASSWORD, newPassword: 'a new long secret 9', revokeOtherSessions: false },
    });
    expect(changed.status).toBe(200);
    expect((await phone.request('/api/profile')).status).toBe(401);
    expect((await here.request('/api/profile')).status).toBe(200);
  });

  it('a wrong current password is told in the reader’s words, not the library’s', async () => {
    const here = new TestClient(ctx);
    await here.signUp({ password: PASSWORD });
    const body = { currentPassword: 'not my password', newPassword: 'a new long secret 9' };
    const english = await here.json<ErrorBody>('/api/auth/change-password', { json: body });
    expect(english.status).toBe(400);
    expect(english.body.error).toEqual({ code: 'invalid_password', message: 'That password is not correct.' });
    const arabic = await here.json<ErrorBody>('/api/auth/change-password', {
      json: body,
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.body.error.message).toBe('كلمة المرور غير صحيحة.');
  });

  it('share one per-account limit: change-password, deletion and two-factor codes', async () => {
    const { client, account, freshCode } = await withTwoFactor();
    for (let i = 0; i < 3; i++) {
      const res = await client.request('/api/auth/change-password', {
        json: { currentPassword: `not it ${i}`, newPassword: 'another long secret' },
      });
      expect(res.status).toBe(400);
    }
    for (const wrong of ['000000', '111111']) {
      const res = await client.json<ErrorBody>('/api/security/two-factor/disable', {
        json: { password: PASSWORD, code: wrong },
      });
      expect(res.body.error.code).toBe('invalid_code');
    }
    // Five failures across three routes: even the right password and code now wait.
    const deletion = await client.json<ErrorBody>('/api/account/delete', {
      json: { password: PASSWORD, code: freshCode() },
    });
    expect(deletion.status).toBe(429);
    expect(Number(deletion.headers.get('retry-after'))).toBeGreaterThan(0);
    const turnOff = await client.json<ErrorBody>('/api/security/two-factor/disable', {
      json: { password: PASSWORD, code: freshCode() },
    });
    expect(turnOff.status).toBe(429);
    expect((await client.request('/api/profile')).status).toBe(200);
    expect(await sessionsOf(account.id)).toBeGreaterThan(0);
  });
});

describe('two-factor changes need proof', () => {
  it('turning it on asks for the password', async () => {
    const client = new TestClient(ctx);
    await client.signUp({ password: PASSWORD });
    await client.confirmAddress();
    expect((await client.json<ErrorBody>('/api/security/two-factor/setup', { json: {} })).status).toBe(400);
    const wrong = await client.json<ErrorBody>('/api/security/two-factor/setup', { json: { password: 'nope nope' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('invalid_password');
    expect((await client.request('/api/security/two-factor/setup', { json: { password: PASSWORD } })).status).toBe(200);
  });

  it('turning it off asks for the password and a current code or a backup code, neither alone', async () => {
    const { client, account, freshCode } = await withTwoFactor();
    const withPassword = await client.json<ErrorBody>('/api/security/two-factor/disable', {
      json: { password: PASSWORD },
    });
    expect(withPassword.status).toBe(400);
    expect((await client.request('/api/security/two-factor/disable', { json: { code: freshCode() } })).status).toBe(
      400,
    );
    const wrongPassword = await client.json<ErrorBody>('/api/security/two-factor/disable', {
      json: { password: 'not it at all', code: freshCode() },
    });
    expect(wrongPassword.body.error.code).toBe('invalid_password');
    expect(
      (await client.request('/api/security/two-factor/disable', { json: { password: PASSWORD, code: freshCode() } }))
        .status,
    ).toBe(200);
    await ctx.database.db.delete(rateLimit);
    expect(
      (
        await new TestClient(ctx).request('/api/auth/sign-in/email', {
          json: { email: account.email, password: PASSWORD },
        })
      ).status,
    ).toBe(200);
  });
});

describe('deletion', () => {
  it('leaves no limit row naming the person, not even an unsalted hash of the email', async () => {
    const client = new TestClient(ctx);
    const account = await client.signUp({ password: PASSWORD });
    await ctx.database.db.delete(rateLimit);
    await new TestClient(ctx).request('/api/auth/sign-in/email', {
      json: { email: account.email, password: 'wrong one!' },
    });
    await client.request('/api/auth/change-password', {
      json: { currentPassword: 'wrong one!', newPassword: 'a new long secret 9' },
    });
    const keys = async () =>
      (
        await ctx.database.db
          .select({ key: requestLimits.key })
          .from(requestLimits)
          .where(
            or(
              like(requestLimits.key, 'signin-account:%'),
              like(requestLimits.key, 'account:%'),
              like(requestLimits.key, `%${account.id}%`),
            ),
          )
      ).map((r) => r.key);
    const tag = emailTag(ctx.env.authSecret, account.email);
    const naming = (key: string) => key.includes(account.id) || key.includes(tag);
    const before = await keys();
    expect(before.some((k) => k.includes(account.id))).toBe(true);
    // The requests counted per person: sign-up and sign-in by the keyed hash, the rest by id.
    expect(before.filter((k) => k.startsWith(`account:${tag}:`)).length).toBeGreaterThan(0);
    expect(before.filter((k) => k.startsWith(`account:${account.id}:`)).length).toBeGreaterThan(0);
    const sha = createHash('sha256').update(account.email.toLowerCase()).digest('hex');
    expect(before.some((k) => k.includes(sha))).toBe(false);
    expect((await client.request('/api/account/delete', { json: { password: PASSWORD } })).status).toBe(200);
    const after = await keys();
    // The sign-in counter (by keyed hash), the password-check counter, the confirmation-mail counter and
    // the requests counted per person are gone; every other person's stay.
    expect(after.filter(naming)).toEqual([]);
    expect(after.sort()).toEqual(before.filter((k) => !naming(k)).sort());
  });
});

describe('the cross-site check and the session reader', () => {
  it('find the session cookie the same way, however the header is spaced', async () => {
    const client = new TestClient(ctx);
    await client.signUp();
    const value = /better-auth\.session_token=([^;]+)/.exec(client.cookieHeader)?.[1] ?? '';
    for (const cookie of [
      `x=1;better-auth.session_token =${value}`,
      `x=1; better-auth.session_token= ${value}`,
      `better-auth.session_token=${value}`,
    ]) {
      const res = await ctx.app.request(`${ctx.env.appUrl}/api/timeline/milestones`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'wedding', date: '2020-01-01' }),
      });
      expect([401, 403], cookie).toContain(res.status);
    }
  });
});

describe('the API speaks JSON only', () => {
  it('refuses a cross-site form or text/plain body on any route before it is read (415)', async () => {
    const before = (await ctx.database.db.select().from(contactMessages)).length;
    const message = JSON.stringify({ name: 'Forged', email: 'forged@example.test', message: 'a forged message here' });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await ctx.app.request(`${ctx.env.appUrl}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': type, origin: 'https://elsewhere.example' },
        body: message,
      });
      expect(res.status, type).toBe(415);
      expect(((await res.json()) as ErrorBody).error.code).toBe('unsupported_media_type');
    }
    expect((await ctx.database.db.select().from(contactMessages)).length).toBe(before);
  });
});
