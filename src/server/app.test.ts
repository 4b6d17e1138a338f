import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from './i18n.ts';
import { createTestApp, TestClient, type TestContext } from './testing/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the HTTP shell', () => {
  it('reports health when the database answers', async () => {
    const res = await new TestClient(ctx).json('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a JSON 404, never the web app', async () => {
    const res = await new TestClient(ctx).request('/api/nope');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'We could not find that.' } });
  });

  it('renders error messages in the language the caller asks for', async () => {
    const res = await new TestClient(ctx).json<{ error: { message: string } }>('/api/nope', {
      headers: { 'accept-language': 'ar' },
    });
    expect(res.body.error.message).toBe('لم نعثر على المطلوب.');
  });

  it('sends strict security headers', async () => {
    const res = await new TestClient(ctx).request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    // No <base> may be injected to re-point relative URLs (ASVS 3.4.3).
    expect(csp).toContain("base-uri 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS when the public URL is https', async () => {
    const secure = await createTestApp({ appUrl: 'https://wifaq.example', trustedOrigins: ['https://wifaq.example'] });
    try {
      const res = await new TestClient(secure).request('/api/health');
      expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000');
    } finally {
      await secure.close();
    }
  });

  it('refuses a cookie-bearing state change from a foreign or missing Origin', async () => {
    const visitor = new TestClient(ctx);
    await visitor.signUp();
    const foreign = await visitor.json('/api/profile', {
      method: 'PATCH',
      json: { language_preference: 'ar' },
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ error: { code: 'forbidden_origin' } });
    const missing = await visitor.json('/api/profile', {
      method: 'PATCH',
      json: { language_preference: 'ar' },
      origin: false,
    });
    expect(missing.status).toBe(403);
    const profile = await visitor.json<{ language_preference: string }>('/api/profile');
    expect(profile.body.language_preference).toBe('en');
  });

  it('answers malformed JSON with a 400, not a 5xx', async () => {
    const visitor = new TestClient(ctx);
    await visitor.signUp();
    const res = await visitor.json('/api/profile', {
      method: 'PATCH',
      body: '{"age": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'invalid_json' } });
  });

  it('refuses oversized bodies with a 413', async () => {
    const visitor = new TestClient(ctx);
    await visitor.signUp();
    const res = await visitor.json('/api/profile', {
      method: 'PATCH',
      json: { full_name: 'x'.repeat(300 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('says so in the reader language, whether the length is announced or counted as the body arrives', async () => {
    const visitor = new TestClient(ctx);
    await visitor.signUp();
    const body = JSON.stringify({ full_name: 'x'.repeat(300 * 1024) });
    for (const language of ['ar', 'en'] as const) {
      const expected = { code: 'payload_too_large', message: translate('errors.payloadTooLarge', language) };
      // In process there is no Content-Length unless sent: hono's bodyLimit counts the stream.
      const counted = await visitor.json('/api/profile', {
        method: 'PATCH',
        body,
        headers: { 'content-type': 'application/json', 'accept-language': language },
      });
      expect(counted.status).toBe(413);
      expect(counted.body).toEqual({ error: expected });
      const announced = await visitor.json('/api/profile', {
        method: 'PATCH',
        body,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'accept-language': language,
        },
      });
      expect(announced.status).toBe(413);
      expect(announced.body).toEqual({ error: expected });
    }
  });

  it('reports 503 from health when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await new TestClient(broken).json('/api/health');
    expect(res.status).toBe(503);
  });
});
