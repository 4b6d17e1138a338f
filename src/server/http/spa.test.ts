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
