import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type ErrorBody = { error: { code: string; message: string } };
const valid = { name: 'Huda', email: 'huda@example.test', message: 'Is there a plan for families with teenagers?' };

const stored = async (email: string) =>
  (await ctx.database.db.select().from(contactMessages)).filter((m) => m.email === email);

describe('POST /api/contact', () => {
  it('stores a valid message and confirms it', async () => {
    const email = `c-${crypto.randomUUID()}@example.test`;
    const res = await new TestClient(ctx).json('/api/contact', {
      json: { ...valid, email },
      headers: { 'accept-language': 'ar' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ status: 'received' });
    expect(await stored(email)).toMatchObject([
      { name: 'Huda', message: valid.message, language: 'ar', user_id: null },
    ]);
  });

  it('links the message to the sender when signed in', async () => {
    const client = new TestClient(ctx);
    const account = await client.signUp();
    const email = `c-${crypto.randomUUID()}@example.test`;
    await client.json('/api/contact', { json: { ...valid, email } });
    expect((await stored(email))[0]?.user_id).toBe(account.id);
  });

  it.each([
    [{ ...valid, name: ' ' }, 'Please enter your name'],
    [{ ...valid, email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ ...valid, message: 'hi' }, 'Please write a message of at least 10 characters'],
    [{ ...valid, message: 'x'.repeat(5001) }, 'Please keep your message under 5000 characters'],
    [{ ...valid, phone: '123' }, 'The request contains a field that cannot be changed'],
    [{ name: 'A' }, 'Please enter a valid email address'],
  ])('refuses %# with a readable 400 and stores nothing', async (payload, message) => {
    const email = `bad-${crypto.randomUUID()}@example.test`;
    const body = { ...payload, ...('email' in payload && payload.email === valid.email ? { email } : {}) };
    const res = await new TestClient(ctx).json<ErrorBody>('/api/contact', { json: body });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(await stored(email)).toEqual([]);
  });

  it('refuses an oversized body with 413 and stores nothing', async () => {
    const email = `big-${crypto.randomUUID()}@example.test`;
    const res = await new TestClient(ctx).json<ErrorBody>('/api/contact', {
      json: { ...valid, email, message: 'x'.repeat(300_000) },
    });
    expect(res.status).toBe(413);
    expect(await stored(email)).toEqual([]);
  });

  it('allows five messages an hour per address, then answers 429 with Retry-After', async () => {
    const sender = new TestClient(ctx);
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) {
      last = await sender.request('/api/contact', {
        json: { ...valid, email: `rl-${i}-${crypto.randomUUID()}@example.test` },
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await last?.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect((await new TestClient(ctx).request('/api/contact', { json: valid })).status).toBe(201);
  });
});
