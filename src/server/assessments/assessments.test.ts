import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE, findAssessmentType } from '../../domain/assessment/catalogue.ts';
import { analyze } from '../../domain/assessment/scoring.ts';
import { assessmentResults } from '../db/schema.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Row = {
  id: string;
  status: string;
  assessment_type: string;
  responses: { responses: Record<string, number>; importance: Record<string, boolean> };
  completed_at: string | null;
};
type Result = {
  assessment_id: string;
  compatibility_score: number;
  category_scores: Record<string, unknown>;
  ai_analysis: Record<string, unknown> & { pattern: { name: string } };
};
type ErrorBody = { error: { code: string; message: string; missing?: string[] } };

async function signedIn() {
  const client = new TestClient(ctx);
  await client.signUp();
  return client;
}

/** Deterministic but varied answers for every question of a type. */
function answersFor(typeId: string, seed = 1) {
  const type = findAssessmentType(typeId);
  if (!type) throw new Error(typeId);
  const responses: Record<string, number> = {};
  type.questions.forEach((q, i) => {
    responses[`${q.key}_phase1`] = ((i * 7 + seed) % 5) + 1;
    responses[`${q.key}_phase2`] = ((i * 3 + seed * 2) % 5) + 1;
  });
  return responses;
}

const chunk = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

describe('the catalogue', () => {
  it('lists the five types with their counts, categories and estimates', async () => {
    const res = await new TestClient(ctx).json<Record<string, unknown>[]>('/api/assessment-types');
    expect(res.status).toBe(200);
    expect(res.body.map((t) => [t.id, t.question_count])).toEqual([
      ['premarital', 50],
      ['relationship', 50],
      ['communication', 40],
      ['values', 40],
      ['intimacy', 35],
    ]);
    expect(res.body[0]).toMatchObject({
      title: { en: 'Before marriage', ar: 'ما قبل الزواج' },
      icon: 'rings',
      estimated_minutes: 12,
    });
    expect(res.body[0]?.categories).toHaveLength(5);
  });

  it('serves one type with its questions, and 404 for an unknown type', async () => {
    const client = new TestClient(ctx);
    const res = await client.json<{ questions: { key: string; legacy_id?: string; phase1: { ar: string } }[] }>(
      '/api/assessment-types/premarital',
    );
    expect(res.body.questions).toHaveLength(50);
    expect(res.body.questions[0]).toMatchObject({ key: 'q_1_1', legacy_id: 'fiance_1_1' });
    expect(res.body.questions[0]?.phase1.ar).toMatch(/[\u0600-\u06FF]/);
    expect((await client.request('/api/assessment-types/nope')).status).toBe(404);
  });
});

describe('a full run over HTTP', () => {
  it.each(CATALOGUE.map((t) => t.id))('%s: create, autosave in batches, complete, read the result', async (typeId) => {
    const client = await signedIn();
    const created = await client.json<Row>('/api/assessments', { json: { assessment_type: typeId } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      assessment_type: typeId,
      status: 'in_progress',
      responses: { responses: {}, importance: {} },
    });
    const id = created.body.id;

    const responses = answersFor(typeId);
    const importance = { q_1_1: true, q_2_1: false };
    for (const batch of chunk(Object.entries(responses), 17)) {
      const saved = await client.json<Row>(`/api/assessments/${id}/answers`, {
        method: 'PATCH',
        json: { responses: Object.fromEntries(batch) },
      });
      expect(saved.status).toBe(200);
    }
    await client.json(`/api/assessments/${id}/answers`, { method: 'PATCH', json: { importance } });
    const stored = await client.json<Row>(`/api/assessments/${id}`);
    expect(stored.body.responses.responses).toEqual(responses);
    expect(stored.body.responses.importance).toEqual(importance);

    const done = await client.json<Result>(`/api/assessments/${id}/complete`, {
      json: { responses: {}, importance: {} },
    });
    expect(done.status).toBe(200);

    const type = findAssessmentType(typeId);
    const fullImportance = Object.fromEntries(
      type?.questions.map((q) => [q.key, importance[q.key as keyof typeof importance] ?? q.important]) ?? [],
    );
    const expected = analyze(responses, fullImportance);
    expect(done.body).toMatchObject({
      assessment_id: id,
      compatibility_score: expected.compatibilityScore,
      category_scores: expected.categoryScores,
    });
    expect(done.body.ai_analysis).toMatchObject({
      pattern: { name: expected.pattern.name },
      summary: expect.stringContaining(`${expected.compatibilityScore}%`),
      source: 'builtin',
      language: 'en',
    });
    expect(done.body.ai_analysis.recommendations).toHaveLength(5);

    const result = await client.json<Result>(`/api/assessments/${id}/result`);
    expect(result.body).toEqual(done.body);
    const after = await client.json<Row>(`/api/assessments/${id}`);
    expect(after.body.status).toBe('completed');
    expect(after.body.completed_at).not.toBeNull();
  });

  it('writes the advice in the person’s language, with the other beside it', async () => {
    const client = await signedIn();
    await client.json('/api/profile', { method: 'PATCH', json: { language_preference: 'ar' } });
    const { body } = await client.json<Row>('/api/assessments', { json: { assessment_type: 'intimacy' } });
    const done = await client.json<Result>(`/api/assessments/${body.id}/complete`, {
      json: { responses: answersFor('intimacy'), importance: {} },
    });
    expect(done.body.ai_analysis.language).toBe('ar');
    expect(done.body.ai_analysis.summary).toMatch(/[\u0600-\u06FF]/);
    expect((done.body.ai_analysis.translations as { en: { summary: string } }).en.summary).toMatch(/align/);
  });

  it('addresses the reader in Arabic as their profile’s gender says, and neutrally otherwise', async () => {
    const retake = async (gender?: string) => {
      const client = await signedIn();
      if (gender) await client.json('/api/profile', { method: 'PATCH', json: { gender } });
      const { body } = await client.json<Row>('/api/assessments', { json: { assessment_type: 'intimacy' } });
      const done = await client.json<Result>(`/api/assessments/${body.id}/complete`, {
        json: { responses: answersFor('intimacy'), importance: {} },
      });
      const { en, ar } = done.body.ai_analysis.translations as Record<'en' | 'ar', { recommendations: string[] }>;
      return { en: en.recommendations.at(-1), ar: ar.recommendations.at(-1) };
    };
    const [woman, man, other, unknown] = await Promise.all([
      retake('female'),
      retake('male'),
      retake('other'),
      retake(),
    ]);
    expect(woman.ar).toBe('أعيدي هذا التقييم بعد ثلاثة إلى ستة أشهر لتري ما أحرزته من تقدّم.');
    expect(man.ar).toBe('أعد هذا التقييم بعد ثلاثة إلى ستة أشهر لترى ما أحرزته من تقدّم.');
    expect(other.ar).toBe('إعادة هذا التقييم بعد ثلاثة إلى ستة أشهر تُظهر لك ما أحرزته من تقدّم.');
    expect(unknown.ar).toBe(other.ar);
    expect(new Set([woman.en, man.en, other.en, unknown.en]).size).toBe(1);
  });

  it('lists own assessments newest first', async () => {
    const client = await signedIn();
    const first = await client.json<Row>('/api/assessments', { json: { assessment_type: 'values' } });
    const second = await client.json<Row>('/api/assessments', { json: { assessment_type: 'communication' } });
    const list = await client.json<Row[]>('/api/assessments');
    expect(list.body.map((a) => a.id)).toEqual([second.body.id, first.body.id]);
  });
});

describe('someone under 18 (issue 29, m12)', () => {
  it('is refused the adult types by the server too, in their words, and offered every other', async () => {
    const client = await signedIn();
    await client.json('/api/profile', { method: 'PATCH', json: { age: 15 } });
    for (const assessment_type of ['premarital', 'intimacy']) {
      const refused = await client.json<ErrorBody>('/api/assessments', {
        json: { assessment_type },
        headers: { 'accept-language': 'ar' },
      });
      expect([refused.status, refused.body.error.code]).toEqual([403, 'under_age']);
      expect(refused.body.error.message).toContain('الثامنة عشرة');
    }
    for (const assessment_type of ['relationship', 'communication', 'values']) {
      expect((await client.json('/api/assessments', { json: { assessment_type } })).status).toBe(201);
    }
    expect((await client.json<Row[]>('/api/assessments')).body.map((a) => a.assessment_type).sort()).toEqual([
      'communication',
      'relationship',
      'values',
    ]);
  });

  it('holds when the age is then said to be 18: a minor counts as one until they could be 18', async () => {
    const client = await signedIn();
    await client.json('/api/profile', { method: 'PATCH', json: { age: 16 } });
    expect((await client.json('/api/profile', { method: 'PATCH', json: { age: 18 } })).status).toBe(409);
    const refused = await client.json<ErrorBody>('/api/assessments', { json: { assessment_type: 'intimacy' } });
    expect(refused.status).toBe(403);
    const adult = await signedIn();
    await adult.json('/api/profile', { method: 'PATCH', json: { age: 18 } });
    expect((await adult.json('/api/assessments', { json: { assessment_type: 'intimacy' } })).status).toBe(201);
  });
});

describe('completion', () => {
  it('names a missing answer with a 400 and keeps everything saved', async () => {
    const client = await signedIn();
    const { body } = await client.json<Row>('/api/assessments', { json: { assessment_type: 'values' } });
    const responses = answersFor('values');
    delete responses.q_3_2_phase2;
    const res = await client.json<ErrorBody>(`/api/assessments/${body.id}/complete`, {
      json: { responses, importance: {} },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('incomplete');
    expect(res.body.error.message).toContain('q_3_2');
    expect(res.body.error.missing).toEqual(['q_3_2_phase2']);

    const stored = await client.json<Row>(`/api/assessments/${body.id}`);
    expect(stored.body.status).toBe('in_progress');
    expect(Object.keys(stored.body.responses.responses)).toHaveLength(79);
    expect((await client.request(`/api/assessments/${body.id}/result`)).status).toBe(404);

    const finished = await client.json<Result>(`/api/assessments/${body.id}/complete`, {
      json: { responses: { q_3_2_phase2: 4 } },
    });
    expect(finished.status).toBe(200);
  });

  it('is harmless to repeat, and two at the same moment make one result', async () => {
    const client = await signedIn();
    const { body } = await client.json<Row>('/api/assessments', { json: { assessment_type: 'intimacy' } });
    const payload = { json: { responses: answersFor('intimacy'), importance: {} } };
    const [a, b, c] = await Promise.all([
      client.json<Result>(`/api/assessments/${body.id}/complete`, payload),
      client.json<Result>(`/api/assessments/${body.id}/complete`, payload),
      client.json<Result>(`/api/assessments/${body.id}/complete`, payload),
    ]);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(b.body).toEqual(a.body);
    expect(c.body).toEqual(a.body);
    const again = await client.json<Result>(`/api/assessments/${body.id}/complete`, {
      json: { responses: answersFor('intimacy', 3) },
    });
    expect(again.body).toEqual(a.body);
    const rows = await ctx.database.db
      .select()
      .from(assessmentResults)
      .where(eq(assessmentResults.assessment_id, body.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses autosave after completion without changing anything', async () => {
    const client = await signedIn();
    const { body } = await client.json<Row>('/api/assessments', { json: { assessment_type: 'intimacy' } });
    await client.json(`/api/assessments/${body.id}/complete`, { json: { responses: answersFor('intimacy') } });
    const res = await client.json<ErrorBody>(`/api/assessments/${body.id}/answers`, {
      method: 'PATCH',
      json: { responses: { q_1_1_phase1: 1 } },
    });
    expect(res.status).toBe(409);
    const stored = await client.json<Row>(`/api/assessments/${body.id}`);
    expect(stored.body.responses.responses.q_1_1_phase1).toBe(answersFor('intimacy').q_1_1_phase1);
  });
});

describe('bad input', () => {
  it.each([
    [{ responses: { q_1_1_phase1: 0 } }, 'Answers must be whole numbers from 1 to 5'],
    [{ responses: { q_1_1_phase1: 6 } }, 'Answers must be whole numbers from 1 to 5'],
    [{ responses: { q_1_1_phase1: 2.5 } }, 'Answers must be whole numbers from 1 to 5'],
    [{ responses: { q_1_1_phase1: '3' } }, 'Answers must be whole numbers from 1 to 5'],
    [{ responses: { q_9_9_phase1: 3 } }, 'This assessment has no question q_9_9_phase1'],
    [{ responses: { q_1_1: 3 } }, 'This assessment has no question q_1_1'],
    [{ importance: { q_1_1: 'yes' } }, 'Choose whether this matters a lot to you.'],
    [{ importance: { q_1_99: true } }, 'This assessment has no question q_1_99'],
    [{ responses: [1, 2] }, 'Answers must be an object of question keys and values'],
    [{ status: 'completed' }, 'The request contains a field that cannot be changed'],
  ])('autosave refuses %j with a readable 400 and changes nothing', async (patch, message) => {
    const client = await signedIn();
    const { body } = await client.json<Row>('/api/assessments', { json: { assessment_type: 'values' } });
    await client.json(`/api/assessments/${body.id}/answers`, {
      method: 'PATCH',
      json: { responses: { q_1_1_phase1: 4 } },
    });
    const res = await client.json<ErrorBody>(`/api/assessments/${body.id}/answers`, { method: 'PATCH', json: patch });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    const stored = await client.json<Row>(`/api/assessments/${body.id}`);
    expect(stored.body.responses).toEqual({ responses: { q_1_1_phase1: 4 }, importance: {} });
  });

  it.each([
    [{ assessment_type: 'astrology' }, 'Please choose an assessment from the list'],
    [{}, 'Please choose an assessment from the list'],
    [{ assessment_type: 'values', status: 'completed' }, 'The request contains a field that cannot be changed'],
  ])('creation refuses %j', async (payload, message) => {
    const client = await signedIn();
    const res = await client.json<ErrorBody>('/api/assessments', { json: payload });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect((await client.json<Row[]>('/api/assessments')).body).toEqual([]);
  });

  it('answers a malformed or unknown id with 404', async () => {
    const client = await signedIn();
    for (const path of [
      '/api/assessments/not-a-uuid',
      '/api/assessments/00000000-0000-4000-8000-000000000000/result',
    ]) {
      expect((await client.request(path)).status).toBe(404);
    }
    const res = await client.request('/api/assessments/%E0%A4%A/answers', { method: 'PATCH', json: {} });
    expect(res.status).toBeLessThan(500);
  });

  it('needs a session', async () => {
    const res = await new TestClient(ctx).json<ErrorBody>('/api/assessments');
    expect(res.status).toBe(401);
  });
});

describe('privacy', () => {
  it('hides another person’s assessment and result behind a 404, and lets nobody change them', async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const { body } = await owner.json<Row>('/api/assessments', { json: { assessment_type: 'intimacy' } });
    await owner.json(`/api/assessments/${body.id}/complete`, { json: { responses: answersFor('intimacy') } });
    const open = await owner.json<Row>('/api/assessments', { json: { assessment_type: 'values' } });

    for (const path of [`/api/assessments/${body.id}`, `/api/assessments/${body.id}/result`]) {
      const res = await stranger.json<ErrorBody>(path);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    const patch = await stranger.request(`/api/assessments/${open.body.id}/answers`, {
      method: 'PATCH',
      json: { responses: { q_1_1_phase1: 1 } },
    });
    expect(patch.status).toBe(404);
    const complete = await stranger.request(`/api/assessments/${open.body.id}/complete`, {
      json: { responses: answersFor('values') },
    });
    expect(complete.status).toBe(404);
    expect((await stranger.json<Row[]>('/api/assessments')).body).toEqual([]);
    const untouched = await owner.json<Row>(`/api/assessments/${open.body.id}`);
    expect(untouched.body).toMatchObject({ status: 'in_progress', responses: { responses: {} } });
  });
});

describe('autosaves after the first', () => {
  // After one autosave the server checks later ones against what it read then (service.ts,
  // saveAnswers): every rule must hold the same on that path.
  it('merge, stay the owner’s alone, and stop at completion', async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const { body } = await owner.json<Row>('/api/assessments', { json: { assessment_type: 'values' } });
    const save = (client: TestClient, json: Record<string, unknown>) =>
      client.json<Row & ErrorBody>(`/api/assessments/${body.id}/answers`, { method: 'PATCH', json });

    expect((await save(owner, { responses: { q_1_1_phase1: 4 } })).status).toBe(200);
    const second = await save(owner, { responses: { q_1_2_phase1: 2 }, importance: { q_1_1: true } });
    expect(second.status).toBe(200);
    expect(second.body.responses).toEqual({
      responses: { q_1_1_phase1: 4, q_1_2_phase1: 2 },
      importance: { q_1_1: true },
    });

    expect((await save(stranger, { responses: { q_1_1_phase1: 1 } })).status).toBe(404);
    const unknown = await save(owner, { responses: { q_9_9_phase1: 3 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('This assessment has no question q_9_9_phase1');

    const answers = answersFor('values');
    expect((await owner.request(`/api/assessments/${body.id}/complete`, { json: { responses: answers } })).status).toBe(
      200,
    );
    const late = await save(owner, { responses: { q_1_1_phase1: 1 } });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('assessment_completed');
    const stored = await owner.json<Row>(`/api/assessments/${body.id}`);
    expect(stored.body.responses.responses.q_1_1_phase1).toBe(answers.q_1_1_phase1);
  });
});
