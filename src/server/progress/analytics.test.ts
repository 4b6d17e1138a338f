import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK_MINIMUM, FIXED_THRESHOLD } from '../../domain/analytics.ts';
import { findAssessmentType } from '../../domain/assessment/catalogue.ts';
import { assessments, profiles } from '../db/schema.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';
import { fullAnswers } from '../testing/world.ts';

let billing: TestContext;
beforeAll(async () => {
  billing = await createTestApp({ plansMode: 'billing' });
});
afterAll(() => billing.close());

interface MeasureChange {
  measure: 'hopes' | 'today' | 'alignment';
  from: number;
  to: number;
  change: number;
  threshold: number;
  kind: 'reliable_rise' | 'reliable_fall' | 'within_noise';
}
interface Analytics {
  assessment_type: string;
  runs: number;
  from: { assessment_id: string };
  to: { assessment_id: string };
  threshold: { source: 'bank' | 'fixed'; bank_results: number; bank_minimum: number; fixed_points: number };
  areas: { category: string; measures: MeasureChange[] }[];
  statements: { key: string; phase: string; from: number; to: number; change: number; text: { en: string } }[];
}
interface Refusal {
  error: { code: string; message: string; feature?: string; upgrade?: string };
}

async function person(tier: 'free' | 'individual' | 'couple' | 'premium') {
  const client = new TestClient(billing);
  const account = await client.signUp({ name: 'Huda Saleh' });
  await billing.database.db.update(profiles).set({ subscription_tier: tier }).where(eq(profiles.id, account.id));
  return Object.assign(client, { id: account.id });
}

/** Every answer 4, communication's today at `today` (hopes stay 4). */
function answers(type: string, today: number) {
  return Object.fromEntries(
    Object.entries(fullAnswers(type, 4)).map(([key, value]) => [
      key,
      key.startsWith('q_2_') && key.endsWith('_phase2') ? today : value,
    ]),
  );
}

async function complete(client: TestClient, type: string, responses: Record<string, number>) {
  const { body } = await client.json<{ id: string }>('/api/assessments', { json: { assessment_type: type } });
  const done = await client.json(`/api/assessments/${body.id}/complete`, { json: { responses } });
  expect(done.status).toBe(200);
  return body.id;
}

const analytics = (client: TestClient, query: string) =>
  client.json<Analytics & Refusal>(`/api/progress/analytics?${query}`);

describe('GET /api/progress/analytics (decision 070)', () => {
  it('shows a Premium person a reliable rise in today beyond the stated 10 points while the bank is small', async () => {
    const me = await person('premium');
    const first = await complete(me, 'relationship', answers('relationship', 2));
    const latest = await complete(me, 'relationship', answers('relationship', 5));
    const { status, body } = await analytics(me, 'type=relationship');
    expect(status).toBe(200);
    expect(body.runs).toBe(2);
    expect(body.from.assessment_id).toBe(first);
    expect(body.to.assessment_id).toBe(latest);
    expect(body.threshold).toMatchObject({ source: 'fixed', bank_minimum: BANK_MINIMUM, fixed_points: 10 });
    expect(body.threshold.bank_results).toBeLessThan(BANK_MINIMUM);
    const communication = body.areas.find((a) => a.category === 'communication');
    expect(communication?.measures).toEqual([
      { measure: 'hopes', from: 80, to: 80, change: 0, threshold: FIXED_THRESHOLD, kind: 'within_noise' },
      { measure: 'today', from: 40, to: 100, change: 60, threshold: FIXED_THRESHOLD, kind: 'reliable_rise' },
      // Gap 2 then 1: alignment 60, then 80.
      { measure: 'alignment', from: 60, to: 80, change: 20, threshold: FIXED_THRESHOLD, kind: 'reliable_rise' },
    ]);
    // Nothing else moved at all.
    const values = body.areas.find((a) => a.category === 'values');
    expect(values?.measures.map((m) => m.kind)).toEqual(['within_noise', 'within_noise', 'within_noise']);
    // Communication's statements moved 3 steps in today: the first five of them, each with its wording.
    expect(body.statements).toHaveLength(5);
    for (const move of body.statements) {
      expect(move).toMatchObject({ phase: 'today', from: 2, to: 5, change: 3 });
      expect(move.key).toMatch(/^q_2_/);
      expect(move.text.en.length).toBeGreaterThan(10);
    }
  });

  it('calls a change of 10 points or less within the noise', async () => {
    const me = await person('premium');
    // Communication's today 4 → 4.5 on average cannot be given in whole answers; 3 of 10 statements from
    // 4 to 5 moves today by 6 points (80 → 86), below the threshold.
    const before = answers('relationship', 4);
    const after = { ...before, q_2_1_phase2: 5, q_2_2_phase2: 5, q_2_3_phase2: 5 };
    await complete(me, 'relationship', before);
    await complete(me, 'relationship', after);
    const { body } = await analytics(me, 'type=relationship');
    const today = body.areas.find((a) => a.category === 'communication')?.measures[1];
    expect(today).toMatchObject({ measure: 'today', from: 80, to: 86, kind: 'within_noise' });
    expect(body.statements).toEqual([]);
  });

  it('is Premium’s: Free, Individual and Couple meet the upgrade message, with the way to it', async () => {
    for (const tier of ['free', 'individual', 'couple'] as const) {
      const me = await person(tier);
      const { status, body } = await analytics(me, 'type=relationship');
      expect(status, tier).toBe(403);
      expect(body.error).toEqual({
        code: 'plan_required',
        feature: 'analytics',
        upgrade: '/settings/billing',
        message:
          'Deeper analytics, which tell a real change from the ups and downs of answering, come with the Premium plan.',
      });
    }
    const arabic = await person('free');
    const { body } = await arabic.json<Refusal>('/api/progress/analytics?type=relationship', {
      headers: { 'accept-language': 'ar' },
    });
    expect(body.error.message).toBe(
      'التحليلات المتقدمة، التي تميّز التغيّر الحقيقي من التفاوت المعتاد في الإجابة، متاحة في الخطة المميزة.',
    );
  });

  it('reads only one’s own results: another person’s is 404, as is a type taken once and a malformed id', async () => {
    const me = await person('premium');
    const other = await person('premium');
    const mine = await complete(me, 'relationship', answers('relationship', 3));
    const theirs = await complete(other, 'relationship', answers('relationship', 3));
    await complete(other, 'relationship', answers('relationship', 5));
    expect((await analytics(me, 'type=relationship')).status).toBe(404);
    await complete(me, 'relationship', answers('relationship', 4));
    expect((await analytics(me, `type=relationship&from=${mine}`)).status).toBe(200);
    const stolen = await analytics(me, `type=relationship&from=${theirs}`);
    expect(stolen.status).toBe(404);
    expect(stolen.body.error.code).toBe('not_found');
    expect((await analytics(me, `type=relationship&to=${theirs}`)).status).toBe(404);
    expect((await analytics(me, 'type=relationship&from=not-an-id')).status).toBe(404);
    // The other person's own view is untouched by the request.
    expect((await analytics(other, `type=relationship&from=${theirs}`)).status).toBe(200);
  });

  it('refuses an unknown type or field with a clear 400, and a visitor with 401', async () => {
    const me = await person('premium');
    const unknown = await analytics(me, 'type=horoscope');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Please choose an assessment from the list');
    expect((await analytics(me, '')).status).toBe(400);
    expect((await analytics(me, 'type=relationship&sort=1')).status).toBe(400);
    expect((await new TestClient(billing).request('/api/progress/analytics?type=relationship')).status).toBe(401);
  });

  it(`computes the threshold from the bank’s own spread and consistency once it holds ${BANK_MINIMUM} results`, async () => {
    const me = await person('premium');
    const type = findAssessmentType('values');
    if (!type) throw new Error('values');
    // The bank: 50 completed results of 'values' whose answers vary together (a person's level, give or
    // take a step), as answers to statements of one area do. Inserted as stored rows: only their answers count.
    const bank = Array.from({ length: BANK_MINIMUM }, (_, i) => {
      const level = 1 + (i % 5);
      const responses = Object.fromEntries(
        Object.keys(fullAnswers('values')).map((key, j) => [
          key,
          Math.min(5, Math.max(1, level + (((i + j) % 3) - 1))),
        ]),
      );
      return {
        user_id: me.id,
        assessment_type: 'values',
        status: 'completed',
        completed_at: new Date(Date.UTC(2026, 0, 1 + i)),
        content_version: type.version,
        responses: { responses, importance: {} },
      };
    });
    await billing.database.db.insert(assessments).values(bank);
    await complete(me, 'values', answers('values', 1));
    await complete(me, 'values', answers('values', 5));
    const { status, body } = await analytics(me, 'type=values');
    expect(status).toBe(200);
    expect(body.threshold.source).toBe('bank');
    expect(body.threshold.bank_results).toBe(BANK_MINIMUM + 2);
    const today = body.areas.find((a) => a.category === 'communication')?.measures[1];
    expect(today?.threshold).not.toBe(FIXED_THRESHOLD);
    expect(today?.threshold).toBeGreaterThan(0);
    expect(today?.kind).toBe('reliable_rise');
    // The person's own figures are theirs alone: the 50 inserted rows are not their runs (no result row).
    expect(body.runs).toBe(2);
  });
});
