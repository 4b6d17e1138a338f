import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, profiles } from '../db/schema.ts';
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

interface Progress {
  types: {
    assessment_type: string;
    title: { en: string };
    points: {
      assessment_id: string;
      score: number;
      reality: number;
      completed_at: string;
      categories: Record<string, number>;
      realities: Record<string, number>;
    }[];
    change: {
      since: string;
      overall: number;
      reality: number;
      categories: { category: string; delta: number; reality: number }[];
      uniform_answers: 'previous' | 'latest' | 'both' | null;
    } | null;
  }[];
  couple: { assessment_type: string; points: { agreement: number }[]; change: { delta: number } | null }[] | null;
  couple_locked: boolean;
  partner_name: string | null;
}

/** Hopes at `hope` and today at `today` for every statement of a type. */
const answers = (type: string, hope: number, today: number) =>
  Object.fromEntries(Object.keys(fullAnswers(type)).map((key) => [key, key.endsWith('phase1') ? hope : today]));

async function complete(app: TestContext, client: TestClient, type: string, hope: number, today: number, at?: string) {
  const { body } = await client.json<{ id: string }>('/api/assessments', { json: { assessment_type: type } });
  await client.json(`/api/assessments/${body.id}/complete`, { json: { responses: answers(type, hope, today) } });
  // A result from months ago: the test sets when it was completed, as time would have.
  if (at)
    await app.database.db
      .update(assessments)
      .set({ completed_at: new Date(at) })
      .where(eq(assessments.id, body.id));
  return body.id;
}

async function person(app: TestContext, name = 'Salma Idris') {
  const client = new TestClient(app);
  const account = await client.signUp({ name });
  return Object.assign(client, { id: account.id });
}

async function setTier(app: TestContext, userId: string, tier: string) {
  await app.database.db.update(profiles).set({ subscription_tier: tier }).where(eq(profiles.id, userId));
}

describe('progress between retakes', () => {
  it('shows each result over time and what changed since the one before', async () => {
    const me = await person(ctx);
    const first = await complete(ctx, me, 'values', 5, 3, '2026-03-10T09:00:00Z');
    const second = await complete(ctx, me, 'values', 5, 4, '2026-06-12T09:00:00Z');
    await complete(ctx, me, 'communication', 4, 4);
    const { status, body } = await me.json<Progress>('/api/progress');
    expect(status).toBe(200);
    const values = body.types.find((t) => t.assessment_type === 'values');
    expect(values?.title.en).toBe('Shared values');
    expect(values?.points.map((p) => [p.assessment_id, p.score])).toEqual([
      [first, 60],
      [second, 80],
    ]);
    expect(values?.change?.since).toBe('2026-03-10T09:00:00.000Z');
    expect(values?.change?.overall).toBe(20);
    expect(values?.change?.categories.every((c) => c.delta === 20)).toBe(true);
    expect(values?.change?.uniform_answers).toBeNull();
    const communication = body.types.find((t) => t.assessment_type === 'communication');
    expect(communication?.points).toHaveLength(1);
    expect(communication?.change).toBeNull();
    expect(body.couple).toBeNull();
  });

  it('carries the level of today beside the score, so a today above the hope is not read as a loss', async () => {
    // The content review's P2: all 3/3, then hopes 3 and today 5. The score falls 100 → 60 while today
    // rises 60 → 100; version 2 showed only the −40.
    const me = await person(ctx);
    await complete(ctx, me, 'values', 3, 3, '2026-03-10T09:00:00Z');
    await complete(ctx, me, 'values', 3, 5, '2026-06-12T09:00:00Z');
    const { body } = await me.json<Progress>('/api/progress');
    const values = body.types.find((t) => t.assessment_type === 'values');
    expect(values?.points.map((p) => [p.score, p.reality])).toEqual([
      [100, 60],
      [60, 100],
    ]);
    expect(values?.points[1]?.realities).toMatchObject({ values: 100 });
    expect(values?.change).toMatchObject({ overall: -40, reality: 40 });
    expect(values?.change?.categories.every((c) => c.delta === -40 && c.reality === 40)).toBe(true);
    // The first result gave 3 to every statement: the change says it is measured from such a result
    // (walkthrough m15), where part of it may come from how it was answered.
    expect(values?.change?.uniform_answers).toBe('previous');
  });

  it('never counts a supervised child’s answers, kept in the parent’s account, as the parent’s progress', async () => {
    const parent = await person(ctx, 'Yusuf Karimi');
    const child = await parent.json<{ id: string }>('/api/family/children', {
      json: { pairing: 'father_son', name: 'Adam' },
    });
    const started = await parent.json<{ family: { id: string } }>(`/api/family/links/${child.body.id}/assessments`, {
      method: 'POST',
    });
    const session = await parent.json<{ assessment: { id: string; assessment_type: string } }>(
      `/api/family/assessments/${started.body.family.id}/child-session`,
      { method: 'POST' },
    );
    const sideAnswers = await parent.json<{ questions: { key: string }[] }>(
      `/api/assessments/${session.body.assessment.id}/questions`,
    );
    const responses = Object.fromEntries(
      sideAnswers.body.questions.flatMap((q) => [
        [`${q.key}_phase1`, 4],
        [`${q.key}_phase2`, 4],
      ]),
    );
    const done = await parent.json(`/api/assessments/${session.body.assessment.id}/complete`, { json: { responses } });
    expect(done.status).toBe(200);
    const { body } = await parent.json<Progress>('/api/progress');
    expect(body.types).toEqual([]);
  });

  it('follows a couple’s agreement across shared assessments', async () => {
    const [a, b] = [await person(ctx, 'Rana Haddad'), await person(ctx, 'Tariq Haddad')];
    const invite = await a.json<{ token: string }>('/api/couple/invitations', { json: {} });
    await b.json('/api/couple/invitations/accept', { json: { token: invite.body.token } });
    for (const [hopeA, hopeB] of [
      [5, 3],
      [5, 4],
    ]) {
      const shared = await a.json<{ shared: { id: string }; assessment: { id: string } }>('/api/couple/shared', {
        json: { assessment_type: 'values' },
      });
      const side = await b.json<{ assessment: { id: string } }>(`/api/couple/shared/${shared.body.shared.id}/join`, {
        method: 'POST',
      });
      await a.json(`/api/assessments/${shared.body.assessment.id}/complete`, {
        json: { responses: answers('values', hopeA ?? 0, 4) },
      });
      await b.json(`/api/assessments/${side.body.assessment.id}/complete`, {
        json: { responses: answers('values', hopeB ?? 0, 4) },
      });
    }
    const { body } = await b.json<Progress>('/api/progress');
    expect(body.partner_name).toBe('Rana Haddad');
    expect(body.couple_locked).toBe(false);
    // Hopes 2 apart then 1 apart, today the same: agreement (5 − 1) / 5 = 80, then (5 − 0.5) / 5 = 90.
    expect(body.couple?.[0]?.points.map((p) => p.agreement)).toEqual([80, 90]);
    expect(body.couple?.[0]?.change?.delta).toBe(10);
    // Each partner's own results count in their own progress.
    expect(body.types.find((t) => t.assessment_type === 'values')?.points).toHaveLength(2);
  });
});

describe('progress and the plans', () => {
  it('shows Free the upgrade path, gives Individual their own progress, and Couple the couple’s', async () => {
    const a = await person(billing, 'Lina Aziz');
    const b = await person(billing, 'Omar Aziz');
    const locked = await a.json<{ error: { code: string; feature: string; upgrade: string } }>('/api/progress');
    expect(locked.status).toBe(403);
    expect(locked.body.error).toMatchObject({
      code: 'plan_required',
      feature: 'progress',
      upgrade: '/settings/billing',
    });
    expect((await a.request('/api/timeline')).status).toBe(403);

    await setTier(billing, a.id, 'individual');
    await setTier(billing, b.id, 'individual');
    const invite = await a.json<{ token: string }>('/api/couple/invitations', { json: {} });
    await b.json('/api/couple/invitations/accept', { json: { token: invite.body.token } });
    const individual = await a.json<Progress>('/api/progress');
    expect(individual.status).toBe(200);
    expect(individual.body.couple).toBeNull();
    expect(individual.body.couple_locked).toBe(true);

    await setTier(billing, b.id, 'couple');
    const covered = await a.json<Progress>('/api/progress');
    expect(covered.body.couple_locked).toBe(false);
    expect(covered.body.couple).toEqual([]);
  });
});
