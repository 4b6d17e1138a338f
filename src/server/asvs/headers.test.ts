import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';

/**
 * What a browser is told on every kind of answer, and what the server never answers (docs/asvs.md,
 * chapters V3, V4 and V13). A built web app is served from a temporary folder, as in production.
 */
const HTTPS = 'https://wifaq.example';
const webRoot = mkdtempSync(path.join(tmpdir(), 'wifaq-asvs-web-'));
mkdirSync(path.join(webRoot, 'assets'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Wifaq</title>');
writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ appUrl: HTTPS, trustedOrigins: [HTTPS] }, { webRoot });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** One of each kind: JSON, an API refusal, the app's page, a built asset, a missing asset. */
const KINDS = ['/api/health', '/api/nope', '/api/profile', '/dashboard', '/assets/index-abc123.js', '/assets/gone.js'];

describe('browser security headers (ASVS V3.4)', () => {
  it('come on every kind of answer: CSP with object-src, base-uri and frame-ancestors none, nosniff, no framing', async () => {
    for (const route of KINDS) {
      const res = await new TestClient(ctx).request(route);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, route).toContain("default-src 'self'");
      expect(csp, route).toContain("script-src 'self'");
      expect(csp, route).toContain("object-src 'none'");
      expect(csp, route).toContain("base-uri 'none'");
      expect(csp, route).toContain("frame-ancestors 'none'");
      expect(csp, route).not.toMatch(/unsafe-(inline|eval)/);
      expect(res.headers.get('x-content-type-options'), route).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), route).toBe('DENY');
      expect(res.headers.get('cross-origin-resource-policy'), route).toBe('same-origin');
      expect(res.headers.get('referrer-policy'), route).toBe('strict-origin-when-cross-origin');
    }
  });

  it('send HSTS for a year with includeSubDomains on every answer when APP_URL is https', async () => {
    for (const route of KINDS) {
      const hsts = (await new TestClient(ctx).request(route)).headers.get('strict-transport-security') ?? '';
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), route).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts, route).toContain('includeSubDomains');
    }
  });

  it('allow no other origin: a preflight and a cross-origin read get no Access-Control-Allow-Origin', async () => {
    const visitor = new TestClient(ctx);
    await visitor.signUp();
    const preflight = await visitor.request('/api/profile', {
      method: 'OPTIONS',
      origin: 'https://evil.example',
      headers: { 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const read = await visitor.request('/api/profile', { origin: 'https://evil.example' });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('name what each answer is, with its charset for text (ASVS V4.1.1)', async () => {
    const client = new TestClient(ctx);
    expect((await client.request('/dashboard')).headers.get('content-type')).toMatch(/^text\/html; charset=utf-8$/i);
    expect((await client.request('/api/health')).headers.get('content-type')).toMatch(/^application\/json/);
    expect((await client.request('/assets/index-abc123.js')).headers.get('content-type')).toMatch(
      /^text\/javascript; charset=utf-8$/i,
    );
  });
});

describe('what the server never answers (ASVS V13.4)', () => {
  it('serves no source, no .git, no .env and no lockfile: only the built app', async () => {
    for (const route of ['/.git/config', '/.env', '/package.json', '/src/server/env.ts', '/assets/../package.json']) {
      const res = await new TestClient(ctx).request(route);
      const body = await res.text();
      expect(body, route).not.toContain('BETTER_AUTH_SECRET');
      expect(body, route).not.toContain('"dependencies"');
      expect(body, route).not.toContain('[core]');
    }
  });

  it('lists no directory and answers TRACE with no echo of the request', async () => {
    expect((await new TestClient(ctx).request('/assets/')).status).toBe(404);
    // fetch() cannot send TRACE: a real socket, as main.ts serves the app.
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const route of ['/', '/api/health', '/api/profile']) {
        const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
          const request = http.request(
            { host: '127.0.0.1', port, method: 'TRACE', path: route, headers: { 'x-probe': 'echo-me' } },
            (response) => {
              let body = '';
              response.on('data', (chunk) => {
                body += chunk;
              });
              response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
            },
          );
          request.on('error', reject);
          request.end();
        });
        expect(answer.status, route).toBe(404);
        expect(answer.body, route).not.toContain('echo-me');
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('has no documentation, schema or monitoring endpoint but the health check', async () => {
    for (const route of [
      '/api/docs',
      '/api/openapi.json',
      '/api/swagger.json',
      '/api/metrics',
      '/api/debug',
      '/api/auth/reference',
      '/api/auth/ok',
      '/api/auth/error',
    ]) {
      const res = await new TestClient(ctx).request(route);
      expect(res.status, route).toBe(404);
    }
    expect(await (await new TestClient(ctx).request('/api/health')).json()).toEqual({ status: 'ok' });
  });
});
