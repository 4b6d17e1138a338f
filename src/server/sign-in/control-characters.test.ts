import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Body = { error?: { code: string; message: string } };

/** Characters nobody types, as JSON escapes (a lone surrogate cannot be written as UTF-8). */
const HIDDEN = ['\\u0000', '\\u0007', '\\u001b', '\\u007f', '\\u0085', '\\ud800'];

/** Each auth endpoint that reads a body, with a body whose `field` will carry the character. */
const BODIES: [string, Record<string, string>, string][] = [
  ['/api/auth/reset-password', { token: 'a', newPassword: 'Abcdefgh-1' }, 'token'],
  ['/api/auth/reset-password', { token: 'abc', newPassword: 'Abcdefgh-1' }, 'newPassword'],
  ['/api/auth/sign-in/email', { email: 'x@example.test', password: 'secret 1234' }, 'password'],
  ['/api/auth/sign-in/email', { email: 'x@example.test', password: 'secret 1234', code: '1' }, 'code'],
  ['/api/auth/sign-up/email', { name: 'A', email: 'x@example.test', password: 'secret 1234' }, 'password'],
  ['/api/auth/request-password-reset', { email: 'x@example.test' }, 'email'],
  ['/api/auth/send-verification-email', { email: 'x@example.test' }, 'email'],
  ['/api/auth/change-password', { currentPassword: 'a', newPassword: 'secret 1234' }, 'currentPassword'],
  ['/api/auth/change-email', { newEmail: 'y@example.test', password: 'a' }, 'password'],
];

describe('an auth request holding a character nobody types', () => {
  it('is a 400 in the reader’s words, whatever the endpoint, field or character (a NUL token was a 500)', async () => {
    const client = new TestClient(ctx);
    await client.signUp();
    for (const [path, body, field] of BODIES) {
      for (const hidden of HIDDEN) {
        // Written by hand: JSON.stringify would turn a lone surrogate into its escape anyway, but this
        // way the raw request is exactly what a hostile client sends.
        const raw = JSON.stringify(body).replace(`"${field}":"`, `"${field}":"a${hidden}`);
        const res = await client.json<Body>(path, {
          body: raw,
          headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
        });
        expect([res.status, res.body.error?.code], `${path} ${field} ${hidden}`).toEqual([400, 'validation_failed']);
        expect(res.body.error?.message).toMatch(/[\u0600-\u06ff]/);
      }
    }
    // In a key, in the token verify-email takes in its body, and in a query.
    const key = await client.json<Body>('/api/auth/sign-in/email', {
      body: '{"email":"x@example.test","password":"secret 1234","a\\u0000":1}',
      headers: { 'content-type': 'application/json' },
    });
    expect(key.status).toBe(400);
    expect((await client.json<Body>('/api/auth/verify-email', { json: { token: 'a\u0000b' } })).status).toBe(400);
    expect((await client.json<Body>('/api/auth/get-session?x=a%00b')).status).toBe(400);
    // Deep or wide bodies are checked without recursion: a 400 or the endpoint's own answer, never a 500.
    for (const raw of [`${'['.repeat(5000)}${']'.repeat(5000)}`, `[${'1,'.repeat(100_000)}1]`]) {
      const odd = await client.request('/api/auth/sign-out', {
        body: raw,
        headers: { 'content-type': 'application/json' },
      });
      expect(odd.status).toBeLessThan(500);
    }
    // Still signed in: nothing was changed by any of it.
    expect((await client.json('/api/profile')).status).toBe(200);
  });
});
