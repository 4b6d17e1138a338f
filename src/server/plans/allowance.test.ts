import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAssessmentType } from '../../domain/assessment/catalogue.ts';
import { assessments, pairAssessments, profiles } from '../db/schema.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';

/**
 * The free plan's "1 new assessment a month" (decision 042): every way an assessment starts is
 * counted by one rule, in both plan modes, and two starts at once cannot both pass.
 */

let open: TestContext;
let billing: TestContext;
beforeAll(async () => {
  [open, billing] = await Promise.all([createTestApp(), createTestApp({ plansMode: 'billing' })]);
});
afterAll(async () => {
  await Promise.all([open.close(), billing.close()]);
});

type ErrorBody = { error: { code: string; message: string; feature?: string; upgrade?: string } };
type Started = { family: { id: string }; assessment: { id: string; perspective: string } };
const TYPE = 'values';

async function person(app: TestContext, name: string) {
  const client = new TestClient(app);
  const account = await client.signUp({ name });
  return Object.assign(client, { account });
}

const setTier = (app: TestContext, client: { account: { id: string } }, tier: string, until: Date | null = null) =>
  app.database.db
    .update(profiles)
    .set({ subscription_tier: tier, subscription_tier_until: until })
    .where(eq(profiles.id, client.account.id));

const startOwn = (client: TestClient, type = TYPE) =>
  client.json<ErrorBody>('/api/assessments', { json: { assessment_type: type } });
const startFamily = (client: TestClient, linkId: string) =>
  client.json<Started & ErrorBody>(`/api/family/links/${linkId}/assessments`, { method: 'POST' });

/** The refusal every page turns into its upgrade card. */
function expectUpgrade(res: { status: number; body: ErrorBody }) {
  expect(res.status).toBe(403);
  expect(res.body.error).toMatchObject({ code: 'plan_required', feature: 'assessments', upgrade: '/settings/billing' });
  expect(res.body.error.message).toMatch(/1 new assessment per month/);
}

/** A parent and their 16-year-old, each with an account, linked by the parent's invitation. */
async function parentAndTeen(app: TestContext) {
  const [parent, teen] = await Promise.all([person(app, 'Yousef Haddad'), person(app, 'Sami Haddad')]);
  const invitation = await parent.json<{ token: string }>('/api/family/invitations', {
    json: { role: 'parent', pairing: 'father_son', age_group: '16-18' },
  });
  const link = await teen.json<{ id: string }>('/api/family/invitations/accept', {
    json: { token: invitation.body.token },
  });
  expect(link.status).toBe(200);
  return { parent, teen, linkId: link.body.id };
}

/** Completes one's own run so the next one is a retake, not a resume. */
async function complete(client: TestClient, id: string, type = TYPE) {
  const questions = findAssessmentType(type)?.questions ?? [];
  const responses = Object.fromEntries(
    questions.flatMap((q) => [
      [`${q.key}_phase1`, 4],
      [`${q.key}_phase2`, 3],
    ]),
  );
  expect((await client.request(`/api/assessments/${id}/complete`, { json: { responses } })).status).toBe(200);
}

describe('PLANS_MODE=billing, the free plan', () => {
  it('counts a retake as a new assessment, and a new month gives a new one', async () => {
    const solo = await person(billing, 'Mona Saleh');
    const first = await solo.json<{ id: string }>('/api/assessments', { json: { assessment_type: TYPE } });
    expect(first.status).toBe(201);
    await complete(solo, first.body.id);
    expectUpgrade(await startOwn(solo));
    expectUpgrade(await startOwn(solo, 'communication'));
    // Last month's run no longer counts.
    await billing.database.db
      .update(assessments)
      .set({ created_at: sql`now() - interval '32 days'` })
      .where(eq(assessments.id, first.body.id));
    expect((await startOwn(solo)).status).toBe(201);
  });

  it('counts a family assessment the parent starts, once, whatever the second tap or the supervised side', async () => {
    const parent = await person(billing, 'Rana Khalil');
    const child = await parent.json<{ id: string }>('/api/family/children', {
      json: { pairing: 'mother_daughter', name: 'Lina' },
    });
    const started = await startFamily(parent, child.body.id);
    expect(started.status).toBe(201);
    // The second tap returns the unfinished one; the child's supervised side is part of it.
    const again = await startFamily(parent, child.body.id);
    expect(again.status).toBe(201);
    expect(again.body.family.id).toBe(started.body.family.id);
    const session = await parent.json<Started>(`/api/family/assessments/${started.body.family.id}/child-session`, {
      method: 'POST',
    });
    expect(session.status).toBe(200);
    expect(session.body.assessment.perspective).toBe('child');
    // That family assessment was this month's one: no individual run, and no second child's either.
    expectUpgrade(await startOwn(parent));
    const second = await parent.json<{ id: string }>('/api/family/children', {
      json: { pairing: 'mother_son', name: 'Omar' },
    });
    expectUpgrade(await startFamily(parent, second.body.id));
    await setTier(billing, parent, 'individual');
    expect((await startFamily(parent, second.body.id)).status).toBe(201);
  });

  it('refuses a parent over the limit, never the child: the child starts and answers, and the parent may join', async () => {
    const { parent, teen, linkId } = await parentAndTeen(billing);
    expect((await startOwn(parent)).status).toBe(201);
    expect((await startOwn(teen)).status).toBe(201);
    expectUpgrade(await startFamily(parent, linkId));
    // The teen has used their own month's assessment too, and is still never refused here.
    const started = await startFamily(teen, linkId);
    expect(started.status).toBe(201);
    expect(started.body.assessment.perspective).toBe('child');
    const joined = await parent.json<Started>(`/api/family/assessments/${started.body.family.id}/join`, {
      method: 'POST',
    });
    expect(joined.status).toBe(200);
    expect(joined.body.assessment.perspective).toBe('parent');
  });

  it('counts a family assessment the child starts against nobody', async () => {
    const { parent, teen, linkId } = await parentAndTeen(billing);
    const started = await startFamily(teen, linkId);
    expect(started.status).toBe(201);
    await parent.request(`/api/family/assessments/${started.body.family.id}/join`, { method: 'POST' });
    expect((await startOwn(teen)).status).toBe(201);
    expect((await startOwn(parent)).status).toBe(201);
  });

  it('holds the limit when two starts arrive at once, of one kind or of two', async () => {
    const solo = await person(billing, 'Hadi Mansour');
    const both = await Promise.all([startOwn(solo), startOwn(solo, 'communication')]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 403]);
    const { parent, linkId } = await parentAndTeen(billing);
    const mixed = await Promise.all([startOwn(parent), startFamily(parent, linkId)]);
    expect(mixed.map((r) => r.status).sort()).toEqual([201, 403]);
    const { db } = billing.database;
    const rows = await db.select().from(assessments).where(eq(assessments.user_id, parent.account.id));
    const pairs = await db.select().from(pairAssessments).where(eq(pairAssessments.created_by, parent.account.id));
    expect(rows.length + pairs.length).toBe(mixed[1].status === 201 ? 2 : 1);
  });

  it('counts a lapsed plan as free, and lets paid plans start as many as they like', async () => {
    const lapsed = await person(billing, 'Samir Aziz');
    await setTier(billing, lapsed, 'individual', new Date(Date.now() - 60_000));
    expect((await startOwn(lapsed)).status).toBe(201);
    expectUpgrade(await startOwn(lapsed));
    await setTier(billing, lapsed, 'individual', new Date(Date.now() + 86_400_000));
    for (const type of [TYPE, 'communication', 'intimacy']) expect((await startOwn(lapsed, type)).status).toBe(201);
  });
});

describe('PLANS_MODE=open', () => {
  it('never counts: individual runs and family assessments start as often as wanted', async () => {
    const { parent, teen, linkId } = await parentAndTeen(open);
    for (const type of [TYPE, 'communication', TYPE]) expect((await startOwn(parent, type)).status).toBe(201);
    expect((await startFamily(parent, linkId)).status).toBe(201);
    expect((await startOwn(teen)).status).toBe(201);
    const both = await Promise.all([startOwn(teen), startOwn(teen, 'communication')]);
    expect(both.map((r) => r.status)).toEqual([201, 201]);
  });
});
