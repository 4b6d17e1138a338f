import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, session } from '../db/schema.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';

/*
 * The dashboard list and a later autosave check the session inside their own statement (decision 044),
 * not in the session middleware. Every way a session stops standing must still stop them, and nothing
 * of a refused request may be read or written.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const PASSWORD = 'correct horse 42';
type Row = { id: string; responses: { responses: Record<string, number> } };
type ErrorBody = { error: { code: string; message: string } };

/** A person signed in with an assessment that has had its first autosave (so later ones take the one-statement path). */
async function saving() {
  const client = new TestClient(ctx);
  const account = await client.signUp({ password: PASSWORD });
  const { body } = await client.json<Row>('/api/assessments', { json: { assessment_type: 'values' } });
  const save = (value: number, json: unknown = { responses: { q_1_1_phase1: value } }) =>
    client.json<Row & ErrorBody>(`/api/assessments/${body.id}/answers`, { method: 'PATCH', json });
  expect((await save(1)).status).toBe(200);
  expect((await save(2)).status).toBe(200);
  return { client, account, id: body.id, save };
}

async function storedAnswer(id: string) {
  const [row] = await ctx.database.db.select().from(assessments).where(eq(assessments.id, id));
  return row?.responses.responses.q_1_1_phase1;
}

describe('reads and autosaves that check the session in their own statement', () => {
  it('answer a live session: the list, an empty list, and a merged save', async () => {
    const fresh = new TestClient(ctx);
    await fresh.signUp();
    const empty = await fresh.json<Row[]>('/api/assessments');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);

    const { client, id, save } = await saving();
    const saved = await save(3, { responses: { q_1_2_phase1: 5 } });
    expect(saved.status).toBe(200);
    expect(saved.body.responses.responses).toEqual({ q_1_1_phase1: 2, q_1_2_phase1: 5 });
    const list = await client.json<Row[]>('/api/assessments');
    expect(list.body.map((row) => row.id)).toEqual([id]);
  });

  it('refuse a signed-out session: 401, and the answer is not stored', async () => {
    const { client, id, save } = await saving();
    expect((await client.request('/api/auth/sign-out', { method: 'POST', json: {} })).status).toBe(200);
    expect((await save(5)).status).toBe(401);
    expect((await client.request('/api/assessments')).status).toBe(401);
    expect(await storedAnswer(id)).toBe(2);
  });

  it('refuse a session kept after sign-out: 401 on the list and the save, nothing stored', async () => {
    const { client, id } = await saving();
    const cookie = client.cookieHeader;
    expect((await client.request('/api/auth/sign-out', { method: 'POST', json: {} })).status).toBe(200);
    const headers = { cookie, origin: ctx.env.appUrl, 'content-type': 'application/json' };
    const list = await ctx.app.request(`${ctx.env.appUrl}/api/assessments`, { headers: { cookie } });
    expect(list.status).toBe(401);
    const patch = await ctx.app.request(`${ctx.env.appUrl}/api/assessments/${id}/answers`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ responses: { q_1_1_phase1: 5 } }),
    });
    expect(patch.status).toBe(401);
    expect(await storedAnswer(id)).toBe(2);
  });

  it('refuse the other device once the password is changed', async () => {
    const { client: phone, account, id, save } = await saving();
    const laptop = new TestClient(ctx);
    const signIn = { email: account.email, password: PASSWORD };
    expect((await laptop.request('/api/auth/sign-in/email', { json: signIn })).status).toBe(200);
    const changed = await laptop.request('/api/auth/change-password', {
      json: { currentPassword: PASSWORD, newPassword: 'a new long secret 9' },
    });
    expect(changed.status).toBe(200);
    expect((await save(4)).status).toBe(401);
    expect((await phone.request('/api/assessments')).status).toBe(401);
    expect(await storedAnswer(id)).toBe(2);
    expect((await laptop.json<Row[]>('/api/assessments')).body.map((row) => row.id)).toEqual([id]);
  });

  it('refuse an expired session and a cookie whose signature was changed', async () => {
    const { client, id, save } = await saving();
    const tampered = client.cookieHeader.replace(/(better-auth\.session_token=[^.;]+)\.[^;]+/, '$1.AAAA');
    const forged = await ctx.app.request(`${ctx.env.appUrl}/api/assessments/${id}/answers`, {
      method: 'PATCH',
      headers: { cookie: tampered, origin: ctx.env.appUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ responses: { q_1_1_phase1: 5 } }),
    });
    expect(forged.status).toBe(401);
    await ctx.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, tokenOf(client)));
    expect((await save(5)).status).toBe(401);
    expect((await client.request('/api/assessments')).status).toBe(401);
    expect(await storedAnswer(id)).toBe(2);
  });

  it('extend a session due for its hourly extension, as the ordinary path does', async () => {
    const { client, id, save } = await saving();
    // As if last used two hours ago: ten of its twelve idle hours left.
    const tenHours = new Date(Date.now() + 10 * 3600 * 1000);
    await ctx.database.db
      .update(session)
      .set({ expiresAt: tenHours })
      .where(eq(session.token, tokenOf(client)));
    const list = await client.request('/api/assessments');
    expect(list.status).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(session)
      .where(eq(session.token, tokenOf(client)));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11.9 * 3600 * 1000);

    await ctx.database.db
      .update(session)
      .set({ expiresAt: tenHours })
      .where(eq(session.token, tokenOf(client)));
    expect((await save(3)).status).toBe(200);
    const [again] = await ctx.database.db
      .select()
      .from(session)
      .where(eq(session.token, tokenOf(client)));
    expect(again?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11.9 * 3600 * 1000);
    expect(await storedAnswer(id)).toBe(3);
  });

  it('never let one person write another’s remembered assessment', async () => {
    const { id } = await saving();
    const stranger = new TestClient(ctx);
    await stranger.signUp();
    const res = await stranger.json<ErrorBody>(`/api/assessments/${id}/answers`, {
      method: 'PATCH',
      json: { responses: { q_1_1_phase1: 5 } },
    });
    expect(res.status).toBe(404);
    expect(await storedAnswer(id)).toBe(2);
    expect((await stranger.json<Row[]>('/api/assessments')).body).toEqual([]);
  });

  it('refuse as before: bad bodies, other encodings, a missing Origin, and no session before a bad body', async () => {
    const { client, id, save } = await saving();
    const bad = await save(0, { responses: { q_1_1_phase1: 9 } });
    expect(bad.status).toBe(400);
    const unknown = await save(0, { responses: { q_9_9_phase1: 3 } });
    expect(unknown.body.error.message).toBe('This assessment has no question q_9_9_phase1');
    const notJson = await client.json<ErrorBody>(`/api/assessments/${id}/answers`, {
      method: 'PATCH',
      body: '{"responses":',
      headers: { 'content-type': 'application/json' },
    });
    expect([notJson.status, notJson.body.error.code]).toEqual([400, 'invalid_json']);
    const form = await client.request(`/api/assessments/${id}/answers`, {
      method: 'PATCH',
      body: 'responses=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const noOrigin = await client.request(`/api/assessments/${id}/answers`, {
      method: 'PATCH',
      json: { responses: { q_1_1_phase1: 5 } },
      origin: false,
    });
    expect(noOrigin.status).toBe(403);
    const signedOut = await new TestClient(ctx).json<ErrorBody>(`/api/assessments/${id}/answers`, {
      method: 'PATCH',
      json: { responses: { q_1_1_phase1: 9 } },
    });
    expect(signedOut.status).toBe(401);
    expect(await storedAnswer(id)).toBe(2);
  });
});

/** The session token in a client's cookie (the part before the signature). */
function tokenOf(client: TestClient): string {
  const value = /better-auth\.session_token=([^;]+)/.exec(client.cookieHeader)?.[1] ?? '';
  return decodeURIComponent(value).split('.')[0] ?? '';
}
