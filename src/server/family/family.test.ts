import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyQuestions } from '../../domain/assessment/family-questions.ts';
import { assessments } from '../db/schema.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type ErrorBody = { error: { code: string; message: string } };
type Link = { id: string; role: string; pairing: string; age_group: string; supervised: boolean; other_name: string };
type Family = {
  id: string;
  role: string;
  supervised: boolean;
  mine: { assessment_id: string; status: string } | null;
  child_session: { assessment_id: string; status: string } | null;
  other_completed: boolean;
  report_ready: boolean;
};
type Started = { family: Family; assessment: { id: string; assessment_type: string; perspective: string } };
type Report = Family & {
  status: string;
  agreement?: number;
  other_name?: string;
  topics?: { key: string; statement: { en: string; ar: string }; answers: unknown }[];
  advice?: { en: { summary: string; improvements: string[] }; ar: { summary: string } } | null;
  pattern?: { id: string; name: { en: string; ar: string } };
  alignment?: { mine: { score: number; reality: number }; other: { score: number; reality: number } };
  shared_strengths?: { key: string; statement: { en: string; ar: string } }[];
  shared_concerns?: { key: string; statement: { en: string; ar: string } }[];
};

async function person(name: string) {
  const client = new TestClient(ctx);
  const account = await client.signUp({ name });
  return Object.assign(client, { account });
}

/** Every answer of one side: hopes `p1`, today `p2`. */
const answers = (group: '8-12' | '16-18', perspective: 'parent' | 'child', p1: number, p2: number) =>
  Object.fromEntries(
    familyQuestions(group, perspective, 'father_son').flatMap((q) => [
      [`${q.key}_phase1`, p1],
      [`${q.key}_phase2`, p2],
    ]),
  );

async function complete(client: TestClient, id: string, responses: Record<string, number>) {
  const res = await client.json<{ ai_analysis: { summary: string } }>(`/api/assessments/${id}/complete`, {
    json: { responses },
  });
  expect(res.status).toBe(200);
  return res.body;
}

/** A father and his 16-year-old son, each with an account, linked by the father's invitation. */
async function fatherAndSon() {
  const [father, son] = [await person('Yousef Haddad'), await person('Sami Haddad')];
  const invitation = await father.json<{ token: string; url: string }>('/api/family/invitations', {
    json: { role: 'parent', pairing: 'father_son', age_group: '16-18' },
  });
  expect(invitation.status).toBe(201);
  expect(invitation.body.url).toMatch(/\/family\/join#[A-Za-z0-9_-]{43}$/);
  const lookup = await son.json<{ inviter_name: string; inviter_role: string; pairing: string }>(
    '/api/family/invitations/lookup',
    { json: { token: invitation.body.token } },
  );
  expect(lookup.body).toMatchObject({ inviter_name: 'Yousef Haddad', inviter_role: 'parent', pairing: 'father_son' });
  const accepted = await son.json<Link>('/api/family/invitations/accept', { json: { token: invitation.body.token } });
  expect(accepted.body).toMatchObject({ role: 'child', other_name: 'Yousef Haddad', supervised: false });
  return { father, son, linkId: accepted.body.id, token: invitation.body.token };
}

describe('a child of 16 with an account, and his father', () => {
  it('both answer privately, then each reads the report from their own side', async () => {
    const { father, son, linkId } = await fatherAndSon();
    const started = await father.json<Started>(`/api/family/links/${linkId}/assessments`, { method: 'POST' });
    expect(started.status).toBe(201);
    expect(started.body.assessment).toMatchObject({
      assessment_type: 'family:16-18:father_son',
      perspective: 'parent',
    });

    const list = await son.json<Family[]>('/api/family/assessments');
    expect(list.body).toEqual([expect.objectContaining({ id: started.body.family.id, role: 'child', mine: null })]);
    const joined = await son.json<Started>(`/api/family/assessments/${started.body.family.id}/join`, {
      method: 'POST',
    });
    expect(joined.body.assessment.perspective).toBe('child');

    // The son's own questions speak of his father, under the family labels; nobody else can read them.
    const own = await son.json<{
      title: { en: string };
      categories: { title: { en: string } }[];
      questions: { phase1: { en: string; ar: string } }[];
    }>(`/api/assessments/${joined.body.assessment.id}/questions`);
    expect(own.body.title.en).toBe('Parent and Child (ages 16-18)');
    expect(own.body.categories.map((c) => c.title.en)).toContain('Affection & Trust');
    expect(own.body.questions).toHaveLength(25);
    expect(own.body.questions.every((q) => /\bfather\b|\bdad\b/i.test(q.phase1.en))).toBe(true);
    expect((await father.request(`/api/assessments/${joined.body.assessment.id}/questions`)).status).toBe(404);
    await complete(father, started.body.assessment.id, answers('16-18', 'parent', 5, 4));
    const waiting = await son.json<Report>(`/api/family/assessments/${started.body.family.id}/report`);
    expect(waiting.body).toMatchObject({ status: 'waiting', other_completed: true });
    expect(waiting.body.agreement).toBeUndefined();

    const sonResult = await complete(son, joined.body.assessment.id, answers('16-18', 'child', 5, 2));
    expect(sonResult.ai_analysis.summary).not.toMatch(/partner/i);

    const [fromFather, fromSon] = await Promise.all([
      father.json<Report>(`/api/family/assessments/${started.body.family.id}/report`),
      son.json<Report>(`/api/family/assessments/${started.body.family.id}/report`),
    ]);
    for (const report of [fromFather.body, fromSon.body]) {
      expect(report.status).toBe('ready');
      expect(report.agreement).toBe(80); // hopes alike, today 2 apart: average 1 → (5 − 1) / 5
      expect(report.topics?.every((t) => t.answers === null)).toBe(true);
    }
    expect(fromFather.body.other_name).toBe('Sami Haddad');
    expect(fromFather.body.topics?.[0]?.statement.en).toMatch(/\bson\b/);
    expect(fromSon.body.topics?.[0]?.statement.en).toMatch(/\bfather\b/);
    expect(fromSon.body.advice?.en.summary).toMatch(/father/);
    // The advice box speaks of the pair with the pair's figures, never the reader's own result (the
    // father's own 80 % would otherwise sit under the pair's 80 % header by chance: check the words).
    for (const report of [fromFather.body, fromSon.body]) {
      expect(report.advice?.en.summary).toMatch(/^Your answers and those of your (son|father) are 80% alike/);
      expect(report.advice?.en.summary).toContain(`"${report.pattern?.name.en}"`);
      expect(report.advice?.ar.summary).toContain(report.pattern?.name.ar);
    }
    // Each side's level of today beside its alignment: the father lives 4 (80), the son 2 (40).
    expect(fromFather.body.alignment?.mine.reality).toBe(80);
    expect(fromFather.body.alignment?.other.reality).toBe(40);
    expect(fromSon.body.alignment?.mine.reality).toBe(40);
    // Today 4 against 2: nothing both rate well or poorly.
    expect(fromFather.body.shared_strengths).toEqual([]);
    expect(fromFather.body.shared_concerns).toEqual([]);
  });

  it('a father and son who both rate today low see shared concerns in their own words, and no harmony', async () => {
    const { father, son, linkId } = await fatherAndSon();
    const started = await father.json<Started>(`/api/family/links/${linkId}/assessments`, { method: 'POST' });
    const joined = await son.json<Started>(`/api/family/assessments/${started.body.family.id}/join`, {
      method: 'POST',
    });
    await complete(father, started.body.assessment.id, answers('16-18', 'parent', 2, 1));
    await complete(son, joined.body.assessment.id, answers('16-18', 'child', 2, 1));
    const [fromFather, fromSon] = await Promise.all([
      father.json<Report>(`/api/family/assessments/${started.body.family.id}/report`),
      son.json<Report>(`/api/family/assessments/${started.body.family.id}/report`),
    ]);
    expect(fromFather.body.agreement).toBe(100);
    expect(fromFather.body.pattern?.id).not.toBe('in_harmony');
    expect(fromFather.body.shared_concerns).toHaveLength(25);
    expect(fromFather.body.shared_concerns?.[0]?.statement.en).toMatch(/\bson\b/);
    expect(fromSon.body.shared_concerns?.[0]?.statement.en).toMatch(/\bfather\b/);
    expect(fromFather.body.shared_strengths).toEqual([]);
    expect(fromSon.body.advice?.en.improvements).toEqual(
      expect.arrayContaining([expect.stringContaining('You both rate some things low today')]),
    );
  });

  it('hides the report from both after either ends the link; each keeps their own answers', async () => {
    const { father, son, linkId } = await fatherAndSon();
    const started = await father.json<Started>(`/api/family/links/${linkId}/assessments`, { method: 'POST' });
    expect((await son.request(`/api/family/links/${linkId}`, { method: 'DELETE' })).status).toBe(204);
    expect((await father.request(`/api/family/assessments/${started.body.family.id}/report`)).status).toBe(404);
    expect((await son.json<Family[]>('/api/family/assessments')).body).toEqual([]);
    expect((await father.request(`/api/assessments/${started.body.assessment.id}`)).status).toBe(200);
  });
});

describe('a child of 8-12 answering on the parent’s device', () => {
  it('keeps the child’s answers in the parent’s account and never shows them answer by answer', async () => {
    const mother = await person('Huda Nasser');
    const child = await mother.json<Link>('/api/family/children', {
      json: { pairing: 'mother_daughter', name: 'Lina' },
    });
    expect(child.status).toBe(201);
    expect(child.body).toMatchObject({ supervised: true, age_group: '8-12', other_name: 'Lina', role: 'parent' });

    const started = await mother.json<Started>(`/api/family/links/${child.body.id}/assessments`, { method: 'POST' });
    const session = await mother.json<Started>(`/api/family/assessments/${started.body.family.id}/child-session`, {
      method: 'POST',
    });
    expect(session.body.assessment).toMatchObject({
      perspective: 'child',
      assessment_type: 'family:8-12:mother_daughter',
    });
    const [row] = await ctx.database.db
      .select()
      .from(assessments)
      .where(eq(assessments.id, session.body.assessment.id));
    expect(row?.user_id).toBe(mother.account.id);

    await complete(mother, started.body.assessment.id, answers('8-12', 'parent', 5, 5));
    await complete(mother, session.body.assessment.id, answers('8-12', 'child', 5, 3));
    await mother.json(`/api/family/assessments/${started.body.family.id}/share-answers`, {
      method: 'PUT',
      json: { share: true },
    });
    const report = await mother.json<Report>(`/api/family/assessments/${started.body.family.id}/report`);
    expect(report.body).toMatchObject({ status: 'ready', supervised: true, other_name: 'Lina' });
    expect(report.body.topics?.every((t) => t.answers === null)).toBe(true);
  });

  it('is only for 8-12: older children link their own accounts', async () => {
    const parent = await person('Parent');
    const refused = await parent.json<ErrorBody>('/api/family/invitations', {
      json: { role: 'parent', pairing: 'father_son', age_group: '8-12' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/do not have an account/);
    const noName = await parent.json<ErrorBody>('/api/family/children', { json: { pairing: 'father_son', name: ' ' } });
    expect(noName.body.error.message).toBe('Enter your child’s first name.');
  });
});

describe('links and privacy', () => {
  it('lets a parent link several children, and a child link both parents', async () => {
    const father = await person('Father');
    const [a, b] = [await person('Child A'), await person('Child B')];
    for (const child of [a, b]) {
      const { body } = await father.json<{ token: string }>('/api/family/invitations', {
        json: { role: 'parent', pairing: 'father_son', age_group: '19-24' },
      });
      expect((await child.request('/api/family/invitations/accept', { json: { token: body.token } })).status).toBe(200);
    }
    expect((await father.json<{ links: Link[] }>('/api/family')).body.links).toHaveLength(2);

    const mother = await person('Mother');
    const { body } = await a.json<{ token: string }>('/api/family/invitations', {
      json: { role: 'child', pairing: 'mother_son', age_group: '19-24' },
    });
    await mother.json('/api/family/invitations/accept', { json: { token: body.token } });
    const links = (await a.json<{ links: Link[] }>('/api/family')).body.links;
    expect(links.map((l) => [l.role, l.pairing]).sort()).toEqual([
      ['child', 'father_son'],
      ['child', 'mother_son'],
    ]);
  });

  it('keeps one child out of a sibling’s family assessments, and strangers out of everything (404)', async () => {
    const father = await person('Father');
    const [a, b] = [await person('Child A'), await person('Child B')];
    const linkIds: string[] = [];
    for (const child of [a, b]) {
      const { body } = await father.json<{ token: string }>('/api/family/invitations', {
        json: { role: 'parent', pairing: 'father_son', age_group: '13-15' },
      });
      linkIds.push((await child.json<Link>('/api/family/invitations/accept', { json: { token: body.token } })).body.id);
    }
    const withB = await father.json<Started>(`/api/family/links/${linkIds[1]}/assessments`, { method: 'POST' });
    const stranger = await person('Stranger');
    for (const client of [a, stranger]) {
      expect((await client.request(`/api/family/assessments/${withB.body.family.id}/report`)).status).toBe(404);
      expect(
        (await client.request(`/api/family/assessments/${withB.body.family.id}/join`, { method: 'POST' })).status,
      ).toBe(404);
      expect((await client.request(`/api/family/links/${linkIds[1]}/assessments`, { method: 'POST' })).status).toBe(
        404,
      );
      expect((await client.request(`/api/assessments/${withB.body.assessment.id}`)).status).toBe(404);
    }
    expect((await a.json<Family[]>('/api/family/assessments')).body).toEqual([]);
    expect((await stranger.request(`/api/family/links/${linkIds[0]}`, { method: 'DELETE' })).status).toBe(404);
  });

  it.each([
    ['its own inviter', 'own_invitation', 400],
    ['a used link', 'invitation_used', 410],
    ['a revoked link', 'invitation_revoked', 410],
  ])('refuses %s with its own message', async (_case, code, status) => {
    const inviter = await person('Inviter');
    const { body } = await inviter.json<{ id: string; token: string }>('/api/family/invitations', {
      json: { role: 'parent', pairing: 'mother_son', age_group: '25+' },
    });
    let actor = await person('Invitee');
    if (code === 'own_invitation') actor = inviter;
    if (code === 'invitation_used')
      await (await person('First')).json('/api/family/invitations/accept', { json: { token: body.token } });
    if (code === 'invitation_revoked')
      await inviter.request(`/api/family/invitations/${body.id}`, { method: 'DELETE' });
    const res = await actor.json<ErrorBody>('/api/family/invitations/accept', { json: { token: body.token } });
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
  });

  it('never links two people who are or were partners as parent and child', async () => {
    const [a, b] = [await person('Rana'), await person('Fadi')];
    const couple = await a.json<{ token: string }>('/api/couple/invitations', { json: {} });
    expect((await b.request('/api/couple/invitations/accept', { json: { token: couple.body.token } })).status).toBe(
      200,
    );
    const familyInvite = async () =>
      (
        await a.json<{ token: string }>('/api/family/invitations', {
          json: { role: 'parent', pairing: 'mother_son', age_group: '25+' },
        })
      ).body.token;
    const linked = await b.json<ErrorBody>('/api/family/invitations/accept', {
      json: { token: await familyInvite() },
      headers: { 'accept-language': 'en' },
    });
    expect(linked.status).toBe(403);
    expect(linked.body.error).toEqual({
      code: 'partner_link',
      message:
        'You and this person are, or once were, linked as partners on Wifaq, so you cannot link as parent and child.',
    });
    expect((await b.request('/api/couple', { method: 'DELETE' })).status).toBe(200);
    const after = await b.json<ErrorBody>('/api/family/invitations/accept', {
      json: { token: await familyInvite() },
      headers: { 'accept-language': 'ar' },
    });
    expect(after.status).toBe(403);
    expect(after.body.error.message).toBe(
      'أنتما مرتبطان في وِفاق بوصفكما شريكَي حياة، أو سبق أن ارتبطتما كذلك، لذا لا يمكنكما الارتباط بصلة الآباء والأبناء.',
    );
    expect((await b.json<{ links: Link[] }>('/api/family')).body.links).toEqual([]);
  });

  it('does not link the same parent and child twice', async () => {
    const { father, son } = await fatherAndSon();
    const { body } = await father.json<{ token: string }>('/api/family/invitations', {
      json: { role: 'parent', pairing: 'father_son', age_group: '16-18' },
    });
    const again = await son.json<ErrorBody>('/api/family/invitations/accept', { json: { token: body.token } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_linked');
  });
});
