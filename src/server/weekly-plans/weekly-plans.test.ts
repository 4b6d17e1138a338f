import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, weeklyPlans } from '../db/schema.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';
import { fullAnswers } from '../testing/world.ts';

let ctx: TestContext;
let billing: TestContext;
beforeAll(async () => {
  [ctx, billing] = await Promise.all([createTestApp(), createTestApp({ plansMode: 'billing' })]);
});
afterAll(async () => {
  await Promise.all([ctx.close(), billing.close()]);
});

interface CheckIn {
  status: 'done' | 'skipped';
  rating: number | null;
}
interface Plan {
  id: string;
  kind: 'individual' | 'couple';
  focus: string[];
  private_view: boolean;
  this_week: {
    week: number;
    exercise: { key: string; category: string; title: string; purpose: string; steps: string[]; tenMinutes: string };
    check_in: CheckIn | null;
    partner_check_in: CheckIn | null;
  };
  weeks: {
    week: number;
    exercise: { key: string; title: string };
    check_in: CheckIn | null;
    partner_check_in: CheckIn | null;
  }[];
  weeks_done: number;
  weeks_skipped: number;
  partner: { sharing: { mine: boolean; theirs: boolean }; weeks_done?: number } | null;
}

const CATEGORY_NUMBER = { values: 1, communication: 2, finances: 3, intimacy: 4, family: 5 } as const;
type Area = keyof typeof CATEGORY_NUMBER;

/** Every statement answered: hope 5 and today 5, except the areas given as [hope, today]. */
function answers(type: string, short: Partial<Record<Area, [number, number]>>) {
  return Object.fromEntries(
    Object.keys(fullAnswers(type)).map((key) => {
      const area = (Object.keys(CATEGORY_NUMBER) as Area[]).find((a) => key.startsWith(`q_${CATEGORY_NUMBER[a]}_`));
      const [hope, today] = (area && short[area]) || [5, 5];
      return [key, key.endsWith('phase1') ? hope : today];
    }),
  );
}

async function person(app: TestContext, gender: 'female' | 'male' = 'female') {
  const client = new TestClient(app);
  const account = await client.signUp({ name: gender === 'female' ? 'Salma Idris' : 'Karim Nasser' });
  await client.json('/api/profile', { method: 'PATCH', json: { gender } });
  return Object.assign(client, { id: account.id });
}

async function complete(client: TestClient, type: string, short: Partial<Record<Area, [number, number]>>) {
  const { body } = await client.json<{ id: string }>('/api/assessments', { json: { assessment_type: type } });
  const done = await client.json(`/api/assessments/${body.id}/complete`, { json: { responses: answers(type, short) } });
  expect(done.status).toBe(200);
  return body.id;
}

/** Moves a plan's start back, as weeks passing would. */
const startedWeeksAgo = (app: TestContext, id: string, weeks: number) =>
  app.database.db
    .update(weeklyPlans)
    .set({ started_at: sql`now() - make_interval(days => ${weeks * 7})` })
    .where(eq(weeklyPlans.id, id));

const mark = (client: TestClient, plan: string, week: number, json: unknown) =>
  client.json<Plan>(`/api/weekly-plans/${plan}/weeks/${week}`, { method: 'PUT', json });

async function couple(
  app: TestContext,
  short: { a: Partial<Record<Area, [number, number]>>; b: Partial<Record<Area, [number, number]>> },
) {
  const a = await person(app, 'female');
  const b = await person(app, 'male');
  const { body: invitation } = await a.json<{ token: string }>('/api/couple/invitations', { json: {} });
  await b.json('/api/couple/invitations/accept', { json: { token: invitation.token } });
  const started = await a.json<{ shared: { id: string }; assessment: { id: string } }>('/api/couple/shared', {
    json: { assessment_type: 'relationship' },
  });
  const joined = await b.json<{ assessment: { id: string } }>(`/api/couple/shared/${started.body.shared.id}/join`, {
    method: 'POST',
  });
  const aSide = started.body.assessment.id;
  const bSide = joined.body.assessment.id;
  await a.json(`/api/assessments/${aSide}/complete`, { json: { responses: answers('relationship', short.a) } });
  return {
    a,
    b,
    aSide,
    bSide,
    finish: () =>
      b.json(`/api/assessments/${bSide}/complete`, { json: { responses: answers('relationship', short.b) } }),
  };
}

describe('a weekly plan from one’s own result (decision 068)', () => {
  it('works on the result’s growth areas, one exercise this week, in the reader’s language and gender', async () => {
    const me = await person(ctx, 'female');
    const id = await complete(me, 'relationship', { communication: [5, 2], finances: [5, 3] });
    const { status, body } = await me.json<Plan>('/api/weekly-plans', { json: { assessment_id: id } });
    expect(status).toBe(201);
    expect(body.kind).toBe('individual');
    expect(body.focus).toEqual(['communication', 'finances']);
    expect(body.this_week.week).toBe(1);
    expect(body.this_week.exercise.key).toBe('individual.communication.1');
    expect(body.this_week.exercise.steps.length).toBeGreaterThan(1);
    expect(body.this_week.exercise.tenMinutes).toMatch(/\w/);
    expect(body.weeks_done).toBe(0);

    const arabic = await me.json<Plan>(`/api/weekly-plans/${body.id}?language=ar`);
    expect(arabic.body.this_week.exercise.title).toBe('الاستماع بقصد الفهم');
    // Addressed to a woman: «استمعي», never the masculine imperative.
    expect(arabic.body.this_week.exercise.steps[0]).toContain('استمعي');

    // Starting it again opens the same plan.
    const again = await me.json<Plan>('/api/weekly-plans', { json: { assessment_id: id } });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(body.id);
  });

  it('marks a week done with how it went, or skipped, and refuses what is not a check-in', async () => {
    const me = await person(ctx);
    const id = await complete(me, 'values', { values: [5, 3] });
    const { body: plan } = await me.json<Plan>('/api/weekly-plans', { json: { assessment_id: id } });
    const done = await mark(me, plan.id, 1, { status: 'done', rating: 4 });
    expect(done.status).toBe(200);
    expect(done.body.this_week.check_in).toEqual({ status: 'done', rating: 4 });
    expect(done.body.weeks_done).toBe(1);

    for (const bad of [
      { status: 'skipped', rating: 3 },
      { status: 'done', rating: 6 },
      { status: 'done', rating: 2.5 },
      { status: 'finished' },
      { status: 'done', note: 'x' },
      {},
    ]) {
      const refused = await me.json<{ error: { code: string; message: string } }>(
        `/api/weekly-plans/${plan.id}/weeks/1`,
        { method: 'PUT', json: bad },
      );
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body.error.message).not.toMatch(/^errors\./);
    }
    const notJson = await me.request(`/api/weekly-plans/${plan.id}/weeks/1`, {
      method: 'PUT',
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    // A week not given yet, or not a week at all.
    for (const week of ['2', '0', 'abc', '1e3', '99999999999']) {
      const response = await me.request(`/api/weekly-plans/${plan.id}/weeks/${week}`, {
        method: 'PUT',
        json: { status: 'done' },
      });
      expect(response.status, week).toBe(404);
    }
    const skipped = await mark(me, plan.id, 1, { status: 'skipped' });
    expect(skipped.body.this_week.check_in).toEqual({ status: 'skipped', rating: null });
    expect(skipped.body.weeks_done).toBe(0);
  });

  it('counts weeks done without streaks: a missed or skipped week never takes the count back', async () => {
    const me = await person(ctx);
    const id = await complete(me, 'relationship', { communication: [5, 2], family: [5, 3] });
    const { body: plan } = await me.json<Plan>('/api/weekly-plans', { json: { assessment_id: id } });
    await mark(me, plan.id, 1, { status: 'done', rating: 5 });
    // Three weeks pass unopened (weeks 2 and 3 missed), then this week is skipped.
    await startedWeeksAgo(ctx, plan.id, 3);
    const later = await me.json<Plan>(`/api/weekly-plans/${plan.id}`);
    expect(later.body.this_week.week).toBe(4);
    expect(later.body.this_week.exercise.category).toBe('family');
    expect(later.body.weeks.map((w) => w.week)).toEqual([4, 1]);
    expect(later.body.weeks_done).toBe(1);
    const skipped = await mark(me, plan.id, 4, { status: 'skipped' });
    expect(skipped.body).toMatchObject({ weeks_done: 1, weeks_skipped: 1 });
    // A week in the past can still be marked when it was given.
    expect((await mark(me, plan.id, 2, { status: 'done' })).status).toBe(404);
    await startedWeeksAgo(ctx, plan.id, 4);
    const fifth = await me.json<Plan>(`/api/weekly-plans/${plan.id}`);
    expect(fifth.body.this_week.week).toBe(5);
    const done = await mark(me, plan.id, 5, { status: 'done', rating: 3 });
    expect(done.body).toMatchObject({ weeks_done: 2, weeks_skipped: 1 });
  });

  it('follows a later result of the same type: new areas, the same plan, every week and count kept', async () => {
    const me = await person(ctx);
    const first = await complete(me, 'relationship', { communication: [5, 2] });
    const { body: plan } = await me.json<Plan>('/api/weekly-plans', { json: { assessment_id: first } });
    expect(plan.focus).toEqual(['communication']);
    await mark(me, plan.id, 1, { status: 'done', rating: 4 });
    await startedWeeksAgo(ctx, plan.id, 1);
    // Week 2 is given from the first result's areas, and nobody has marked it yet.
    expect((await me.json<Plan>(`/api/weekly-plans/${plan.id}`)).body.this_week.exercise.category).toBe(
      'communication',
    );

    await complete(me, 'relationship', { finances: [5, 1] });
    // Another type is another plan's business.
    await complete(me, 'values', { values: [5, 1] });
    const updated = await me.json<Plan>(`/api/weekly-plans/${plan.id}`);
    expect(updated.body.focus).toEqual(['finances']);
    expect(updated.body.this_week.exercise.category).toBe('finances');
    expect(updated.body.weeks_done).toBe(1);
    expect(updated.body.weeks.map((w) => [w.week, w.check_in?.status ?? null])).toEqual([
      [2, null],
      [1, 'done'],
    ]);
    const list = await me.json<Plan[]>('/api/weekly-plans');
    expect(list.body.map((p) => p.id)).toEqual([plan.id]);
  });

  it('is nobody else’s: another person, a malformed id and a stranger’s assessment are 404, signed out 401', async () => {
    const me = await person(ctx);
    const other = await person(ctx);
    const id = await complete(me, 'values', { values: [5, 2] });
    const { body: plan } = await me.json<Plan>('/api/weekly-plans', { json: { assessment_id: id } });
    expect((await other.request(`/api/weekly-plans/${plan.id}`)).status).toBe(404);
    expect((await mark(other, plan.id, 1, { status: 'done' })).status).toBe(404);
    expect(
      (await other.request(`/api/weekly-plans/${plan.id}/sharing`, { method: 'PUT', json: { share: true } })).status,
    ).toBe(404);
    expect((await other.request('/api/weekly-plans', { json: { assessment_id: id } })).status).toBe(404);
    expect((await other.json<Plan[]>('/api/weekly-plans')).body).toEqual([]);
    expect((await me.request('/api/weekly-plans/not-a-uuid')).status).toBe(404);
    expect((await me.request('/api/weekly-plans', { json: { assessment_id: 'nope' } })).status).toBe(404);
    expect((await me.request('/api/weekly-plans', { json: {} })).status).toBe(400);
    expect((await new TestClient(ctx).request(`/api/weekly-plans/${plan.id}`)).status).toBe(401);
    // One's own plan has nobody to show the weeks to.
    expect(
      (await me.request(`/api/weekly-plans/${plan.id}/sharing`, { method: 'PUT', json: { share: true } })).status,
    ).toBe(409);
    // An unfinished assessment has no result to plan from.
    const { body: open } = await me.json<{ id: string }>('/api/assessments', { json: { assessment_type: 'values' } });
    expect((await me.request('/api/weekly-plans', { json: { assessment_id: open.id } })).status).toBe(404);
  });
});

describe('a couple’s joint plan', () => {
  it('starts once both have finished, is one plan for both, from the couple’s growth areas', async () => {
    const c = await couple(ctx, { a: { finances: [5, 1] }, b: { finances: [1, 5] } });
    const early = await c.a.json<{ error: { code: string } }>('/api/weekly-plans', {
      json: { assessment_id: c.aSide },
    });
    expect(early.status).toBe(409);
    await c.finish();
    const { status, body } = await c.a.json<Plan>('/api/weekly-plans', { json: { assessment_id: c.aSide } });
    expect(status).toBe(201);
    expect(body.kind).toBe('couple');
    expect(body.focus[0]).toBe('finances');
    expect(body.this_week.exercise.key).toBe('couple.finances.1');
    const theirs = await c.b.json<Plan>('/api/weekly-plans', { json: { assessment_id: c.bSide } });
    expect(theirs.status).toBe(200);
    expect(theirs.body.id).toBe(body.id);
    // Addressed to each reader: she reads «شريك حياتك», he reads «شريكة حياتك».
    const hers = await c.a.json<Plan>(`/api/weekly-plans/${body.id}?language=ar`);
    const his = await c.b.json<Plan>(`/api/weekly-plans/${body.id}?language=ar`);
    expect(hers.body.this_week.exercise.steps[0]).toContain('أنتِ وشريك حياتك');
    expect(his.body.this_week.exercise.steps[0]).toContain('أنت وشريكة حياتك');
    const stranger = await person(ctx);
    expect((await stranger.request(`/api/weekly-plans/${body.id}`)).status).toBe(404);
    expect((await stranger.request('/api/weekly-plans', { json: { assessment_id: c.aSide } })).status).toBe(404);
  });

  it('shows each partner the other’s weeks only while both agree, and either can withdraw', async () => {
    const c = await couple(ctx, { a: { communication: [5, 2] }, b: { communication: [2, 5] } });
    await c.finish();
    const { body: plan } = await c.a.json<Plan>('/api/weekly-plans', { json: { assessment_id: c.aSide } });
    await mark(c.a, plan.id, 1, { status: 'done', rating: 5 });
    await mark(c.b, plan.id, 1, { status: 'skipped' });
    const share = (client: TestClient, yes: boolean) =>
      client.json<Plan>(`/api/weekly-plans/${plan.id}/sharing`, { method: 'PUT', json: { share: yes } });
    const sees = async (client: TestClient) => {
      const { body } = await client.json<Plan>(`/api/weekly-plans/${plan.id}`);
      return {
        partner: body.this_week.partner_check_in,
        weeks: body.partner?.weeks_done,
        sharing: body.partner?.sharing,
      };
    };

    expect(await sees(c.a)).toEqual({ partner: null, weeks: undefined, sharing: { mine: false, theirs: false } });
    await share(c.a, true);
    // One yes is not enough: neither sees the other's.
    expect(await sees(c.a)).toEqual({ partner: null, weeks: undefined, sharing: { mine: true, theirs: false } });
    expect((await sees(c.b)).partner).toBeNull();
    await share(c.b, true);
    expect(await sees(c.a)).toEqual({
      partner: { status: 'skipped', rating: null },
      weeks: 0,
      sharing: { mine: true, theirs: true },
    });
    expect((await sees(c.b)).partner).toEqual({ status: 'done', rating: 5 });
    // Either withdraws: both stop seeing.
    await share(c.b, false);
    expect((await sees(c.a)).partner).toBeNull();
    expect((await sees(c.b)).partner).toBeNull();
    expect(
      (await c.a.request(`/api/weekly-plans/${plan.id}/sharing`, { method: 'PUT', json: { share: 'yes' } })).status,
    ).toBe(400);
  });

  it('is hidden from both once the link ends', async () => {
    const c = await couple(ctx, { a: { values: [5, 2] }, b: {} });
    await c.finish();
    const { body: plan } = await c.a.json<Plan>('/api/weekly-plans', { json: { assessment_id: c.aSide } });
    expect((await c.b.request('/api/couple', { method: 'DELETE' })).status).toBeLessThan(300);
    expect((await c.a.request(`/api/weekly-plans/${plan.id}`)).status).toBe(404);
    expect((await c.b.request(`/api/weekly-plans/${plan.id}`)).status).toBe(404);
    expect((await c.a.json<Plan[]>('/api/weekly-plans')).body).toEqual([]);
  });

  it('asks nothing of the two together of a reader whose check showed the help card, and keeps their weeks private', async () => {
    const c = await couple(ctx, { a: { intimacy: [5, 2] }, b: {} });
    await c.finish();
    const { body: plan } = await c.a.json<Plan>('/api/weekly-plans', { json: { assessment_id: c.aSide } });
    await c.a.json(`/api/weekly-plans/${plan.id}/sharing`, { method: 'PUT', json: { share: true } });
    await c.b.json(`/api/weekly-plans/${plan.id}/sharing`, { method: 'PUT', json: { share: true } });
    const put = {
      answers: {
        afraid: 'sometimes',
        insulted: 'never',
        controlled: 'never',
        threatened: 'never',
        hurt: 'never',
        forced: 'no_answer',
      },
    };
    expect((await c.a.json('/api/safety-check', { method: 'PUT', json: put })).status).toBe(200);
    const mine = await c.a.json<Plan>(`/api/weekly-plans/${plan.id}`);
    expect(mine.body.private_view).toBe(true);
    expect(mine.body.this_week.exercise.key).toBe('individual.intimacy.1');
    expect(mine.body.partner?.sharing.mine).toBe(false);
    expect(
      (await c.a.request(`/api/weekly-plans/${plan.id}/sharing`, { method: 'PUT', json: { share: true } })).status,
    ).toBe(409);
    // The partner's view holds nothing of it: the joint exercise, and simply no shared weeks.
    const theirs = await c.b.json<Plan>(`/api/weekly-plans/${plan.id}`);
    expect(theirs.body.private_view).toBe(false);
    expect(theirs.body.this_week.exercise.key).toBe('couple.intimacy.1');
    expect(theirs.body.partner?.sharing).toEqual({ mine: true, theirs: false });
  });
});

describe('where plans are billed', () => {
  it('is Premium’s: Free, Individual and Couple meet the upgrade path, Premium and its linked partner have it', async () => {
    const me = await person(billing);
    const id = await complete(me, 'values', { values: [5, 2] });
    for (const tier of ['free', 'individual', 'couple']) {
      await billing.database.db.update(profiles).set({ subscription_tier: tier }).where(eq(profiles.id, me.id));
      const refused = await me.json<{ error: Record<string, string> }>('/api/weekly-plans', {
        json: { assessment_id: id },
      });
      expect(refused.status, tier).toBe(403);
      expect(refused.body.error).toMatchObject({
        code: 'plan_required',
        feature: 'action_plans',
        upgrade: '/settings/billing',
        message: 'The weekly plan comes with the Premium plan.',
      });
      expect((await me.request('/api/weekly-plans')).status).toBe(403);
    }
    await billing.database.db.update(profiles).set({ subscription_tier: 'premium' }).where(eq(profiles.id, me.id));
    expect((await me.request('/api/weekly-plans', { json: { assessment_id: id } })).status).toBe(201);
  });
});
