import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext, uniqueEmail } from '../testing/test-app.ts';

/**
 * The JSON-only rule over a real socket, where @hono/node-server gives every non-GET request a body
 * stream: a browser's bodiless DELETE (no type, no length) must pass; a text/plain body must not.
 */
let ctx: TestContext;
let server: ServerType;
let base: string;
beforeAll(async () => {
  ctx = await createTestApp();
  server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

it('lets a bodiless DELETE through and refuses a text/plain body with 415', async () => {
  const origin = ctx.env.appUrl;
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Real Socket', email: uniqueEmail(), password: 'correct horse 42', consent: true }),
  });
  expect(signUp.status).toBe(200);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  const deletion = await fetch(`${base}/api/security/sessions/${randomUUID()}`, {
    method: 'DELETE',
    headers: { origin, cookie },
  });
  expect(deletion.status).toBe(404); // reached the route: not anyone's session

  const plain = await fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { origin, 'content-type': 'text/plain' },
    body: JSON.stringify({ name: 'Forged', email: 'forged@example.test', message: 'a forged message here' }),
  });
  expect(plain.status).toBe(415);
});
