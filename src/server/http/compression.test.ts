import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { compressResponses } from './compression.ts';
import { securityHeaders } from './security.ts';

/**
 * compressResponses() is hono/compress with `Vary` set more cheaply (compression.ts): every response,
 * whatever was asked, must leave exactly as compress() sends it, headers and bytes.
 */

const large = 'x'.repeat(4000);
const routes = (app: Hono) =>
  app
    .get('/json', (c) => c.json({ ok: true }))
    .get('/json-large', (c) => c.json({ text: large }))
    .get('/text-short', (c) => c.body('hi', 200, { 'Content-Type': 'text/plain', 'Content-Length': '2' }))
    .get('/html', (c) => c.html(`<p>${large}</p>`))
    .get('/pdf', (c) => c.body(new TextEncoder().encode(large), 200, { 'Content-Type': 'application/pdf' }))
    .get('/partial', (c) => c.body(large, 206, { 'Content-Type': 'text/plain' }))
    .get('/no-transform', (c) => c.json({ text: large }, 200, { 'Cache-Control': 'private, no-transform' }))
    .get('/encoded', (c) => c.body(large, 200, { 'Content-Type': 'text/plain', 'Content-Encoding': 'identity' }))
    .get('/vary-origin', (c) => c.json({ text: large }, 200, { Vary: 'Origin' }))
    .get('/vary-all', (c) => c.json({ text: large }, 200, { Vary: '*' }))
    .get('/vary-encoding', (c) => c.json({ text: large }, 200, { Vary: 'accept-encoding' }))
    .get('/empty', (c) => c.body(null, 204))
    .get('/failure', () => {
      throw new Error('boom');
    });

function appWith(compression: () => ReturnType<typeof compress>) {
  const app = new Hono().use(compression()).use(securityHeaders({ https: false }));
  app.onError((_err, c) => c.json({ error: { code: 'internal' } }, 500));
  return routes(app);
}
const reference = appWith(() => compress());
const ours = appWith(compressResponses);

async function sent(app: Hono, path: string, method: string, acceptEncoding: string | undefined) {
  const response = await app.request(path, {
    method,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
  return {
    status: response.status,
    headers: [...response.headers].sort(([a], [b]) => a.localeCompare(b)),
    body: Buffer.from(await response.arrayBuffer()).toString('base64'),
  };
}

const paths = routes(new Hono()).routes.map((route) => route.path);

describe('compressResponses', () => {
  it.each([undefined, 'gzip', 'deflate', 'gzip;q=0, deflate;q=0.5', 'br', '*'])(
    'answers as compress() does with Accept-Encoding %s',
    async (acceptEncoding) => {
      for (const path of [...paths, '/unknown']) {
        for (const method of ['GET', 'HEAD']) {
          const expected = await sent(reference, path, method, acceptEncoding);
          expect({ path, method, ...(await sent(ours, path, method, acceptEncoding)) }).toEqual({
            path,
            method,
            ...expected,
          });
        }
      }
    },
  );

  it('says a JSON answer varies with the encoding, compressed or not', async () => {
    for (const acceptEncoding of [undefined, 'gzip']) {
      const response = await ours.request('/json', {
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('content-encoding')).toBe(acceptEncoding ?? null);
    }
  });
});
