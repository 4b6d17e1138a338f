import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAssessmentType } from '../../domain/assessment/catalogue.ts';
import { translate } from '../i18n.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';
import { spaRoutes } from './spa.ts';

/**
 * The reader's language is worked out once (http/language.ts): `?language=`, then Accept-Language,
 * then the signed-in person's profile, then English. Error messages show which one won.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type ErrorBody = { error: { code: string; message: string } };
const NOT_FOUND = { en: translate('errors.notFound', 'en'), ar: translate('errors.notFound', 'ar') };

async function signedIn(profileLanguage: 'en' | 'ar') {
  const client = new TestClient(ctx);
  await client.signUp();
  const patched = await client.json('/api/profile', {
    method: 'PATCH',
    json: { language_preference: profileLanguage },
  });
  expect(patched.status).toBe(200);
  return client;
}

/** The message of a 404 from an unknown API path, which runs after the session and the language. */
async function notFoundMessage(client: TestClient, query: string, headers: Record<string, string> = {}) {
  const response = await client.json<ErrorBody>(`/api/no-such-thing${query}`, { headers });
  expect(response.status).toBe(404);
  return response.body.error.message;
}

describe('the reader language', () => {
  it('is English when nothing names one', async () => {
    expect(await notFoundMessage(new TestClient(ctx), '')).toBe(NOT_FOUND.en);
  });

  it('follows Accept-Language (its first tag), as the web app sends it', async () => {
    const client = new TestClient(ctx);
    expect(await notFoundMessage(client, '', { 'accept-language': 'ar' })).toBe(NOT_FOUND.ar);
    expect(await notFoundMessage(client, '', { 'accept-language': 'ar-SA,en;q=0.8' })).toBe(NOT_FOUND.ar);
    expect(await notFoundMessage(client, '', { 'accept-language': 'en-GB,ar;q=0.8' })).toBe(NOT_FOUND.en);
  });

  it('takes ?language= over Accept-Language', async () => {
    const client = new TestClient(ctx);
    expect(await notFoundMessage(client, '?language=ar', { 'accept-language': 'en' })).toBe(NOT_FOUND.ar);
    expect(await notFoundMessage(client, '?language=en', { 'accept-language': 'ar' })).toBe(NOT_FOUND.en);
    // A value that names none of ours is skipped, not an error.
    expect(await notFoundMessage(client, '?language=fr', { 'accept-language': 'ar' })).toBe(NOT_FOUND.ar);
  });

  it("falls back to the signed-in person's profile when the request names none", async () => {
    const client = await signedIn('ar');
    expect(await notFoundMessage(client, '')).toBe(NOT_FOUND.ar);
    expect(await notFoundMessage(client, '', { 'accept-language': 'fr-FR' })).toBe(NOT_FOUND.ar);
    // Anything the request names wins over the profile.
    expect(await notFoundMessage(client, '', { 'accept-language': 'en' })).toBe(NOT_FOUND.en);
    expect(await notFoundMessage(client, '?language=en')).toBe(NOT_FOUND.en);
  });

  it('renders errors from before the session (auth endpoints, origin check) by the request alone', async () => {
    const client = new TestClient(ctx);
    const signIn = await client.json<ErrorBody>('/api/auth/sign-in/email', {
      json: { email: 'nobody@example.test', password: 'not the password' },
      headers: { 'accept-language': 'ar' },
    });
    expect(signIn.status).toBeGreaterThanOrEqual(400);
    expect(signIn.body.error.message).toMatch(/[\u0600-\u06ff]/);
    const refused = await client.json<ErrorBody>('/api/contact?language=ar', {
      json: {},
      origin: 'https://evil.example',
      headers: { cookie: 'better-auth.session_token=x' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(translate('errors.forbiddenOrigin', 'ar'));
  });

  it('renders a plural message by its count in Arabic', async () => {
    const client = await signedIn('en');
    const created = await client.json<{ id: string }>('/api/assessments', { json: { assessment_type: 'values' } });
    const keys = findAssessmentType('values')?.questions.flatMap((q) => [`${q.key}_phase1`, `${q.key}_phase2`]) ?? [];
    const responses = Object.fromEntries(keys.slice(3).map((key) => [key, 3]));
    const res = await client.json<ErrorBody & { error: { missing: string[] } }>(
      `/api/assessments/${created.body.id}/complete`,
      { json: { responses, importance: {} }, headers: { 'accept-language': 'ar' } },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.missing).toHaveLength(3);
    expect(res.body.error.message).toContain(`تنقص 3 إجابات، أولاها: ${res.body.error.missing[0]}`);
  });
});

describe('the prerendered page', () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'wifaq-web-'));
  for (const language of ['en', 'ar']) {
    mkdirSync(path.join(webRoot, 'prerendered', language), { recursive: true });
    writeFileSync(path.join(webRoot, 'prerendered', language, 'index.html'), `<html lang="${language}">`);
  }
  writeFileSync(path.join(webRoot, 'index.html'), '<html>');
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));
  const spa = spaRoutes(webRoot);
  const page = async (headers: Record<string, string>) => (await spa.request('/', { headers })).text();

  it("is in the app's last language on this device (its cookie), else the browser's", async () => {
    expect(await page({})).toBe('<html lang="en">');
    expect(await page({ 'accept-language': 'ar-EG' })).toBe('<html lang="ar">');
    expect(await page({ cookie: 'wifaq_lang=ar', 'accept-language': 'en' })).toBe('<html lang="ar">');
    expect(await page({ cookie: 'other=1; wifaq_lang=en', 'accept-language': 'ar' })).toBe('<html lang="en">');
    // A cookie that names none of ours is ignored.
    expect(await page({ cookie: 'wifaq_lang=english', 'accept-language': 'ar' })).toBe('<html lang="ar">');
  });
});
