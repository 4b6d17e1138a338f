import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tooManyAttempts } from '../errors.ts';
import { translate } from '../i18n.ts';
import { createTestApp, TestClient, type TestContext, uniqueEmail } from '../testing/test-app.ts';

/** Every 429 says how long to wait, in the reader's words (walkthrough 2026-11-27, m1). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type ErrorBody = { error: { code: string; message: string } };

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
