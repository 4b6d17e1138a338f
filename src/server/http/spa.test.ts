import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spaRoutes } from './spa.ts';

const webRoot = mkdtempSync(path.join(tmpdir(), 'wifaq-web-'));
mkdirSync(path.join(webRoot, 'assets'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Wifaq</title>');
writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg/>');
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const app = spaRoutes(webRoot);

describe('the single-page app', () => {
  it('serves a built asset, cached for a year', async () => {
    const response = await app.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('answers 404 for an asset that does not exist, never index.html', async () => {
    for (const missing of ['/assets/index-old999.js', '/assets/nope.css', '/assets/', '/assets/a/b.js.bak']) {
      const response = await app.request(missing);
      expect(response.status, missing).toBe(404);
      expect(await response.text(), missing).not.toContain('<title>Wifaq</title>');
      // A stale hashed name must not be cached as a page either.
      expect(response.headers.get('cache-control'), missing).toBe('no-store');
    }
  });

  it('serves other built files revalidated each time', async () => {
    const response = await app.request('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers any other path with index.html, so client routes work on reload', async () => {
    const response = await app.request('/dashboard');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Wifaq</title>');
  });
});

describe('an address no page answers (issue 29, m11)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'wifaq-web-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Wifaq</title>');
  writeFileSync(
    path.join(root, 'page-paths.json'),
    JSON.stringify(['/', '/dashboard', '/results/:id', '/admin/:section?']),
  );
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const app = spaRoutes(root);

  it('is a 404 with the app, which shows the not-found page', async () => {
    for (const missing of ['/no/such/page', '/results', '/admin/inbox/extra', '/dashboardx']) {
      const response = await app.request(missing);
      expect(response.status, missing).toBe(404);
      expect(await response.text(), missing).toContain('<title>Wifaq</title>');
      expect(response.headers.get('cache-control'), missing).toBe('no-cache');
    }
  });

  it('leaves every page of the route table a 200, as React Router matches it', async () => {
    for (const found of ['/', '/dashboard', '/dashboard/', '/Dashboard', '/results/abc', '/admin', '/admin/inbox']) {
      expect((await app.request(found)).status, found).toBe(200);
    }
  });
});

describe('the prerendered public pages', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'wifaq-web-'));
  writeFileSync(path.join(root, 'index.html'), '<html>app</html>');
  mkdirSync(path.join(root, 'prerendered', 'en'), { recursive: true });
  for (const file of ['pricing', 'pricing.open', 'how-we-score', 'login']) {
    writeFileSync(path.join(root, 'prerendered', 'en', `${file}.html`), `<html>${file}</html>`);
  }
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const facts = { completedAssessments: async () => null };
  const page = async (app: ReturnType<typeof spaRoutes>, route: string, cookie?: string) =>
    (await app.request(route, { headers: cookie ? { cookie } : {} })).text();

  it("are the variant for the server's plans: pricing says when every plan is open", async () => {
    expect(await page(spaRoutes(root, { ...facts, plansMode: 'open' }), '/pricing')).toBe('<html>pricing.open</html>');
    expect(await page(spaRoutes(root, { ...facts, plansMode: 'billing' }), '/pricing')).toBe('<html>pricing</html>');
  });

  it('give way to the app for a visitor with a session, except the sign-in page, which the app hydrates', async () => {
    const spa = spaRoutes(root, { ...facts, plansMode: 'open' });
    for (const cookie of ['better-auth.session_token=abc.def', '__Secure-better-auth.session_token=abc.def']) {
      expect(await page(spa, '/pricing', cookie)).toBe('<html>app</html>');
      expect(await page(spa, '/how-we-score', cookie)).toBe('<html>app</html>');
      expect(await page(spa, '/login', cookie)).toBe('<html>login</html>');
    }
    expect(await page(spa, '/how-we-score', 'wifaq_lang=en')).toBe('<html>how-we-score</html>');
    const app = await spa.request('/pricing', { headers: { cookie: 'better-auth.session_token=abc.def' } });
    expect(app.headers.get('vary')).toBe('Cookie, Accept-Language');
    expect(app.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('the web app manifest (decision 064)', () => {
  const manifest = async (headers: Record<string, string>) => {
    const response = await app.request('/manifest.webmanifest', { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Language');
    return (await response.json()) as Record<string, unknown>;
  };

  it('is in the language the app last showed on this device, else the browser’s', async () => {
    expect(await manifest({ 'accept-language': 'en-GB' })).toMatchObject({ name: 'Wifaq', lang: 'en', dir: 'ltr' });
    expect(await manifest({ 'accept-language': 'ar-SA,ar;q=0.9' })).toMatchObject({
      name: 'وِفاق',
      short_name: 'وِفاق',
      lang: 'ar',
      dir: 'rtl',
    });
    expect(await manifest({ 'accept-language': 'en-GB', cookie: 'wifaq_lang=ar' })).toMatchObject({ lang: 'ar' });
    expect(await manifest({ 'accept-language': 'ar', cookie: 'wifaq_lang=en' })).toMatchObject({ lang: 'en' });
  });

  it('is one app in either language: the same id, start and scope', async () => {
    const [en, ar] = [await manifest({ cookie: 'wifaq_lang=en' }), await manifest({ cookie: 'wifaq_lang=ar' })];
    for (const field of ['id', 'start_url', 'scope', 'display', 'icons', 'theme_color']) {
      expect(ar[field], field).toEqual(en[field]);
    }
  });
});
