import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAssessmentType } from '../../domain/assessment/catalogue.ts';
import {
  assessmentResults,
  assessments,
  contactMessages,
  pairInvitations,
  partners,
  profiles,
  session,
  user,
} from '../db/schema.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';
import { turnOnTwoFactor } from '../testing/two-factor.ts';
import { base32Decode, codeAt, currentStep } from '../two-factor/totp.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type ErrorBody = { error: { code: string; message: string } };
const PASSWORD = 'correct horse 42';

async function person(name: string) {
  const client = new TestClient(ctx);
  const account = await client.signUp({ name, password: PASSWORD });
  await client.confirmAddress();
  return Object.assign(client, { account });
}

/** A linked couple who both completed the values assessment together, each with a different answer. */
async function coupleWithAnswers() {
  const [a, b] = [await person('Rana Aziz'), await person('Fadi Aziz')];
  const { body } = await a.json<{ token: string }>('/api/couple/invitations', { json: {} });
  await b.json('/api/couple/invitations/accept', { json: { token: body.token } });
  const type = findAssessmentType('values');
  const answers = (value: number) =>
    Object.fromEntries(
      type?.questions.flatMap((q) => [`${q.key}_phase1`, `${q.key}_phase2`]).map((k) => [k, value]) ?? [],
    );
  const started = await a.json<{ shared: { id: string }; assessment: { id: string } }>('/api/couple/shared', {
    json: { assessment_type: 'values' },
  });
  const joined = await b.json<{ assessment: { id: string } }>(`/api/couple/shared/${started.body.shared.id}/join`, {
    method: 'POST',
  });
  await a.json(`/api/assessments/${started.body.assessment.id}/complete`, { json: { responses: answers(4) } });
  await b.json(`/api/assessments/${joined.body.assessment.id}/complete`, { json: { responses: answers(2) } });
  return { a, b, sharedId: started.body.shared.id, ids: [started.body.assessment.id, joined.body.assessment.id] };
}

describe('export', () => {
  it('gives a file of everything the account holds, and nothing of the partner’s answers', async () => {
    const { a, b, ids } = await coupleWithAnswers();
    await a.json('/api/contact', {
      json: { name: 'Rana', email: a.account.email, message: 'A question about plans.' },
    });
    await a.json('/api/notices/preferences', {
      method: 'PUT',
      json: { event: 'monthly_report', channel: 'mail', on: false, time_zone: 'Asia/Riyadh' },
    });
    const res = await a.request('/api/account/export', { json: { password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="wifaq-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = (await res.json()) as Record<string, unknown> & {
      assessments: { id: string; responses: { responses: Record<string, number> } }[];
      results: { assessment_id: string }[];
      partner: { name: string };
    };
    expect(data.account).toMatchObject({ id: a.account.id, email: a.account.email, name: 'Rana Aziz' });
    expect(data.profile).toMatchObject({ full_name: 'Rana Aziz', time_zone: 'Asia/Riyadh' });
    // The mail they turned off (decision 067).
    expect(data.notice_opt_outs).toEqual([
      { event: 'monthly_report', channel: 'mail', via: 'settings', created_at: expect.any(String) },
    ]);
    expect(data.assessments.map((row) => row.id)).toEqual([ids[0]]);
    expect(Object.values(data.assessments[0]?.responses.responses ?? {}).every((v) => v === 4)).toBe(true);
    expect(data.results.map((row) => row.assessment_id)).toEqual([ids[0]]);
    expect(data.partner.name).toBe('Fadi Aziz');
    expect(data.invitations).toEqual([expect.objectContaining({ sent_by_me: true, status: 'accepted' })]);
    expect(data.contact_messages).toEqual([expect.objectContaining({ message: 'A question about plans.' })]);
    expect(data.family_links).toEqual([]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(ids[1] as string); // the partner's assessment
    expect(text).not.toContain(b.account.email);
    expect(text).not.toMatch(/token|password|scrypt|argon2/i);
  });

  it('includes every couple and family link the account was part of, ended ones too, with names only', async () => {
    const rana = await person('Rana Export');
    const [bob, carol, son] = [await person('Bob Former'), await person('Carol Current'), await person('Sami Son')];
    const link = async (with_: TestClient) => {
      const { body } = await rana.json<{ token: string }>('/api/couple/invitations', { json: {} });
      expect((await with_.request('/api/couple/invitations/accept', { json: { token: body.token } })).status).toBe(200);
    };
    await link(bob);
    expect((await rana.request('/api/couple', { method: 'DELETE' })).status).toBeLessThan(300);
    await link(carol);
    const child = await rana.json<{ id: string }>('/api/family/children', {
      json: { pairing: 'mother_daughter', name: 'Noor' },
    });
    expect((await rana.request(`/api/family/links/${child.body.id}`, { method: 'DELETE' })).status).toBe(204);
    const invite = await rana.json<{ token: string }>('/api/family/invitations', {
      json: { role: 'parent', pairing: 'mother_son', age_group: '16-18' },
    });
    expect((await son.request('/api/family/invitations/accept', { json: { token: invite.body.token } })).status).toBe(
      200,
    );

    const data = (
      await rana.json<{
        couple_links: { linked_at: string; ended_at: string | null; partner_name: string | null }[];
        family_links: { role: string; supervised: boolean; other_name: string; ended_at: string | null }[];
      }>('/api/account/export', { json: { password: PASSWORD } })
    ).body;
    expect(data.couple_links).toEqual([
      expect.objectContaining({ partner_name: 'Bob Former', ended_at: expect.any(String) }),
      expect.objectContaining({ partner_name: 'Carol Current', ended_at: null }),
    ]);
    expect(data.family_links).toEqual([
      expect.objectContaining({ other_name: 'Noor', role: 'parent', supervised: true, ended_at: expect.any(String) }),
      expect.objectContaining({ other_name: 'Sami Son', role: 'parent', supervised: false, ended_at: null }),
    ]);
    // Of the others, the name the timeline shows them by; never their ids or emails.
    const text = JSON.stringify(data);
    for (const other of [bob, carol, son]) {
      expect(text).not.toContain(other.account.id);
      expect(text).not.toContain(other.account.email);
    }
  });

  it('lists each couple report the person keeps from an ended link, as they read it, until they remove it', async () => {
    const { a, b, sharedId, ids } = await coupleWithAnswers();
    type Exported = { kept_couple_reports: Record<string, unknown>[] };
    const exported = async (client: TestClient) =>
      (await client.json<Exported>('/api/account/export', { json: { password: PASSWORD } })).body;
    // While linked the report is the two's, live: nobody keeps a copy yet.
    expect((await exported(a)).kept_couple_reports).toEqual([]);
    expect((await a.request('/api/couple', { method: 'DELETE' })).status).toBe(200);

    for (const client of [a, b]) {
      const read = await client.json<Record<string, unknown>>(`/api/couple/shared/${sharedId}/report`);
      expect(read.status).toBe(200);
      const data = await exported(client);
      // Exactly the copy their report page shows them (decision 062), through the same rule.
      expect(data.kept_couple_reports).toEqual([read.body]);
      expect(data.kept_couple_reports[0]).toMatchObject({
        id: sharedId,
        status: 'ready',
        kept: { at: expect.any(String), partner_deleted: false },
      });
    }
    const rana = await exported(a);
    expect(rana.kept_couple_reports[0]).toMatchObject({ partner_name: 'Fadi Aziz' });
    // Nothing of the other beyond what the copy shows: not their account, address or assessment.
    const text = JSON.stringify(rana);
    for (const theirs of [b.account.id, b.account.email, ids[1] as string]) expect(text).not.toContain(theirs);

    // Removed: gone from the remover's export, still in the other's.
    expect((await a.request(`/api/couple/shared/${sharedId}/report`, { method: 'DELETE' })).status).toBe(204);
    expect((await exported(a)).kept_couple_reports).toEqual([]);
    expect((await exported(b)).kept_couple_reports).toEqual([expect.objectContaining({ id: sharedId })]);
  });

  it('says whether two-factor is on and how many backup codes are left, never the secret or the codes', async () => {
    const a = await person('Two Factor Export');
    expect((await a.json('/api/account/export', { json: { password: PASSWORD } })).body.two_factor).toEqual({
      enabled: false,
      backup_codes_left: 0,
    });
    const setup = await a.json<{ secret: string }>('/api/security/two-factor/setup', { json: { password: PASSWORD } });
    const secret = base32Decode(setup.body.secret);
    const enabled = await a.json<{ backup_codes: string[] }>('/api/security/two-factor/enable', {
      json: { code: codeAt(secret, currentStep(ctx.totpClock.now())) },
    });
    expect(enabled.status).toBe(200);
    ctx.totpClock.advanceSteps(1);
    const res = await a.request('/api/account/export', {
      json: { password: PASSWORD, code: codeAt(secret, currentStep(ctx.totpClock.now())) },
    });
    const text = await res.text();
    expect((JSON.parse(text) as { two_factor: unknown }).two_factor).toEqual({ enabled: true, backup_codes_left: 10 });
    expect(text).not.toContain(setup.body.secret);
    for (const code of enabled.body.backup_codes) expect(text).not.toContain(code);
    expect(text).not.toMatch(/secret|code_hash/i);
  });

  it('needs a session, and the same proof as deletion: a session alone reads nothing', async () => {
    expect((await new TestClient(ctx).request('/api/account/export', { json: { password: PASSWORD } })).status).toBe(
      401,
    );
    const a = await person('Proof Export');
    // A phone left signed in: no password, a wrong one, or the old GET.
    const bare = await a.json<{ error: { code: string } }>('/api/account/export', { json: {} });
    expect(bare.status).toBe(400);
    const wrong = await a.json<{ error: { code: string } }>('/api/account/export', { json: { password: 'not it 12' } });
    expect([wrong.status, wrong.body.error.code]).toEqual([400, 'invalid_password']);
    expect((await a.request('/api/account/export')).status).toBe(404);
    // With two-factor on, the code too.
    const { freshCode } = await turnOnTwoFactor(a, PASSWORD);
    const noCode = await a.json<{ error: { code: string } }>('/api/account/export', { json: { password: PASSWORD } });
    expect([noCode.status, noCode.body.error.code]).toEqual([400, 'two_factor_required']);
    const both = await a.request('/api/account/export', { json: { password: PASSWORD, code: freshCode() } });
    expect(both.status).toBe(200);
    expect(both.headers.get('cache-control')).toBe('no-store');
  });
});

describe('delete account', () => {
  it('refuses a wrong password and deletes nothing', async () => {
    const a = await person('Keeps Everything');
    const res = await a.json<ErrorBody>('/api/account/delete', { json: { password: 'not my password' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'invalid_password',
      message: 'That password is not correct. Nothing was deleted.',
    });
    expect((await a.request('/api/profile')).status).toBe(200);
    for (const body of [{}, { password: 42 }, { password: 'x', extra: 1 }]) {
      expect((await a.request('/api/account/delete', { json: body })).status).toBe(400);
    }
    expect((await new TestClient(ctx).request('/api/account/delete', { json: { password: 'x' } })).status).toBe(401);
  });

  it('removes every row of the person in one go; the partner keeps theirs and sees the link ended', async () => {
    const { a, b, ids } = await coupleWithAnswers();
    await a.json('/api/contact', { json: { name: 'Rana', email: a.account.email, message: 'Please keep this one.' } });
    const res = await a.request('/api/account/delete', { json: { password: PASSWORD } });
    expect(res.status).toBe(200);
    // Both session cookies are cleared, each with the attributes it was set with: browsers ignore a
    // __Secure- cookie (even one that removes it) without Secure; the plain one stays usable on http.
    const cleared = res.headers.getSetCookie();
    const plain = cleared.find((c) => c.startsWith('better-auth.session_token='));
    const secure = cleared.find((c) => c.startsWith('__Secure-better-auth.session_token='));
    expect(plain).toMatch(/^better-auth\.session_token=;.*Max-Age=0/);
    expect(plain).toMatch(/; Path=\//);
    expect(plain).not.toMatch(/; Secure/);
    expect(secure).toMatch(/^__Secure-better-auth\.session_token=;.*Max-Age=0/);
    expect(secure).toMatch(/; Path=\//);
    expect(secure).toMatch(/; Secure/);
    for (const cookie of [plain, secure]) expect(cookie).toMatch(/; HttpOnly.*; SameSite=Lax|; SameSite=Lax.*HttpOnly/);

    const db = ctx.database.db;
    const id = a.account.id;
    const left = await Promise.all([
      db.select().from(user).where(eq(user.id, id)),
      db.select().from(profiles).where(eq(profiles.id, id)),
      db.select().from(assessments).where(eq(assessments.user_id, id)),
      db.select().from(assessmentResults).where(eq(assessmentResults.user_id, id)),
      db.select().from(session).where(eq(session.userId, id)),
      db.select().from(pairInvitations).where(eq(pairInvitations.inviter_id, id)),
      db
        .select()
        .from(partners)
        .where(or(eq(partners.user_id, id), eq(partners.partner_id, id))),
      db.select().from(contactMessages).where(eq(contactMessages.user_id, id)),
    ]);
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);

    // The partner: link ended, own assessment and result kept, couple report gone.
    expect((await b.json<{ partner: unknown }>('/api/couple')).body.partner).toBeNull();
    expect((await b.request(`/api/assessments/${ids[1]}/result`)).status).toBe(200);
    expect((await b.json<unknown[]>('/api/couple/shared')).body).toEqual([]);
    // The old session and the password no longer work.
    expect((await a.request('/api/profile')).status).toBe(401);
    const signIn = await new TestClient(ctx).request('/api/auth/sign-in/email', {
      json: { email: a.account.email, password: PASSWORD },
    });
    expect(signIn.status).toBe(401);
  });
});
