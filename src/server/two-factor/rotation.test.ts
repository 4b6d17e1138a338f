import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCodes, twoFactors } from '../db/schema.ts';
import { keyVersion, purposeKey } from '../keys.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';
import { twoFactorService } from './service.ts';
import { codeAt, currentStep, newSecret, openSecret, sealSecret } from './totp.ts';

/**
 * Rotating BETTER_AUTH_SECRET (ASVS 11.2.2): the server runs with a new secret and the one it replaced
 * (BETTER_AUTH_PREVIOUS_SECRET). What two-factor stored under the previous one still works, and is made
 * again under the new one when used, so the previous secret can be dropped once nothing names it.
 */
const PREVIOUS = randomBytes(32).toString('hex');
const CURRENT = randomBytes(32).toString('hex');
const PASSWORD = 'correct horse 42';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authSecret: CURRENT, authPreviousSecret: PREVIOUS });
});
afterAll(() => ctx.close());

/** The clock the app checks codes against (it stands still in tests). */
const now = () => ctx.totpClock.now();

const hmacOf = (secret: string, code: string) =>
  createHmac('sha256', purposeKey(secret, 'backup-codes')).update(code.replaceAll('-', '')).digest('hex');

/** Two-factor as the server stored it before the rotation, under the previous secret. */
async function setUpBeforeRotation() {
  const account = await new TestClient(ctx).signUp({ password: PASSWORD });
  const seed = newSecret();
  await ctx.database.db
    .insert(twoFactors)
    .values({ user_id: account.id, secret_sealed: sealSecret(seed, PREVIOUS), enabled_at: new Date() });
  const codes = Array.from(
    { length: 2 },
    () => randomBytes(8).toString('hex').replace(/[01]/g, 'a').match(/.{4}/g)?.join('-') ?? '',
  );
  await ctx.database.db
    .insert(backupCodes)
    .values(
      codes.map((c) => ({ user_id: account.id, code_hash: `v1:${keyVersion(PREVIOUS)}:${hmacOf(PREVIOUS, c)}` })),
    );
  const code = () => codeAt(seed, currentStep(now()));
  return { account, seed, codes, code };
}

const sealedOf = async (userId: string) =>
  (await ctx.database.db.select().from(twoFactors).where(eq(twoFactors.user_id, userId)))[0]?.secret_sealed ?? '';

const signIn = (email: string, code: string) =>
  new TestClient(ctx).json('/api/auth/sign-in/email', { json: { email, password: PASSWORD, code } });

describe('a rotation of the server secret (ASVS 11.2.2)', () => {
  it('accepts a two-factor seed sealed under the previous secret and seals it again under the current one', async () => {
    const { account, seed, code } = await setUpBeforeRotation();
    expect((await sealedOf(account.id)).startsWith(`${keyVersion(PREVIOUS)}.`)).toBe(true);
    // The control: without the previous secret the seed is unreadable and the code fails.
    expect(await twoFactorService(ctx.database.db, CURRENT).verify(account.id, code())).toBe(false);

    expect((await signIn(account.email, code())).status).toBe(200);
    const resealed = await sealedOf(account.id);
    expect(resealed.startsWith(`${keyVersion(CURRENT)}.`)).toBe(true);
    expect(openSecret(resealed, CURRENT).equals(seed)).toBe(true);
    expect(() => openSecret(resealed, PREVIOUS)).toThrow();
  });

  it('accepts a seed sealed before seeds named their key, under either secret, and seals it again', async () => {
    const { account, seed, code } = await setUpBeforeRotation();
    // As sealed before issue 27's key versions: `iv.tag.data`, no version in front.
    const unnamed = sealSecret(seed, PREVIOUS).split('.').slice(1).join('.');
    await ctx.database.db.update(twoFactors).set({ secret_sealed: unnamed }).where(eq(twoFactors.user_id, account.id));
    expect((await signIn(account.email, code())).status).toBe(200);
    expect((await sealedOf(account.id)).startsWith(`${keyVersion(CURRENT)}.`)).toBe(true);
  });

  it('accepts, once, a backup code stored under the previous secret, and keeps it under the current key', async () => {
    const { account, codes } = await setUpBeforeRotation();
    const [first = '', second = ''] = codes;
    expect(await twoFactorService(ctx.database.db, CURRENT).verify(account.id, first)).toBe(false);

    expect((await signIn(account.email, first)).status).toBe(200);
    expect((await signIn(account.email, first)).status).toBe(401);
    const used = await ctx.database.db
      .select({ code_hash: backupCodes.code_hash })
      .from(backupCodes)
      .where(and(eq(backupCodes.user_id, account.id), isNotNull(backupCodes.used_at)));
    expect(used.map((row) => row.code_hash.split(':').slice(0, 2).join(':'))).toEqual([`v1:${keyVersion(CURRENT)}`]);

    // A code stored before its key's version was (`v1:hex`), under the previous secret, is still found.
    const digest = hmacOf(PREVIOUS, second);
    const renamed = await ctx.database.db
      .update(backupCodes)
      .set({ code_hash: `v1:${digest}` })
      .where(eq(backupCodes.code_hash, `v1:${keyVersion(PREVIOUS)}:${digest}`))
      .returning({ id: backupCodes.id });
    expect(renamed).toHaveLength(1);
    expect((await signIn(account.email, second)).status).toBe(200);
  });
});
