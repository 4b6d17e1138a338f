import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAssessmentType } from '../../domain/assessment/catalogue.ts';
import { keptReportsSchema } from '../../domain/couple-kept.ts';
import { profiles } from '../db/schema.ts';
import { type Mailbox, startMailbox } from '../testing/fake-smtp.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';

// Decision 062: unlinking tells the truth, and the reports a couple completed while linked stay with each.

let mailbox: Mailbox;
let ctx: TestContext;
/** The same app with plans enforced (PLANS_MODE=billing, DESIGN.md 3b). */
let billing: TestContext;
beforeAll(async () => {
  mailbox = await startMailbox();
  [ctx, billing] = await Promise.all([
    createTestApp({ mail: mailbox.mail }),
    createTestApp({ mail: mailbox.mail, plansMode: 'billing' }),
  ]);
});
afterAll(async () => {
  await Promise.all([ctx.close(), billing.close()]);
  await mailbox.close();
});

const TYPE = 'intimacy';
const type = findAssessmentType(TYPE);
if (!type) throw new Error('catalogue');
const [q1, q2] = type.questions.map((q) => q.key) as [string, string];

type Started = { shared: { id: string }; assessment: { id: string } };
type Report = {
  status: 'waiting' | 'ready';
  id: string;
  partner_name: string | null;
  completed_at: string;
  agreement: number;
  categories: Record<string, unknown>;
  topics: { key: string; answers: unknown }[];
  alignment: unknown;
  pattern: { id: string };
  advice: unknown;
  kept: { at: string; partner_deleted: boolean } | null;
};
type Event = {
  kind: string;
  person?: { name: string | null; gender?: string | null };
  by?: string | null;
  report?: { id: string; available: boolean };
};

const answers = (p1: number, p2: number, overrides: Record<string, number> = {}) => ({
  ...Object.fromEntries(
    type.questions.flatMap((q) => [
      [`${q.key}_phase1`, p1],
      [`${q.key}_phase2`, p2],
    ]),
  ),
  ...overrides,
});

async function person(
  name: string,
  profile: { gender?: 'male' | 'female'; language_preference?: 'en' | 'ar' } = {},
  app: TestContext = ctx,
) {
  const client = new TestClient(app);
  const account = await client.signUp({ name });
  if (Object.keys(profile).length > 0) {
    expect((await client.json('/api/profile', { method: 'PATCH', json: profile })).status).toBe(200);
  }
  return Object.assign(client, { account });
}
type Person = Awaited<ReturnType<typeof person>>;

async function link(a: Person, b: Person) {
  const { body } = await a.json<{ token: string }>('/api/couple/invitations', { json: {} });
  expect((await b.json('/api/couple/invitations/accept', { json: { token: body.token } })).status).toBe(200);
}

/** A shared assessment of the two, both sides completed, with each side's "show my answers". */
async function finished(a: Person, b: Person, share = { a: false, b: false }) {
  const started = await a.json<Started>('/api/couple/shared', { json: { assessment_type: TYPE } });
  const id = started.body.shared.id;
  const joined = await b.json<Started>(`/api/couple/shared/${id}/join`, { method: 'POST' });
  for (const [client, side, responses, shares] of [
    [a, started.body.assessment.id, answers(5, 4, { [`${q1}_phase1`]: 1 }), share.a],
    [b, joined.body.assessment.id, answers(5, 2, { [`${q2}_phase2`]: 5 }), share.b],
  ] as const) {
    expect((await client.json(`/api/assessments/${side}/complete`, { json: { responses } })).status).toBe(200);
    if (shares) {
      const put = await client.request(`/api/couple/shared/${id}/share-answers`, {
        method: 'PUT',
        json: { share: true },
      });
      expect(put.status).toBe(200);
    }
  }
  return id;
}

const report = (client: TestClient, id: string) => client.json<Report>(`/api/couple/shared/${id}/report`);
const unlink = async (client: TestClient) =>
  expect((await client.request('/api/couple', { method: 'DELETE' })).status).toBe(200);
const timeline = async (client: TestClient) =>
  (await client.json<{ events: Event[] }>('/api/timeline?filter=together')).body.events;
/** The report's content, without what says how it is held (live or kept) and what the model still writes. */
const content = ({ kept: _kept, ...body }: Report & { advice_pending?: unknown }) => {
  const { advice_pending: _pending, ...rest } = body;
  return rest;
};

describe('unlinking tells the truth', () => {
  it('tells the other partner who unlinked, on their timeline and by mail in their own language', async () => {
    const omar = await person('Omar Haddad', { gender: 'male', language_preference: 'en' });
    const amina = await person('Amina Saad', { gender: 'female', language_preference: 'ar' });
    await link(omar, amina);
    await unlink(omar);

    const hers = (await timeline(amina)).find((e) => e.kind === 'partner_unlinked');
    expect(hers).toMatchObject({ by: 'partner', person: { name: 'Omar Haddad', gender: 'male' } });
    const his = (await timeline(omar)).find((e) => e.kind === 'partner_unlinked');
    expect(his).toMatchObject({ by: 'me', person: { name: 'Amina Saad' } });

    const mail = await mailbox.lastMail(ctx, amina.account.email, 'ألغى Omar Haddad الربط بينكما في وِفاق');
    // Greeted as the woman she is (decision 063); the verb agrees with him.
    expect(mail.text).toContain('مرحبًا Amina Saad،');
    // Its button opens the dashboard's kept reports, which every plan reaches (not the timeline).
    expect(mail.text).toContain('اطّلعي على التقارير التي احتفظت بها');
    expect(mail.text).toContain('/dashboard#kept-reports');
    expect(mail.text).not.toContain('/timeline');
    expect(mail.html).toContain('dir="rtl"');
    // The one who unlinked is not mailed about it.
    expect((await mailbox.mailsTo(ctx, omar.account.email)).some((m) => m.subject.includes('unlinked from you'))).toBe(
      false,
    );
  });

  it('makes the Arabic verb agree with a woman who unlinks, and writes to an English reader in English', async () => {
    const huda = await person('Huda Nasser', { gender: 'female', language_preference: 'en' });
    const karim = await person('Karim Nasser', { gender: 'male', language_preference: 'ar' });
    const salma = await person('Salma Odeh', { gender: 'female' });
    await link(huda, karim);
    await unlink(huda);
    const toKarim = await mailbox.lastMail(ctx, karim.account.email, 'ألغت Huda Nasser الربط بينكما في وِفاق');
    expect(toKarim.text).toContain('مرحبًا Karim Nasser،\n\nألغت Huda Nasser الربط بينكما في وِفاق.');
    expect(toKarim.text).toContain('اطّلع على التقارير التي احتفظت بها:');
    expect((await timeline(karim)).find((e) => e.kind === 'partner_unlinked')).toMatchObject({
      by: 'partner',
      person: { gender: 'female' },
    });

    await link(karim, salma);
    await unlink(karim);
    const toSalma = await mailbox.lastMail(ctx, salma.account.email, 'Karim Nasser unlinked from you on Wifaq');
    expect(toSalma.text).toContain('Hello Salma Odeh,');
    expect(toSalma.text).toContain('Karim Nasser unlinked from you on Wifaq.');
    expect(toSalma.text).toContain('The couple reports you completed together stay with you');
    expect(toSalma.text).toContain('See the reports you kept:');
    expect(toSalma.text).toContain('/dashboard#kept-reports');
  });
});

describe('the reports completed while linked', () => {
  it('stay readable by both after unlinking, exactly as they were, answers only as shared then', async () => {
    const a = await person('Reem Kanaan');
    const b = await person('Tariq Kanaan');
    await link(a, b);
    const bothShared = await finished(a, b, { a: true, b: true });
    // A second of the same type: the first is finished, so starting again makes a new one.
    const oneShared = await finished(a, b, { a: true, b: false });
    const before = {
      a: (await report(a, bothShared)).body,
      b: (await report(b, bothShared)).body,
      aOne: (await report(a, oneShared)).body,
    };
    expect(before.a.topics.some((t) => t.answers !== null)).toBe(true);
    expect(before.aOne.topics.every((t) => t.answers === null)).toBe(true);
    await unlink(b);

    for (const [client, was] of [
      [a, before.a],
      [b, before.b],
    ] as const) {
      const after = await report(client, bothShared);
      expect(after.status).toBe(200);
      expect(after.body.kept).toEqual({ at: expect.any(String), partner_deleted: false });
      expect(content(after.body)).toEqual(content(was));
    }
    const one = await report(a, oneShared);
    expect(content(one.body)).toEqual(content(before.aOne));
    expect(one.body.topics.every((t) => t.answers === null)).toBe(true);
    // Frozen: "show my answers" can no longer be changed, by either.
    const put = await b.request(`/api/couple/shared/${oneShared}/share-answers`, {
      method: 'PUT',
      json: { share: true },
    });
    expect(put.status).toBe(404);
    expect((await report(a, oneShared)).body.topics.every((t) => t.answers === null)).toBe(true);
    // The timeline offers each of them the report.
    for (const client of [a, b]) {
      const ready = (await timeline(client)).filter((e) => e.kind === 'couple_report_ready');
      expect(ready.map((e) => e.report)).toEqual(
        expect.arrayContaining([
          { id: bothShared, type: TYPE, title: expect.anything(), available: true },
          { id: oneShared, type: TYPE, title: expect.anything(), available: true },
        ]),
      );
    }
    // The PDF of a kept copy is the same report.
    const pdf = await a.request(`/api/couple/shared/${bothShared}/report.pdf?language=en`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('lets each remove their own copy: 404 for the remover, still 200 for the other', async () => {
    const a = await person('Nadia Fares');
    const b = await person('Sami Fares');
    const stranger = await person('Stranger');
    await link(a, b);
    const id = await finished(a, b);
    // While linked there is no copy to remove: the report is the two's, live.
    expect((await a.request(`/api/couple/shared/${id}/report`, { method: 'DELETE' })).status).toBe(404);
    await unlink(a);

    expect((await stranger.request(`/api/couple/shared/${id}/report`, { method: 'DELETE' })).status).toBe(404);
    expect((await a.request(`/api/couple/shared/${id}/report`, { method: 'DELETE' })).status).toBe(204);
    expect((await report(a, id)).status).toBe(404);
    expect((await a.request(`/api/couple/shared/${id}/report.pdf`)).status).toBe(404);
    expect((await a.request(`/api/couple/shared/${id}/report`, { method: 'DELETE' })).status).toBe(404);
    expect((await report(b, id)).status).toBe(200);
    expect((await report(b, id)).body.partner_name).toBe('Nadia Fares');
    // The remover's timeline still tells that the report was made, without offering it.
    const told = (await timeline(a)).find((e) => e.kind === 'couple_report_ready' && e.report?.id === id);
    expect(told?.report?.available).toBe(false);
  });

  it('outlive the other’s deleted account, naming them no longer', async () => {
    const a = await person('Maha Aziz', { language_preference: 'ar' });
    const b = await person('Fadi Aziz', { gender: 'male' });
    await link(a, b);
    const id = await finished(a, b);
    const gone = await b.request('/api/account/delete', { json: { password: 'correct horse 42' } });
    expect(gone.status).toBe(200);

    const kept = await report(a, id);
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ status: 'ready', partner_name: null, kept: { partner_deleted: true } });
    const pdf = await a.request(`/api/couple/shared/${id}/report.pdf?language=ar`);
    expect(pdf.status).toBe(200);
    const events = await timeline(a);
    expect(events.find((e) => e.kind === 'partner_unlinked')).toMatchObject({ by: 'deleted_account' });
    expect(events.find((e) => e.kind === 'couple_report_ready')?.report).toMatchObject({ id, available: true });
    const mail = await mailbox.lastMail(ctx, a.account.email, 'حذف Fadi Aziz حسابه في وِفاق');
    expect(mail.text).toContain('تبقى لك كما كانت في ذلك اليوم');
  });

  it('are never read by a later partner, and a result finished after the unlink is never seen', async () => {
    const a = await person('Lina Haddad');
    const b = await person('Yusuf Haddad');
    const c = await person('Rami Saleh');
    const stranger = await person('Stranger');
    await link(a, b);
    const done = await finished(a, b);
    // Started with the link, answered by A now and by B only after the link has ended.
    const open = await a.json<Started>('/api/couple/shared', { json: { assessment_type: 'communication' } });
    const openId = open.body.shared.id;
    const bSide = await b.json<Started>(`/api/couple/shared/${openId}/join`, { method: 'POST' });
    const comm = findAssessmentType('communication');
    if (!comm) throw new Error('catalogue');
    const full = Object.fromEntries(
      comm.questions.flatMap((q) => [[`${q.key}_phase1`, 4] as const, [`${q.key}_phase2`, 3] as const]),
    );
    await a.json(`/api/assessments/${open.body.assessment.id}/complete`, { json: { responses: full } });
    await unlink(a);
    expect(
      (await b.json(`/api/assessments/${bSide.body.assessment.id}/complete`, { json: { responses: full } })).status,
    ).toBe(200);
    for (const client of [a, b]) expect((await report(client, openId)).status).toBe(404);

    // A new link, of either of them, with someone else.
    await link(a, c);
    for (const path of [
      `/api/couple/shared/${done}/report`,
      `/api/couple/shared/${done}/report.pdf`,
      `/api/couple/shared/${openId}/report`,
    ]) {
      expect((await c.request(path)).status).toBe(404);
      expect((await stranger.request(path)).status).toBe(404);
    }
    expect((await c.request(`/api/couple/shared/${done}/report`, { method: 'DELETE' })).status).toBe(404);
    expect((await c.json<{ id: string }[]>('/api/couple/shared')).body.some((s) => s.id === done)).toBe(false);
    expect((await timeline(c)).some((e) => e.report?.id === done)).toBe(false);
    // A keeps reading their own copy while linked with someone else; C's being linked to A changes nothing.
    expect((await report(a, done)).status).toBe(200);
    expect((await report(a, done)).body.partner_name).toBe('Yusuf Haddad');
    // The same two linking again do not revive the open one either.
    await unlink(a);
    await link(a, b);
    for (const client of [a, b]) expect((await report(client, openId)).status).toBe(404);
    expect((await stranger.request('/api/couple/shared/not-a-uuid/report', { method: 'DELETE' })).status).toBe(404);
  });
});

describe('a kept copy on the Free plan (PLANS_MODE=billing)', () => {
  it('stays readable by a partner on Free once the link that gave them the Couple plan has ended', async () => {
    const payer = await person('Hind Mansour', {}, billing);
    const free = await person('Ziad Mansour', {}, billing);
    await billing.database.db
      .update(profiles)
      .set({ subscription_tier: 'couple' })
      .where(eq(profiles.id, payer.account.id));
    await link(payer, free);
    const id = await finished(payer, free);
    const before = await report(free, id);
    expect(before.status).toBe(200);
    await unlink(payer);

    // On Free now: the couple features are locked for them (not only for want of a partner)…
    expect((await free.json<{ plan: { effective_tier: string } }>('/api/couple')).body.plan.effective_tier).toBe(
      'free',
    );
    const locked = await free.json<{ error: { code: string } }>('/api/couple/shared', {
      json: { assessment_type: TYPE },
    });
    expect([locked.status, locked.body.error.code]).toEqual([403, 'plan_required']);
    // …and their copy is still theirs to read, unchanged (decision 062: reading a kept copy needs no plan).
    const kept = await report(free, id);
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      status: 'ready',
      partner_name: 'Hind Mansour',
      kept: { partner_deleted: false },
    });
    expect(content(kept.body)).toEqual(content(before.body));
    // Its PDF needs the PDF feature of the reader's own plan, which Free does not have; the payer's does.
    const pdf = await free.json<{ error: { code: string; feature?: string } }>(`/api/couple/shared/${id}/report.pdf`);
    expect([pdf.status, pdf.body.error]).toEqual([
      403,
      expect.objectContaining({ code: 'plan_required', feature: 'pdf' }),
    ]);
    expect((await payer.request(`/api/couple/shared/${id}/report.pdf?language=en`)).status).toBe(200);
    // Removing it needs no plan either.
    expect((await free.request(`/api/couple/shared/${id}/report`, { method: 'DELETE' })).status).toBe(204);
    expect((await report(free, id)).status).toBe(404);
  });

  it('are listed for a partner on Free (GET /api/couple/kept), their own copies only, until removed', async () => {
    const payer = await person('Salma Qasim', {}, billing);
    const free = await person('Tariq Qasim', {}, billing);
    const other = await person('Nour Badawi', {}, billing);
    const otherPartner = await person('Adel Badawi', {}, billing);
    const stranger = await person('Stranger', {}, billing);
    for (const who of [payer, other]) {
      await billing.database.db
        .update(profiles)
        .set({ subscription_tier: 'couple' })
        .where(eq(profiles.id, who.account.id));
    }
    await link(payer, free);
    await link(other, otherPartner);
    const id = await finished(payer, free);
    const othersId = await finished(other, otherPartner);
    // While linked nothing is kept: the report is live.
    expect((await free.json('/api/couple/kept')).body).toEqual([]);
    const live = (await report(free, id)).body;
    await unlink(payer);
    await unlink(otherPartner);
    expect((await free.json<{ plan: { effective_tier: string } }>('/api/couple')).body.plan.effective_tier).toBe(
      'free',
    );

    // The list answers in the shared schema, on Free, with the copy that the report page reads.
    const listed = await free.json<unknown>('/api/couple/kept');
    expect(listed.status).toBe(200);
    const rows = keptReportsSchema.parse(listed.body);
    expect(rows).toEqual([
      {
        id,
        assessment_type: TYPE,
        partner_name: 'Salma Qasim',
        completed_at: expect.any(String),
        kept_at: expect.any(String),
        partner_deleted: false,
      },
    ]);
    expect(rows[0]?.completed_at).toBe(live.completed_at);
    const kept = await report(free, id);
    expect(kept.body.kept?.at).toBe(rows[0]?.kept_at);

    // Each lists only their own: the other couple's copies are theirs, and a stranger has none.
    expect((await payer.json<{ id: string }[]>('/api/couple/kept')).body.map((r) => r.id)).toEqual([id]);
    expect((await other.json<{ id: string }[]>('/api/couple/kept')).body.map((r) => r.id)).toEqual([othersId]);
    expect((await stranger.json('/api/couple/kept')).body).toEqual([]);

    // Removed, it is no longer listed for its remover; the other's copy stays listed for them.
    expect((await free.request(`/api/couple/shared/${id}/report`, { method: 'DELETE' })).status).toBe(204);
    expect((await free.json('/api/couple/kept')).body).toEqual([]);
    expect((await payer.json<{ id: string }[]>('/api/couple/kept')).body.map((r) => r.id)).toEqual([id]);

    // A partner whose account is gone is no longer named.
    expect((await other.request('/api/account/delete', { json: { password: 'correct horse 42' } })).status).toBe(200);
    expect((await otherPartner.json('/api/couple/kept')).body).toEqual([
      expect.objectContaining({ id: othersId, partner_name: null, partner_deleted: true }),
    ]);
    expect((await free.request('/api/couple/kept')).status).toBe(200);
    expect((await new TestClient(billing).request('/api/couple/kept')).status).toBe(401);
  });
});
