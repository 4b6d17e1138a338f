import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account as credentials, session, user } from '../db/schema.ts';
import { translate } from '../i18n.ts';
import { startFakePwned } from '../testing/fake-pwned.ts';
import { createTestApp, TestClient, type TestContext, uniqueEmail } from '../testing/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Body = { error?: { code: string; message: string; field?: string } };
const NAME = 'Layla Haddad';
const PASSWORD = 'correct horse 42';
const STRONG = 'amber kettle drifts north';

/** Each refused password, and why: the review's measured four, a keyboard row and the person's own name. */
const REFUSED: [string, 'validation.passwordCommon' | 'validation.passwordPersonal'][] = [
  ['password', 'validation.passwordCommon'],
  ['12345678', 'validation.passwordCommon'],
  ['qwertyuiop', 'validation.passwordCommon'],
  ['wifaq123', 'validation.passwordPersonal'],
  ['Layla123', 'validation.passwordPersonal'],
  ['haddad2026', 'validation.passwordPersonal'],
];

const passwordHashOf = async (userId: string) =>
  (await ctx.database.db.select().from(credentials).where(eq(credentials.userId, userId)))[0]?.password;
const sessionsOf = async (userId: string) =>
  (await ctx.database.db.select().from(session).where(eq(session.userId, userId))).length;
const signIn = (email: string, password: string) =>
  new TestClient(ctx).request('/api/auth/sign-in/email', { json: { email, password } });

describe('a guessable new password', () => {
  it('is refused at sign-up with the reason in the reader’s language, and no account is made', async () => {
    for (const [password, reason] of REFUSED) {
      for (const language of ['en', 'ar'] as const) {
        const email = uniqueEmail();
        const res = await new TestClient(ctx).json<Body>('/api/auth/sign-up/email', {
          json: { name: NAME, email, password, consent: true },
          headers: { 'accept-language': language },
        });
        expect([res.status, res.body.error], `${password} ${language}`).toEqual([
          400,
          { code: 'validation_failed', message: translate(reason, language), field: 'password' },
        ]);
        expect(await ctx.database.db.select().from(user).where(eq(user.email, email))).toEqual([]);
      }
    }
    expect(translate('validation.passwordCommon', 'ar')).toMatch(/[\u0600-\u06ff]/);
    expect(translate('validation.passwordPersonal', 'ar')).toContain('وفاق');
  });

  it('is refused when better-auth’s handler is reached directly, without the bridge', async () => {
    const here = new TestClient(ctx);
    const person = await here.signUp({ name: NAME, password: PASSWORD });
    const hash = await passwordHashOf(person.id);
    const status = await ctx.app.auth
      .handler(
        new Request(`${ctx.env.appUrl}/api/auth/change-password`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: ctx.env.appUrl,
            cookie: here.cookieHeader,
          },
          body: JSON.stringify({ currentPassword: PASSWORD, newPassword: 'wifaq123' }),
        }),
      )
      .then(
        (res) => res.status,
        (error: { status?: number }) => error.status ?? 500,
      );
    expect(status).toBe(400);
    expect(await passwordHashOf(person.id)).toBe(hash);
  });

  it('is refused at a change of password, which then changes nothing', async () => {
    const here = new TestClient(ctx);
    const person = await here.signUp({ name: NAME, password: PASSWORD });
    const phone = new TestClient(ctx);
    expect(
      (await phone.request('/api/auth/sign-in/email', { json: { email: person.email, password: PASSWORD } })).status,
    ).toBe(200);
    const hash = await passwordHashOf(person.id);
    const sessions = await sessionsOf(person.id);
    for (const [newPassword, reason] of REFUSED) {
      const res = await here.json<Body>('/api/auth/change-password', {
        json: { currentPassword: PASSWORD, newPassword },
        headers: { 'accept-language': 'ar' },
      });
      expect([res.status, res.body.error], newPassword).toEqual([
        400,
        { code: 'validation_failed', message: translate(reason, 'ar'), field: 'newPassword' },
      ]);
    }
    expect(await passwordHashOf(person.id)).toBe(hash);
    expect(await sessionsOf(person.id)).toBe(sessions);
    expect((await phone.request('/api/profile')).status).toBe(200);
    // A strong one goes through, and the refusals counted as no failed proof.
    const changed = await here.request('/api/auth/change-password', {
      json: { currentPassword: PASSWORD, newPassword: STRONG },
    });
    expect(changed.status).toBe(200);
    expect((await signIn(person.email, STRONG)).status).toBe(200);
  });

  it('is refused at a reset, which leaves the password and the link as they were', async () => {
    const person = await new TestClient(ctx).signUp({ name: NAME, password: PASSWORD });
    const link = await ctx.app.auth.resetLink(person.id);
    const token = decodeURIComponent(link.split('#token=')[1] ?? '');
    const visitor = new TestClient(ctx);
    const hash = await passwordHashOf(person.id);
    for (const [newPassword, reason] of REFUSED) {
      const res = await visitor.json<Body>('/api/auth/reset-password', { json: { token, newPassword } });
      expect([res.status, res.body.error], newPassword).toEqual([
        400,
        { code: 'validation_failed', message: translate(reason, 'en'), field: 'newPassword' },
      ]);
    }
    expect(await passwordHashOf(person.id)).toBe(hash);
    expect((await signIn(person.email, PASSWORD)).status).toBe(200);
    // The link still works once, for a password that passes.
    const reset = await visitor.json<Body>('/api/auth/reset-password', { json: { token, newPassword: STRONG } });
    expect(reset.status).toBe(200);
    expect((await signIn(person.email, STRONG)).status).toBe(200);
  });

  it('at a reset with a link that is not valid, is told about the link, not the password', async () => {
    const res = await new TestClient(ctx).json<Body>('/api/auth/reset-password', {
      json: { token: 'not-a-real-token', newPassword: 'password' },
    });
    expect([res.status, res.body.error?.code]).toEqual([400, 'invalid_token']);
  });

  it('leaves the length rules to say their own words first', async () => {
    const res = await new TestClient(ctx).json<Body>('/api/auth/sign-up/email', {
      json: { name: NAME, email: uniqueEmail(), password: 'pass', consent: true },
    });
    expect([res.status, res.body.error?.message]).toEqual([400, translate('validation.passwordMin', 'en')]);
  });
});

describe('a passphrase', () => {
  it('signs up, in both languages, even when it holds a short name or the product’s name among other words', async () => {
    for (const [name, password] of [
      [NAME, STRONG],
      ['Ali Hassan', 'quality time by the river 9'],
      ['Mona', 'wifaq helps: amber kettle drifts'],
      ['سارة', 'سماء زرقاء فوق الجبل 2020'],
    ] as const) {
      const res = await new TestClient(ctx).json<Body>('/api/auth/sign-up/email', {
        json: { name, email: uniqueEmail(), password, consent: true },
        headers: { 'accept-language': 'ar' },
      });
      expect(res.status, password).toBe(200);
    }
  });
});

describe('with a breached-password service configured (PWNED_PASSWORDS_URL)', () => {
  const BREACHED = 'amber kettle drifts south';
  let pwned: Awaited<ReturnType<typeof startFakePwned>>;
  let checked: TestContext;
  beforeAll(async () => {
    pwned = await startFakePwned([BREACHED]);
    checked = await createTestApp({ pwnedPasswordsUrl: pwned.url });
  });
  afterAll(async () => {
    await checked.close();
    await pwned.close();
  });

  it('refuses a strong-looking password found in breaches at sign-up, change and reset, sending only a hash prefix', async () => {
    pwned.requests.length = 0;
    const email = uniqueEmail();
    const refused = await new TestClient(checked).json<Body>('/api/auth/sign-up/email', {
      json: { name: NAME, email, password: BREACHED, consent: true },
      headers: { 'accept-language': 'ar' },
    });
    expect([refused.status, refused.body.error]).toEqual([
      400,
      { code: 'validation_failed', message: translate('validation.passwordBreached', 'ar'), field: 'password' },
    ]);
    expect(await checked.database.db.select().from(user).where(eq(user.email, email))).toEqual([]);
    // k-anonymity: five hex characters of the SHA-1, with padding asked for; never the password or the whole hash.
    expect(pwned.requests).toHaveLength(1);
    expect(pwned.requests[0]?.path).toMatch(/^\/range\/[0-9A-F]{5}$/);
    expect(pwned.requests[0]?.padding).toBe('true');

    const here = new TestClient(checked);
    const person = await here.signUp({ name: NAME, password: PASSWORD });
    const hash = (await checked.database.db.select().from(credentials).where(eq(credentials.userId, person.id)))[0]
      ?.password;
    const change = await here.json<Body>('/api/auth/change-password', {
      json: { currentPassword: PASSWORD, newPassword: BREACHED },
    });
    expect([change.status, change.body.error?.message]).toEqual([400, translate('validation.passwordBreached', 'en')]);
    const link = await checked.app.auth.resetLink(person.id);
    const token = decodeURIComponent(link.split('#token=')[1] ?? '');
    const reset = await here.json<Body>('/api/auth/reset-password', { json: { token, newPassword: BREACHED } });
    expect([reset.status, reset.body.error?.field]).toEqual([400, 'newPassword']);
    const [after] = await checked.database.db.select().from(credentials).where(eq(credentials.userId, person.id));
    expect(after?.password).toBe(hash);
    // One not in the corpus passes; the lists are still checked first (a common one never reaches the service).
    pwned.requests.length = 0;
    const common = await here.json<Body>('/api/auth/change-password', {
      json: { currentPassword: PASSWORD, newPassword: 'password' },
    });
    expect(common.body.error?.message).toBe(translate('validation.passwordCommon', 'en'));
    expect(pwned.requests).toHaveLength(0);
    const changed = await here.request('/api/auth/change-password', {
      json: { currentPassword: PASSWORD, newPassword: STRONG },
    });
    expect(changed.status).toBe(200);
  });

  it('accepts a password on the local check alone when the service cannot answer', async () => {
    pwned.state.failing = true;
    try {
      const res = await new TestClient(checked).request('/api/auth/sign-up/email', {
        json: { name: NAME, email: uniqueEmail(), password: BREACHED, consent: true },
      });
      expect(res.status).toBe(200);
    } finally {
      pwned.state.failing = false;
    }
  });

  it('is not asked at all when unset, the default', async () => {
    pwned.requests.length = 0;
    const res = await new TestClient(ctx).request('/api/auth/sign-up/email', {
      json: { name: NAME, email: uniqueEmail(), password: BREACHED, consent: true },
    });
    expect(res.status).toBe(200);
    expect(pwned.requests).toHaveLength(0);
    expect(ctx.env.pwnedPasswordsUrl).toBeNull();
  });
});
