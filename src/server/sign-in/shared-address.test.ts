import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tooManyAttempts } from '../errors.ts';
import { ADDRESS_CEILING, SECURITY_LIMIT } from '../http/rate-limit.ts';
import { translate } from '../i18n.ts';
import { createTestApp, TestClient, type TestContext, uniqueEmail } from '../testing/test-app.ts';
import { turnOnTwoFactor } from '../testing/two-factor.ts';

/**
 * Limits tell people apart (walkthrough 2026-11-27, m1): a couple, a family or everyone on a carrier's
 * shared address count as the separate people they are, while a guesser at one of them is still stopped
 * and one address has a ceiling.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type ErrorBody = { error: { code: string; message: string } };

/** A made-up address shared by every client of one test, as a home router's is. */
// A new address for each test (drawn at random, two tests could share one and count each other's requests).
let addresses = 0;
const sharedAddress = () => `192.0.2.${++addresses}`;

const signIn = (client: TestClient, email: string, password: string, language = 'en') =>
  client.json<ErrorBody>('/api/auth/sign-in/email', {
    json: { email, password },
    headers: { 'accept-language': language },
  });

describe('a household behind one address', () => {
  it('signs up, signs in (one after two wrong passwords) and turns on two-factor without a refusal', async () => {
    const home = sharedAddress();
    const sara = new TestClient(ctx, { ip: home });
    const omar = new TestClient(ctx, { ip: home });
    const saraAccount = await sara.signUp({ name: 'Sara' });
    const omarAccount = await omar.signUp({ name: 'Omar' });
    for (const client of [sara, omar]) await client.request('/api/auth/sign-out', { json: {} });

    // As in the walkthrough: Omar signs in, Sara mistypes twice, then her right password is not refused.
    expect((await signIn(omar, omarAccount.email, omarAccount.password)).status).toBe(200);
    expect((await signIn(sara, saraAccount.email, 'not my password')).status).toBe(401);
    expect((await signIn(sara, saraAccount.email, 'not my password either')).status).toBe(401);
    expect((await signIn(sara, saraAccount.email, saraAccount.password)).status).toBe(200);

    await turnOnTwoFactor(sara, saraAccount.password);
    await turnOnTwoFactor(omar, omarAccount.password);
  });

  it('of six turns on two-factor, each from their own phone, without a refusal', async () => {
    const home = sharedAddress();
    const family = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const client = new TestClient(ctx, { ip: home });
        return { client, account: await client.signUp() };
      }),
    );
    for (const { client, account } of family) await turnOnTwoFactor(client, account.password);
  });
});

describe('a guesser behind the same address', () => {
  it('is stopped at one account, with how long to wait, while the others behind the address sign in', async () => {
    const home = sharedAddress();
    const owner = await new TestClient(ctx).signUp();
    const partner = await new TestClient(ctx).signUp();
    const guesser = new TestClient(ctx, { ip: home });
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof signIn>> | undefined;
    for (let i = 0; i < 8 && !refused; i++) {
      const res = await signIn(guesser, owner.email, `guess number ${i}`);
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    // Three guesses in 10 s from one address at one account, as better-auth allowed one whole address.
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(refused?.status).toBe(429);
    const wait = Number(refused?.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(refused?.body.error.code).toBe('rate_limited');
    expect(refused?.body.error.message).toMatch(/^Too many attempts\. Try again in \d+\s(seconds?|minutes?)\.$/);

    // In Arabic too, with the plural form the number takes.
    const arabic = await signIn(guesser, owner.email, owner.password, 'ar');
    expect(arabic.status).toBe(429);
    expect(arabic.body.error.message).toMatch(/^محاولات كثيرة جدًّا\. يُرجى المحاولة مرة أخرى بعد /);

    // The partner, at the same address, is not the guesser.
    const partnerHere = new TestClient(ctx, { ip: home });
    expect((await signIn(partnerHere, partner.email, partner.password)).status).toBe(200);
  });

  it('of security actions is stopped on their own account, while the partner at the address goes on', async () => {
    const home = sharedAddress();
    const hammer = new TestClient(ctx, { ip: home });
    const { password } = await hammer.signUp();
    const statuses: number[] = [];
    const allowed = SECURITY_LIMIT.perAddressAndAccount?.max ?? 0;
    for (let i = 0; i < allowed; i++) {
      statuses.push((await hammer.request('/api/security/sessions/revoke-others', { json: { password } })).status);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    const refused = await hammer.json<ErrorBody>('/api/security/sessions/revoke-others', {
      json: { password },
      headers: { 'accept-language': 'ar' },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(refused.body.error.message).toMatch(
      /^محاولات كثيرة جدًّا\. يُرجى المحاولة مرة أخرى بعد \d+\s(دقيقةً?|دقائق)\.$/,
    );

    const partner = new TestClient(ctx, { ip: home });
    const account = await partner.signUp();
    await turnOnTwoFactor(partner, account.password);
  });
});

describe('the ceiling of one address', () => {
  it('stops a flood across many accounts, and only that address', async () => {
    const flooder = sharedAddress();
    // Cheap requests (no password to check), sent together so the flood fits in one window.
    const flood = await Promise.all(
      Array.from({ length: ADDRESS_CEILING.max + 10 }, () =>
        new TestClient(ctx, { ip: flooder }).request('/api/auth/sign-in/email', { json: { email: uniqueEmail() } }),
      ),
    );
    const statuses = flood.map((res) => res.status);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(ADDRESS_CEILING.max);
    const refused = flood.find((res) => res.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeLessThanOrEqual(ADDRESS_CEILING.seconds);

    const someone = await new TestClient(ctx).signUp();
    expect((await signIn(new TestClient(ctx, { ip: flooder }), someone.email, someone.password)).status).toBe(429);
    expect((await signIn(new TestClient(ctx), someone.email, someone.password)).status).toBe(200);
  });
});

describe('better-auth’s own limits', () => {
  it('say how long to wait too, in the reader’s language', async () => {
    const client = new TestClient(ctx);
    let res: { status: number; headers: Headers; body: ErrorBody } | undefined;
    for (let i = 0; i < 6; i++) {
      res = await client.json<ErrorBody>('/api/auth/request-password-reset', {
        json: { email: uniqueEmail() },
        headers: { 'accept-language': 'ar' },
      });
    }
    expect(res?.status).toBe(429);
    expect(Number(res?.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(res?.body.error.message).toMatch(/^محاولات كثيرة جدًّا\. يُرجى المحاولة مرة أخرى بعد \d+\s(دقيقةً?|دقائق)\.$/);
  });
});

describe('the wait, in the reader’s words', () => {
  const said = (seconds: number, language: 'en' | 'ar') => {
    const refusal = tooManyAttempts(seconds);
    return [refusal.headers['Retry-After'], translate(refusal.messageKey, language, refusal.params)];
  };

  it('counts seconds under a minute, then whole minutes rounded up, with Retry-After in seconds', () => {
    const nb = '\u00a0'; // the number and its unit never part at a line's end
    expect(said(1, 'en')).toEqual(['1', `Too many attempts. Try again in 1${nb}second.`]);
    expect(said(29.2, 'en')).toEqual(['30', `Too many attempts. Try again in 30${nb}seconds.`]);
    expect(said(60, 'en')).toEqual(['60', `Too many attempts. Try again in 1${nb}minute.`]);
    expect(said(61, 'en')).toEqual(['61', `Too many attempts. Try again in 2${nb}minutes.`]);
  });

  it('takes each of Arabic’s plural forms, with Western digits', () => {
    const wait = (seconds: number) => said(seconds, 'ar')[1]?.replace('محاولات كثيرة جدًّا. يُرجى المحاولة مرة أخرى ', '');
    expect([1, 2, 3, 10, 11, 59].map(wait)).toEqual([
      'بعد ثانية واحدة.',
      'بعد ثانيتين.',
      'بعد 3\u00a0ثوانٍ.',
      'بعد 10\u00a0ثوانٍ.',
      'بعد 11\u00a0ثانيةً.',
      'بعد 59\u00a0ثانيةً.',
    ]);
    expect([60, 120, 300, 900, 6000].map(wait)).toEqual([
      'بعد دقيقة واحدة.',
      'بعد دقيقتين.',
      'بعد 5\u00a0دقائق.',
      'بعد 15\u00a0دقيقةً.',
      'بعد 100\u00a0دقيقة.',
    ]);
  });
});
