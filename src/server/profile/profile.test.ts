import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../db/schema.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type ErrorBody = { error: { code: string; message: string } };

describe('GET /api/profile', () => {
  it('needs a session', async () => {
    const res = await new TestClient(ctx).json<ErrorBody>('/api/profile');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
  });

  it('creates a missing profile on first read with language en and tier free', async () => {
    const visitor = new TestClient(ctx);
    const account = await visitor.signUp({ name: 'Huda' });
    await ctx.database.db.delete(profiles).where(eq(profiles.id, account.id));

    const res = await visitor.json<Record<string, unknown>>('/api/profile');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: account.id,
      email: account.email,
      full_name: 'Huda',
      language_preference: 'en',
      subscription_tier: 'free',
      age: null,
    });
    const rows = await ctx.database.db.select().from(profiles).where(eq(profiles.id, account.id));
    expect(rows).toHaveLength(1);
  });
});

describe('PATCH /api/profile', () => {
  it('saves step 2 of sign-up and partial updates', async () => {
    const visitor = new TestClient(ctx);
    await visitor.signUp();
    const step2 = await visitor.json<Record<string, unknown>>('/api/profile', {
      method: 'PATCH',
      json: { age: 29, gender: 'female', relationship_type: 'pre-marriage', relationship_status: 'good' },
    });
    expect(step2.status).toBe(200);
    expect(step2.body).toMatchObject({ age: 29, gender: 'female', relationship_type: 'pre-marriage' });

    const language = await visitor.json<Record<string, unknown>>('/api/profile', {
      method: 'PATCH',
      json: { language_preference: 'ar' },
    });
    expect(language.body).toMatchObject({ language_preference: 'ar', age: 29, relationship_status: 'good' });
  });

  it.each([
    [{ age: 12 }, 'Age must be between 13 and 120'],
    [{ age: 121 }, 'Age must be between 13 and 120'],
    [{ age: 30.5 }, 'Please give your age in whole years'],
    [{ age: '30' }, 'Age must be between 13 and 120'],
    [{ gender: 'unknown' }, 'Please choose a gender from the list'],
    [{ relationship_type: 'friends' }, 'Please choose a relationship from the list'],
    [{ relationship_status: 'great' }, 'Please choose how the relationship is today from the list'],
    [{ language_preference: 'fr' }, 'Language must be English or Arabic'],
    [{ subscription_tier: 'premium' }, 'The request contains a field that cannot be changed'],
    [{ id: '00000000-0000-0000-0000-000000000000' }, 'The request contains a field that cannot be changed'],
    [{ full_name: '   ' }, 'Please enter your full name'],
    [[1, 2], 'Some of the information sent is not valid.'],
  ])('refuses %j with a readable 400 and keeps what was saved', async (patch, message) => {
    const visitor = new TestClient(ctx);
    await visitor.signUp();
    await visitor.json('/api/profile', { method: 'PATCH', json: { age: 40 } });
    const res = await visitor.json<ErrorBody>('/api/profile', { method: 'PATCH', json: patch });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    const profile = await visitor.json<Record<string, unknown>>('/api/profile');
    expect(profile.body).toMatchObject({ age: 40, subscription_tier: 'free' });
  });

  it('only ever touches the caller’s own row', async () => {
    const alice = new TestClient(ctx);
    const bob = new TestClient(ctx);
    const aliceAccount = await alice.signUp({ name: 'Alice' });
    await bob.signUp({ name: 'Bob' });
    await bob.json('/api/profile', { method: 'PATCH', json: { full_name: 'Bob Changed' } });
    const aliceProfile = await alice.json<Record<string, unknown>>('/api/profile');
    expect(aliceProfile.body).toMatchObject({ id: aliceAccount.id, full_name: 'Alice' });
  });
});
