import { hashPassword as scryptHash } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from './db/schema.ts';
import { createTestApp, TestClient, type TestContext } from './testing/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const storedHash = async (userId: string) => {
  const [row] = await ctx.database.db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return row?.password ?? '';
};

const signIn = (email: string, password: string) =>
  new TestClient(ctx).request('/api/auth/sign-in/email', { json: { email, password } });

describe('password hashing', () => {
  it('stores new passwords as argon2id with m=19 MiB, t=2, p=1', async () => {
    const { id, email, password } = await new TestClient(ctx).signUp();
    const hash = await storedHash(id);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(hash).not.toContain(password);
    expect((await signIn(email, password)).status).toBe(200);
    expect((await signIn(email, 'wrong password 1')).status).toBe(401);
  });

  it('still accepts an older scrypt hash, and replaces it at the next successful sign-in', async () => {
    const { id, email, password } = await new TestClient(ctx).signUp();
    const legacy = await scryptHash(password);
    await ctx.database.db.update(account).set({ password: legacy }).where(eq(account.userId, id));

    expect((await signIn(email, 'wrong password 1')).status).toBe(401);
    expect(await storedHash(id)).toBe(legacy);

    expect((await signIn(email, password)).status).toBe(200);
    const upgraded = await storedHash(id);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signIn(email, password)).status).toBe(200);
  });
});
