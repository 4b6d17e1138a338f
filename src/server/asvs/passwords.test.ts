import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MAX } from '../../domain/limits.ts';
import { contextWords, passwordProblem } from '../sign-in/password-strength.ts';
import { createTestApp, TestClient, type TestContext, uniqueEmail } from '../testing/test-app.ts';

/** The password rules of ASVS V6.2 that no other suite states (docs/asvs.md). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

type Body = { error?: { code: string } };
const strong = (length: number) => {
  const words = 'amber cobalt falcon meadow quartz saffron tundra velvet walnut zephyr'.split(' ');
  let text = `${randomBytes(3).toString('hex')} `;
  while (text.length < length) text += `${words[text.length % words.length]} `;
  return text.slice(0, length);
};
const signUp = (password: string, email = uniqueEmail()) =>
  new TestClient(ctx).json<Body>('/api/auth/sign-up/email', {
    json: { name: 'Maryam', email, password, consent: true },
  });
const signIn = (email: string, password: string) =>
  new TestClient(ctx).json<Body>('/api/auth/sign-in/email', { json: { email, password } });

describe('passwords (ASVS V6.2)', () => {
  it('are checked exactly as typed: spaces, case and letters of any script count (V6.2.8)', async () => {
    const email = uniqueEmail();
    const password = `  ${strong(20)} وفاق٢ 🌙  `;
    expect((await signUp(password, email)).status).toBe(200);
    expect((await signIn(email, password)).status).toBe(200);
    for (const near of [
      password.trim(),
      password.toUpperCase(),
      password.replace('٢', '2'),
      password.normalize('NFKC'),
    ]) {
      if (near === password) continue;
      expect((await signIn(email, near)).status, JSON.stringify(near)).toBe(401);
    }
  });

  it('may be 64 characters and up to the 128 the form allows; 129 is refused (V6.2.9)', async () => {
    expect(PASSWORD_MAX).toBeGreaterThanOrEqual(64);
    for (const length of [64, PASSWORD_MAX]) {
      const email = uniqueEmail();
      const password = strong(length);
      expect((await signUp(password, email)).status, String(length)).toBe(200);
      expect((await signIn(email, password)).status, String(length)).toBe(200);
    }
    expect((await signUp(strong(PASSWORD_MAX + 1))).status).toBe(400);
  });

  it('are changed only with the current one: without it, nothing changes (V6.2.3)', async () => {
    const owner = new TestClient(ctx);
    const account = await owner.signUp();
    const next = strong(24);
    for (const json of [{ newPassword: next }, { newPassword: next, currentPassword: '' }]) {
      const res = await owner.json<Body>('/api/auth/change-password', { json });
      expect(res.status, JSON.stringify(json)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(json)).toBeLessThan(500);
    }
    expect((await signIn(account.email, next)).status).toBe(401);
    expect((await signIn(account.email, account.password)).status).toBe(200);
  });

  it('are checked against the person’s own words as plain text: a name full of regex characters matches only itself (V1.2.9)', () => {
    const owner = { name: '.*+?^$ {}()|[]\\ (.*)', email: 'a.b+c@example.test' };
    expect(() => contextWords(owner)).not.toThrow();
    // Read as a pattern, '.*' would match anything and strip a strong password to nothing.
    expect(passwordProblem('quartz meadow falcon 7391', owner)).toBeUndefined();
  });
});
