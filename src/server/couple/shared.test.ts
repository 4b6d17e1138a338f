import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAssessmentType } from '../../domain/assessment/catalogue.ts';
import { comparePair } from '../../domain/pair/compare.ts';
import { profiles } from '../db/schema.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';

let ctx: TestContext;
let billing: TestContext;
beforeAll(async () => {
  [ctx, billing] = await Promise.all([createTestApp(), createTestApp({ plansMode: 'billing' })]);
});
afterAll(async () => {
  await Promise.all([ctx.close(), billing.close()]);
});

const TYPE = 'intimacy';
const type = findAssessmentType(TYPE);
if (!type) throw new Error('catalogue');

type ErrorBody = { error: { code: string; message: string; upgrade?: string } };
type Shared = {
  id: string;
  assessment_type: string;
  started_by_me: boolean;
  mine: { assessment_id: string; status: string; share_answers: boolean } | null;
  partner_completed: boolean;
  report_ready: boolean;
};
type Started = { shared: Shared; assessment: { id: string; shared_id: string; status: string } };
type Report = Shared & {
  status: 'waiting' | 'ready';
  agreement?: number;
  categories?: Record<string, { expectations: number; realities: number }>;
  topics?: { key: string; statement: { en: string; ar: string }; answers: unknown }[];
  alignment?: { mine: { score: number }; partner: { score: number } };
  pattern?: { id: string };
  advice?: Record<'en' | 'ar', { summary: string; source: string }>;
  partner_name?: string;
};

async function person(app: TestContext, name: string) {
  const client = new TestClient(app);
  const account = await client.signUp({ name });
  return Object.assign(client, { account });
}

async function couple(app = ctx) {
  const [a, b] = await Promise.all([person(app, 'Huda Nasser'), person(app, 'Karim Nasser')]);
  const { body } = await a.json<{ token: string }>('/api/couple/invitations', { json: {} });
  expect((await b.json('/api/couple/invitations/accept', { json: { token: body.token } })).status).toBe(200);
  return { a, b };
}

/** Every answer `p1`/`p2`, with overrides, as one complete answer set. */
function answers(p1: number, p2: number, overrides: Record<string, number> = {}) {
  return {
    ...Object.fromEntries(
      type?.questions.flatMap((q) => [
        [`${q.key}_phase1`, p1],
        [`${q.key}_phase2`, p2],
      ]) ?? [],
    ),
    ...overrides,
  };
}

async function complete(client: TestClient, assessmentId: string, responses: Record<string, number>) {
  const res = await client.json(`/api/assessments/${assessmentId}/complete`, { json: { responses } });
  expect(res.status).toBe(200);
}

const [q1, q2] = type.questions.map((q) => q.key) as [string, string];
const answersA = answers(5, 4, { [`${q1}_phase1`]: 1 });
const answersB = answers(5, 2, { [`${q2}_phase2`]: 5 });

/** A linked couple who have both completed one shared assessment. */
async function finishedTogether(app = ctx) {
  const { a, b } = await couple(app);
  const started = await a.json<Started>('/api/couple/shared', { json: { assessment_type: TYPE } });
  const joined = await b.json<Started>(`/api/couple/shared/${started.body.shared.id}/join`, { method: 'POST' });
  await complete(a, started.body.assessment.id, answersA);
  await complete(b, joined.body.assessment.id, answersB);
  return { a, b, sharedId: started.body.shared.id, ids: [started.body.assessment.id, joined.body.assessment.id] };
}

describe('shared assessments', () => {
  it('starts once per type, shows on the partner’s list, and gives each partner a private side', async () => {
    const { a, b } = await couple();
    const started = await a.json<Started>('/api/couple/shared', { json: { assessment_type: TYPE } });
    expect(started.status).toBe(201);
    expect(started.body.assessment).toMatchObject({ shared_id: started.body.shared.id, status: 'in_progress' });
    const again = await a.json<Started>('/api/couple/shared', { json: { assessment_type: TYPE } });
    expect(again.body.shared.id).toBe(started.body.shared.id);
    expect(again.body.assessment.id).toBe(started.body.assessment.id);

    const list = await b.json<Shared[]>('/api/couple/shared');
    expect(list.body).toEqual([
      expect.objectContaining({ id: started.body.shared.id, started_by_me: false, mine: null, report_ready: false }),
    ]);
    const joined = await b.json<Started>(`/api/couple/shared/${started.body.shared.id}/join`, { method: 'POST' });
    expect(joined.status).toBe(200);
    expect(joined.body.assessment.id).not.toBe(started.body.assessment.id);
    // The partner starting the same type meets the same shared assessment, not a second one.
    const fromB = await b.json<Started>('/api/couple/shared', { json: { assessment_type: TYPE } });
    expect(fromB.body.assessment.id).toBe(joined.body.assessment.id);
    expect((await a.json<Shared[]>('/api/couple/shared')).body).toHaveLength(1);
  });

  it('reveals nothing of the partner before both finish: only who has finished', async () => {
    const { a, b } = await couple();
    const started = await a.json<Started>('/api/couple/shared', { json: { assessment_type: TYPE } });
    const id = started.body.shared.id;
    await complete(a, started.body.assessment.id, answersA);
    for (const client of [a, b]) {
      const report = await client.json<Report>(`/api/couple/shared/${id}/report`);
      expect(report.status).toBe(200);
      expect(report.body.status).toBe('waiting');
      expect(Object.keys(report.body).sort()).toEqual(
        [
          'assessment_type',
          'created_at',
          'id',
          'mine',
          'partner_completed',
          'report_ready',
          'started_by_me',
          'status',
        ].sort(),
      );
    }
    expect((await b.json<Report>(`/api/couple/shared/${id}/report`)).body.partner_completed).toBe(true);
    expect((await a.json<Report>(`/api/couple/shared/${id}/report`)).body.partner_completed).toBe(false);
  });

  it('notes on the report, for both partners, when either gave nearly the same answer everywhere', async () => {
    const { a, b } = await couple();
    const started = await a.json<Started>('/api/couple/shared', { json: { assessment_type: TYPE } });
    const joined = await b.json<Started>(`/api/couple/shared/${started.body.shared.id}/join`, { method: 'POST' });
    await complete(a, started.body.assessment.id, answersA);
    await complete(b, joined.body.assessment.id, answers(4, 4));
    for (const client of [a, b]) {
      const report = await client.json<{ signals?: string[] }>(`/api/couple/shared/${started.body.shared.id}/report`);
      expect(report.body.signals).toEqual(['uniform_answers']);
    }
    const varied = await finishedTogether();
    const report = await varied.a.json<{ signals?: string[] }>(`/api/couple/shared/${varied.sharedId}/report`);
    expect(report.body.signals).toEqual([]);
  });

  it('gives both partners the same couple report once both have completed', async () => {
    const { a, b, sharedId } = await finishedTogether();
    const [fromA, fromB] = await Promise.all([
      a.json<Report>(`/api/couple/shared/${sharedId}/report`),
      b.json<Report>(`/api/couple/shared/${sharedId}/report`),
    ]);
    // Importance nobody set falls back to each question's default, as completion stores it.
    const importance = Object.fromEntries(type.questions.map((q) => [q.key, q.important]));
    const expected = comparePair(
      type.questions,
      { responses: answersA, importance },
      { responses: answersB, importance },
    );
    for (const report of [fromA.body, fromB.body]) {
      expect(report).toMatchObject({ status: 'ready', report_ready: true, agreement: expected.agreement });
      expect(report.categories).toEqual(expected.categories);
      expect(report.pattern?.id).toBe(expected.pattern.id);
      expect(report.topics?.map((t) => t.key)).toEqual(expected.topics.map((t) => t.key));
      // Topics are statements only: no answers, nothing saying who said what.
      expect(report.topics?.every((t) => t.answers === null && t.statement.ar.length > 0)).toBe(true);
      expect(report.advice?.en.summary).toMatch(/^Your answers are \d+% close/);
      expect(report.advice?.ar.summary).toMatch(/تتقارب إجاباتكما بدرجة/);
    }
    expect(fromA.body.partner_name).toBe('Karim Nasser');
    expect(fromB.body.partner_name).toBe('Huda Nasser');
    expect(fromA.body.alignment?.mine).toEqual(fromB.body.alignment?.partner);
    expect(JSON.stringify(fromA.body)).not.toContain('"responses"');
  });

  it('shows who answered what only when both partners turned on “show my answers”', async () => {
    const { a, b, sharedId } = await finishedTogether();
    const topicOf = async (client: TestClient) =>
      (await client.json<Report>(`/api/couple/shared/${sharedId}/report`)).body.topics?.find((t) => t.key === q1);
    const share = (client: TestClient, value: unknown) =>
      client.json<Shared>(`/api/couple/shared/${sharedId}/share-answers`, { method: 'PUT', json: { share: value } });

    expect((await share(a, true)).body.mine?.share_answers).toBe(true);
    expect((await topicOf(a))?.answers).toBeNull();
    expect((await topicOf(b))?.answers).toBeNull();
    await share(b, true);
    expect((await topicOf(a))?.answers).toEqual({
      mine: { expectation: 1, reality: 4 },
      partner: { expectation: 5, reality: 2 },
    });
    expect((await topicOf(b))?.answers).toEqual({
      mine: { expectation: 5, reality: 2 },
      partner: { expectation: 1, reality: 4 },
    });
    await share(a, false);
    expect((await topicOf(b))?.answers).toBeNull();
    const bad = await share(a, 'yes');
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as ErrorBody).error.message).toBe('Choose whether to show your answers.');
  });

  it('keeps each partner’s own assessment and result rows private from the other', async () => {
    const { a, b, ids } = await finishedTogether();
    const [mine, theirs] = ids as [string, string];
    expect((await a.request(`/api/assessments/${mine}`)).status).toBe(200);
    for (const path of [`/api/assessments/${theirs}`, `/api/assessments/${theirs}/result`]) {
      expect((await a.request(path)).status).toBe(404);
    }
    expect((await a.request(`/api/assessments/${theirs}/answers`, { method: 'PATCH', json: {} })).status).toBe(404);
    expect((await b.json<{ id: string }[]>('/api/assessments')).body.map((r) => r.id)).toEqual([theirs]);
  });

  it('answers a stranger 404 for every shared route and changes nothing', async () => {
    const { a, sharedId } = await finishedTogether();
    const stranger = await person(ctx, 'Stranger');
    const { b: linkedStranger } = await couple();
    for (const client of [stranger, linkedStranger]) {
      expect((await client.request(`/api/couple/shared/${sharedId}/report`)).status).toBe(404);
      expect((await client.request(`/api/couple/shared/${sharedId}/join`, { method: 'POST' })).status).toBe(404);
      const put = await client.request(`/api/couple/shared/${sharedId}/share-answers`, {
        method: 'PUT',
        json: { share: true },
      });
      expect(put.status).toBe(404);
      expect((await client.json<Shared[]>('/api/couple/shared')).body.every((s) => s.id !== sharedId)).toBe(true);
    }
    expect((await stranger.request('/api/couple/shared/not-a-uuid/report')).status).toBe(404);
    const notLinked = await stranger.json<ErrorBody>('/api/couple/shared', { json: { assessment_type: TYPE } });
    expect(notLinked.status).toBe(409);
    expect(notLinked.body.error.code).toBe('not_linked');
    expect((await new TestClient(ctx).request(`/api/couple/shared/${sharedId}/report`)).status).toBe(401);
    expect((await a.json<Report>(`/api/couple/shared/${sharedId}/report`)).body.mine?.share_answers).toBe(false);
  });

  it('after unlinking, each keeps their own assessments and their copy of the report (decision 062)', async () => {
    const { a, b, sharedId, ids } = await finishedTogether();
    expect((await b.request('/api/couple', { method: 'DELETE' })).status).toBe(200);
    for (const client of [a, b]) {
      const kept = await client.json<Report & { kept: unknown }>(`/api/couple/shared/${sharedId}/report`);
      expect([kept.status, kept.body.status, kept.body.kept]).toEqual([200, 'ready', expect.any(Object)]);
      // Nothing more is done together on an ended link: the list of shared assessments is the current link's.
      expect((await client.json<Shared[]>('/api/couple/shared')).body).toEqual([]);
      const join = await client.request(`/api/couple/shared/${sharedId}/join`, { method: 'POST' });
      expect(join.status).toBe(404);
    }
    expect((await a.request(`/api/assessments/${ids[0]}/result`)).status).toBe(200);
    expect((await b.request(`/api/assessments/${ids[1]}/result`)).status).toBe(200);
  });
});

describe('plans (PLANS_MODE=billing)', () => {
  const setTier = (client: { account: { id: string } }, tier: string) =>
    billing.database.db.update(profiles).set({ subscription_tier: tier }).where(eq(profiles.id, client.account.id));

  it('offers the upgrade path to a free couple, and one Couple plan covers both partners', async () => {
    const { a, b } = await couple(billing);
    const refused = await a.json<ErrorBody & { error: { details?: unknown } }>('/api/couple/shared', {
      json: { assessment_type: TYPE },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'plan_required', upgrade: '/settings/billing' });
    expect(refused.body.error.message).toMatch(/Couple and Premium plans/);

    await setTier(a, 'couple');
    const started = await a.json<Started>('/api/couple/shared', { json: { assessment_type: TYPE } });
    expect(started.status).toBe(201);
    const plan = await b.json<{ plan: { tier: string; effective_tier: string } }>('/api/couple');
    expect(plan.body.plan).toMatchObject({ tier: 'free', effective_tier: 'couple' });
    const joined = await b.request(`/api/couple/shared/${started.body.shared.id}/join`, { method: 'POST' });
    expect(joined.status).toBe(200);

    await b.request('/api/couple', { method: 'DELETE' });
    expect((await b.json<{ plan: { effective_tier: string } }>('/api/couple')).body.plan.effective_tier).toBe('free');
  });

  it('allows a free account one new assessment per month', async () => {
    const solo = await person(billing, 'Solo');
    expect((await solo.request('/api/assessments', { json: { assessment_type: TYPE } })).status).toBe(201);
    const second = await solo.json<ErrorBody>('/api/assessments', { json: { assessment_type: 'values' } });
    expect(second.status).toBe(403);
    expect(second.body.error.code).toBe('plan_required');
    await setTier(solo, 'individual');
    expect((await solo.request('/api/assessments', { json: { assessment_type: 'values' } })).status).toBe(201);
  });

  it('tells anyone whether this server bills, so the pricing page can say everything is included', async () => {
    const open = await new TestClient(ctx).json<{ mode: string }>('/api/plans');
    const billed = await new TestClient(billing).json<{ mode: string; allowances: Record<string, unknown> }>(
      '/api/plans',
    );
    expect(open.body.mode).toBe('open');
    expect(billed.body).toMatchObject({ mode: 'billing', allowances: { free: { assessmentsPerMonth: 1 } } });
  });

  it('gives everything to everyone in open mode', async () => {
    const { a } = await couple(ctx);
    expect((await a.request('/api/couple/shared', { json: { assessment_type: TYPE } })).status).toBe(201);
    const plan = await a.json<{ plan: { mode: string; allowance: { coupleFeatures: boolean } } }>('/api/couple');
    expect(plan.body.plan).toMatchObject({ mode: 'open', allowance: { coupleFeatures: true } });
  });
});
