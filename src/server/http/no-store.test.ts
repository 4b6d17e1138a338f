import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('what the browser may keep', () => {
  it('no /api answer about a person is stored by any cache; the public catalogues may be', async () => {
    const client = new TestClient(ctx);
    await client.signUp();
    // The routes the ASVS mapping measured without Cache-Control, an error, and an unknown path.
    for (const path of [
      '/api/profile',
      '/api/assessments',
      '/api/security',
      '/api/timeline',
      '/api/progress',
      '/api/couple',
      '/api/family',
      '/api/safety-check',
      '/api/billing',
      '/api/auth/get-session',
      '/api/assessments/00000000-0000-4000-8000-000000000000',
      '/api/no-such-thing',
    ]) {
      const res = await client.request(path);
      expect(res.headers.get('cache-control'), `${path} ${res.status}`).toBe('no-store');
    }
    for (const path of ['/api/assessment-types', '/api/safety-resources']) {
      expect((await client.request(path)).headers.get('cache-control'), path).toMatch(/^public, max-age=\d+$/);
    }
  });

  it('signing out tells the browser to drop what it cached (Clear-Site-Data), and nothing else of the device', async () => {
    const client = new TestClient(ctx);
    await client.signUp();
    const out = await client.request('/api/auth/sign-out', { json: {} });
    expect(out.status).toBe(200);
    expect(out.headers.get('clear-site-data')).toBe('"cache"');
    expect((await client.request('/api/profile')).status).toBe(401);
  });
});
