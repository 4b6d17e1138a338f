import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_THRESHOLD } from '../../domain/analytics.ts';
import { findAssessmentType } from '../../domain/assessment/catalogue.ts';
import type { SafetyAnswers } from '../../domain/safety.ts';
import { profiles } from '../db/schema.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';

// Decision 075: a couple's two sides over time, by decision 070's rule and decision 062's reading rule.

let billing: TestContext;
beforeAll(async () => {
  billing = await createTestApp({ plansMode: 'billing' });
});
afterAll(() => billing.close());

const TYPE = 'intimacy';
const type = findAssessmentType(TYPE);
if (!type) throw new Error('catalogue');

interface Change {
  measure: 'mine_today' | 'partner_today' | 'hopes_alike' | 'today_alike';
  from: number;
  to: number;
  change: number;
  threshold: number;
  kind: 'reliable_rise' | 'reliable_fall' | 'within_noise';
}
interface CoupleSeries {
  assessment_type: string;
  partner_name: string | null;
  current: boolean;
  points: { completed_at: string; areas: Record<string, Record<Change['measure'], number>> }[];
  threshold: { today: { source: string }; alike: { source: string }; fixed_points: number };
  areas: { category: string; measures: Change[] }[];
}
type View = { couples: CoupleSeries[] } & { error?: { code: string; feature?: string } };

async function person(name: string, tier: 'free' | 'individual' | 'couple' | 'premium' = 'premium') {
  const client = new TestClient(billing);
  const account = await client.signUp({ name });
  await billing.database.db.update(profiles).set({ subscription_tier: tier }).where(eq(profiles.id, account.id));
  return Object.assign(client, { id: account.id });
}
type Person = Awaited<ReturnType<typeof person>>;

async function link(a: Person, b: Person) {
  const { body } = await a.json<{ token: string }>('/api/couple/invitations', { json: {} });
  expect((await b.json('/api/couple/invitations/accept', { json: { token: body.token } })).status).toBe(200);
}

/** Every hope 4; today `today` for every statement. */
const answers = (today: number) =>
  Object.fromEntries(
    type.questions.flatMap((q) => [
      [`${q.key}_phase1`, 4],
      [`${q.key}_phase2`, today],
    ]),
  );

/** A shared assessment both complete: `a` answers today `todayA`, `b` today `todayB`; each may show answers. */
async function together(a: Person, b: Person, todayA: number, todayB: number, share = false) {
  const started = await a.json<{ shared: { id: string }; assessment: { id: string } }>('/api/couple/shared', {
    json: { assessment_type: TYPE },
  });
  expect(started.status).toBe(201);
  const id = started.body.shared.id;
  const joined = await b.json<{ assessment: { id: string } }>(`/api/couple/shared/${id}/join`, { method: 'POST' });
  for (const [client, side, today] of [
    [a, started.body.assessment.id, todayA],
    [b, joined.body.assessment.id, todayB],
  ] as const) {
    const done = await client.json(`/api/assessments/${side}/complete`, { json: { responses: answers(today) } });
    expect(done.status).toBe(200);
    if (share) {
      const put = await client.request(`/api/couple/shared/${id}/share-answers`, {
        method: 'PUT',
        json: { share: true },
      });
      expect(put.status).toBe(200);
    }
  }
  return id;
}

/** A check-in that shows the help card (decision 054). */
const FLAGGED: SafetyAnswers = {
  afraid: 'sometimes',
  insulted: 'never',
  controlled: 'never',
  threatened: 'never',
  hurt: 'never',
  forced: 'no_answer',
};

const view = (client: TestClient) => client.json<View>('/api/progress/analytics/couple');
const measuresOf = (series: CoupleSeries | undefined, category = 'communication') =>
  series?.areas.find((a) => a.category === category)?.measures;

describe('GET /api/progress/analytics/couple (decision 075)', () => {
  it('shows each partner both sides per area over their shared results, a change called one only beyond the threshold', async () => {
    const omar = await person('Omar Haddad');
    const amina = await person('Amina Saad');
    await link(omar, amina);
    await together(omar, amina, 2, 4);
    // Once is not "over time": nothing yet.
    expect((await view(omar)).body.couples).toEqual([]);
    await together(omar, amina, 5, 4);

    const { status, body } = await view(omar);
    expect(status).toBe(200);
    expect(body.couples).toHaveLength(1);
    const [series] = body.couples;
    expect(series).toMatchObject({ assessment_type: TYPE, partner_name: 'Amina Saad', current: true });
    expect(series?.points).toHaveLength(2);
    expect(series?.threshold).toMatchObject({
      today: { source: 'fixed' },
      alike: { source: 'fixed' },
      fixed_points: FIXED_THRESHOLD,
    });
    expect(measuresOf(series)).toEqual([
      // His today 2 → 5 of 5: 40 → 100.
      { measure: 'mine_today', from: 40, to: 100, change: 60, threshold: FIXED_THRESHOLD, kind: 'reliable_rise' },
      { measure: 'partner_today', from: 80, to: 80, change: 0, threshold: FIXED_THRESHOLD, kind: 'within_noise' },
      // Both hope 4 everywhere, both times.
      { measure: 'hopes_alike', from: 100, to: 100, change: 0, threshold: FIXED_THRESHOLD, kind: 'within_noise' },
      // Today two steps apart, then one: (5 − 2) / 5 = 60, then 80.
      { measure: 'today_alike', from: 60, to: 80, change: 20, threshold: FIXED_THRESHOLD, kind: 'reliable_rise' },
    ]);
    // Every area of the type, each with the same four figures.
    expect(series?.areas.map((a) => a.category)).toEqual(['values', 'communication', 'finances', 'intimacy', 'family']);

    // Her view is the mirror of his: her own today first, his as her partner's.
    const hers = (await view(amina)).body.couples[0];
    expect(hers).toMatchObject({ partner_name: 'Omar Haddad', current: true });
    expect(measuresOf(hers)?.map((m) => [m.measure, m.from, m.to, m.kind])).toEqual([
      ['mine_today', 80, 80, 'within_noise'],
      ['partner_today', 40, 100, 'reliable_rise'],
      ['hopes_alike', 100, 100, 'within_noise'],
      ['today_alike', 60, 80, 'reliable_rise'],
    ]);
  });

  it('agrees with the couple report, and carries no answer and no check-in, even where both show their answers', async () => {
    const omar = await person('Omar Haddad');
    const amina = await person('Amina Saad');
    await link(omar, amina);
    await together(omar, amina, 3, 4, true);
    const latest = await together(omar, amina, 4, 2, true);
    type Side = { categories: Record<string, { reality: number }> };
    const report = await omar.json<{
      alignment: { mine: Side; partner: Side };
      categories: Record<string, { expectations: number; realities: number }>;
      topics: { answers: unknown }[];
    }>(`/api/couple/shared/${latest}/report`);
    expect(report.status).toBe(200);
    // The report does show both answers here; the analysis never does.
    expect(report.body.topics.some((t) => t.answers !== null)).toBe(true);
    // Her check-in showed the help card: his view says nothing of it.
    const check = await amina.request('/api/safety-check', { method: 'PUT', json: { answers: FLAGGED } });
    expect(check.status).toBe(200);

    const { body } = await view(omar);
    const series = body.couples[0];
    const last = series?.points.at(-1)?.areas.values;
    expect(last).toEqual({
      mine_today: report.body.alignment.mine.categories.values?.reality,
      partner_today: report.body.alignment.partner.categories.values?.reality,
      hopes_alike: report.body.categories.values?.expectations,
      today_alike: report.body.categories.values?.realities,
    });
    const text = JSON.stringify(body);
    for (const absent of ['_phase1', '_phase2', 'answers', 'responses', 'topics', 'flagged', 'safety', 'check']) {
      expect(text, absent).not.toContain(absent);
    }
  });

  it('is Premium’s, and a stranger gets nothing of anyone', async () => {
    const omar = await person('Omar Haddad');
    const amina = await person('Amina Saad');
    await link(omar, amina);
    await together(omar, amina, 2, 4);
    await together(omar, amina, 5, 4);
    for (const tier of ['free', 'individual', 'couple'] as const) {
      // One plan covers both partners (decision 042): neither has Premium here.
      for (const id of [omar.id, amina.id]) {
        await billing.database.db.update(profiles).set({ subscription_tier: tier }).where(eq(profiles.id, id));
      }
      const refused = await view(amina);
      expect(refused.status, tier).toBe(403);
      expect(refused.body.error).toMatchObject({ code: 'plan_required', feature: 'analytics' });
    }
    const stranger = await person('Sami Stranger');
    expect((await view(stranger)).body).toEqual({ couples: [] });
    expect((await new TestClient(billing).request('/api/progress/analytics/couple')).status).toBe(401);
  });

  it('after unlinking reads only the copies each kept: a removed copy, a new partner and a later result reach nothing', async () => {
    const omar = await person('Omar Haddad');
    const amina = await person('Amina Saad');
    await link(omar, amina);
    const first = await together(omar, amina, 2, 4);
    await together(omar, amina, 5, 4);
    expect((await omar.request('/api/couple', { method: 'DELETE' })).status).toBe(200);

    // Each still has their two kept reports, so each still has the series: the ended link's, named as its report names them.
    const his = (await view(omar)).body.couples;
    expect(his).toHaveLength(1);
    expect(his[0]).toMatchObject({ partner_name: 'Amina Saad', current: false });
    expect(measuresOf(his[0])?.[0]).toMatchObject({ measure: 'mine_today', from: 40, to: 100, kind: 'reliable_rise' });

    // She removes one of her copies: one report is not "over time", and she gets nothing; his stays.
    expect((await amina.request(`/api/couple/shared/${first}/report`, { method: 'DELETE' })).status).toBe(204);
    expect((await view(amina)).body.couples).toEqual([]);
    expect((await view(omar)).body.couples).toHaveLength(1);

    // She links with someone new and takes the same assessment with him twice: she sees that couple, and
    // neither he nor Omar sees anything of the other link.
    const karim = await person('Karim Nasser');
    await link(amina, karim);
    await together(amina, karim, 3, 3);
    await together(amina, karim, 3, 1);
    const now = (await view(amina)).body.couples;
    expect(now.map((c) => [c.partner_name, c.current])).toEqual([['Karim Nasser', true]]);
    const karims = (await view(karim)).body.couples;
    expect(karims.map((c) => [c.partner_name, c.current])).toEqual([['Amina Saad', true]]);
    expect(karims[0]?.points).toHaveLength(2);
    const omars = (await view(omar)).body.couples;
    expect(omars.map((c) => [c.partner_name, c.current])).toEqual([['Amina Saad', false]]);
    expect(omars[0]?.points).toHaveLength(2);
    expect(JSON.stringify(omars)).not.toContain('Karim');
  });

  it('names a former partner who deleted their account as the kept report does: by no name', async () => {
    const omar = await person('Omar Haddad');
    const amina = await person('Amina Saad');
    await link(omar, amina);
    await together(omar, amina, 2, 4);
    await together(omar, amina, 5, 4);
    const deleted = await amina.request('/api/account/delete', { json: { password: 'correct horse 42' } });
    expect(deleted.status).toBe(200);
    const his = (await view(omar)).body.couples;
    expect(his).toHaveLength(1);
    expect(his[0]).toMatchObject({ partner_name: null, current: false });
    expect(JSON.stringify(his)).not.toContain('Amina');
  });
});
