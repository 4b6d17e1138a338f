import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { translate } from '../i18n.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';

/**
 * A newcomer opens the app at http://127.0.0.1:PORT or http://[::1]:PORT as often as at localhost
 * (issue 26, item 9). In development with APP_URL unset those are the same app; in production only the
 * configured origins are, and the refusal says which setting to change.
 */

const PORT = '3998';
const LOOPBACK = [`http://127.0.0.1:${PORT}`, `http://[::1]:${PORT}`];

/** The origins loadEnv derives for this NODE_ENV with APP_URL unset, as a fresh `npm start` would. */
function originsFor(nodeEnv: 'development' | 'production') {
  const env = loadEnv({
    NODE_ENV: nodeEnv,
    PORT,
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: '.tmp/test-data',
  });
  return { nodeEnv: env.nodeEnv, appUrl: env.appUrl, trustedOrigins: env.trustedOrigins };
}

describe('in development with APP_URL unset', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(originsFor('development'));
  });
  afterAll(() => ctx.close());

  it.each(LOOPBACK)('signs up and saves from %s, the same port on a loopback address', async (origin) => {
    const visitor = new TestClient(ctx);
    const signUp = await visitor.json('/api/auth/sign-up/email', {
      json: {
        name: 'Sami Nour',
        email: `sami-${randomBytes(6).toString('hex')}@example.test`,
        password: 'correct horse 42',
        consent: true,
      },
      origin,
    });
    expect(signUp.status).toBe(200);
    const saved = await visitor.json('/api/profile', { method: 'PATCH', json: { language_preference: 'ar' }, origin });
    expect(saved.status).toBe(200);
  });

  it('trusts no other port and no other host', async () => {
    for (const origin of ['http://127.0.0.1:5999', 'http://192.168.1.20:3998']) {
      const refused = await new TestClient(ctx).json('/api/auth/sign-up/email', {
        json: {
          name: 'Sami Nour',
          email: `sami-${randomBytes(6).toString('hex')}@example.test`,
          password: 'correct horse 42',
          consent: true,
        },
        origin,
      });
      expect(refused.status).toBe(403);
    }
  });
});

describe('in production', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(originsFor('production'));
  });
  afterAll(() => ctx.close());

  it('never trusts a loopback alias by itself, and the refusal names APP_URL in the reader language', async () => {
    for (const origin of LOOPBACK) {
      const visitor = new TestClient(ctx);
      const refused = await visitor.json<{ error: { code: string; message: string } }>('/api/auth/sign-up/email', {
        json: {
          name: 'Sami Nour',
          email: `sami-${randomBytes(6).toString('hex')}@example.test`,
          password: 'correct horse 42',
          consent: true,
        },
        headers: { 'accept-language': 'ar' },
        origin,
      });
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe(translate('errors.auth.invalid_origin', 'ar'));
      expect(refused.body.error.message).toContain('APP_URL');
    }
  });

  it('refuses a signed-in change from a loopback alias with the same advice', async () => {
    const visitor = new TestClient(ctx);
    await visitor.signUp();
    const refused = await visitor.json<{ error: { code: string; message: string } }>('/api/profile', {
      method: 'PATCH',
      json: { language_preference: 'ar' },
      headers: { 'accept-language': 'en' },
      origin: LOOPBACK[0] as string,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'forbidden_origin',
      message: translate('errors.forbiddenOrigin', 'en'),
    });
    expect(refused.body.error.message).toContain('APP_URL');
  });
});
