import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiAnalysis } from '../../domain/advice/ai-analysis.ts';
import { findAssessmentType } from '../../domain/assessment/catalogue.ts';
import type { Question } from '../../domain/assessment/question.ts';
import { premaritalBank } from '../../domain/content/questions/premarital.ts';
import { relationshipBank } from '../../domain/content/questions/relationship.ts';
import { bankVersion } from '../../domain/content/versions.ts';
import { assessments, pairAssessments } from '../db/schema.ts';
import { hasWordsInOrder, pdfText } from '../testing/pdf-text.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';
import { fullAnswers } from '../testing/world.ts';

/**
 * Decision 029: an assessment answered in an older version of its bank keeps that wording in its
 * questions, result, couple report and PDFs, while a new one is answered in the current wording.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const TYPE = 'premarital';
// An important question the second version reworded: a large gap on it is quoted in the advice.
const KEY = 'q_3_3';
const statementIn = (questions: readonly Question[], key = KEY) => {
  const question = questions.find((q) => q.key === key);
  if (!question) throw new Error(key);
  return question.phase1.en.replace(/\.$/, '');
};
const revisionOf = (version: number) => {
  const revision = premaritalBank.revisions.find((r) => r.version === version);
  if (!revision) throw new Error(`premarital has no version ${version}`);
  return revision;
};
const OLD = statementIn(revisionOf(2).before);
const NEW = statementIn(premaritalBank.questions);
// An important question the third version reworded (Phase 1 "at ease" became "with fitting discretion").
const KEY_V3 = 'q_4_5';
const V2 = statementIn(revisionOf(3).before, KEY_V3);
const V3 = statementIn(premaritalBank.questions, KEY_V3);

// An important question the fourth version reworded (decision 059): relationship q_5_5 asked only when to have
// children, and now whether and when, or being at peace with the family as it is.
const TYPE_V4 = 'relationship';
const KEY_V4 = 'q_5_5';
const relationshipV3 = relationshipBank.revisions.find((r) => r.version === 4)?.before ?? [];
const V3_OF_V4 = statementIn(relationshipV3, KEY_V4);
const V4 = statementIn(relationshipBank.questions, KEY_V4);
const V3_OF_V4_AR = relationshipV3.find((q) => q.key === KEY_V4)?.phase1.ar.replace(/\.$/, '') ?? '';

/** Every answer 3, and on the reworded question a hope of `p1` against a reality of `p2`. */
const answers = (p1: number, p2: number, key = KEY, type = TYPE) => ({
  ...fullAnswers(type),
  [`${key}_phase1`]: p1,
  [`${key}_phase2`]: p2,
});

async function person(name: string) {
  const client = new TestClient(ctx);
  const account = await client.signUp({ name });
  return Object.assign(client, { account });
}

/** Makes a stored assessment (and its pair, if any) one answered in `version`, as if taken before a revision. */
async function answeredInVersion(assessmentId: string, version: number) {
  const [row] = await ctx.database.db
    .update(assessments)
    .set({ content_version: version })
    .where(eq(assessments.id, assessmentId))
    .returning();
  if (row?.shared_id)
    await ctx.database.db
      .update(pairAssessments)
      .set({ content_version: version })
      .where(eq(pairAssessments.id, row.shared_id));
}

type Questions = { content_version: number; questions: { key: string; phase1: { en: string } }[] };
const phase1Of = (body: Questions, key = KEY) =>
  body.questions.find((q) => q.key === key)?.phase1.en.replace(/\.$/, '');

describe('bank versions', () => {
  it('the test premise: the reworded statements read differently in the versions compared', () => {
    expect(bankVersion(premaritalBank)).toBe(4);
    expect(bankVersion(relationshipBank)).toBe(4);
    expect(OLD).not.toContain(NEW);
    expect(NEW).not.toContain(OLD);
    expect(V2).not.toContain(V3);
    expect(V3).not.toContain(V2);
    expect(V3_OF_V4).not.toContain(V4);
    expect(V4).not.toContain(V3_OF_V4);
    expect(V3_OF_V4_AR).toBe('آمل أن نكون على رأي واحد في توقيت الإنجاب');
  });

  it('a new assessment records the current version and shows the current wording', async () => {
    const client = await person('Salma Haddad');
    const created = await client.json<{ id: string; content_version: number }>('/api/assessments', {
      json: { assessment_type: TYPE },
    });
    expect(created.body.content_version).toBe(findAssessmentType(TYPE)?.version);
    const questions = await client.json<Questions>(`/api/assessments/${created.body.id}/questions`);
    expect(questions.body.content_version).toBe(bankVersion(premaritalBank));
    expect(phase1Of(questions.body)).toBe(NEW);
    expect(phase1Of(questions.body, KEY_V3)).toBe(V3);
    await client.json(`/api/assessments/${created.body.id}/complete`, { json: { responses: answers(5, 1) } });
    const result = await client.json<{ ai_analysis: AiAnalysis }>(`/api/assessments/${created.body.id}/result`);
    expect(JSON.stringify(result.body.ai_analysis.translations.en)).toContain(NEW);
    expect(JSON.stringify(result.body.ai_analysis.translations.en)).not.toContain(OLD);
  });

  it('an assessment answered in version 1 keeps its wording: questions, result and PDF', async () => {
    const client = await person('Yusuf Haddad');
    const { body } = await client.json<{ id: string }>('/api/assessments', { json: { assessment_type: TYPE } });
    await answeredInVersion(body.id, 1);

    const questions = await client.json<Questions>(`/api/assessments/${body.id}/questions`);
    expect(questions.body.content_version).toBe(1);
    expect(phase1Of(questions.body)).toBe(OLD);

    expect(
      (await client.json(`/api/assessments/${body.id}/complete`, { json: { responses: answers(5, 1) } })).status,
    ).toBe(200);
    const result = await client.json<{ ai_analysis: AiAnalysis }>(`/api/assessments/${body.id}/result`);
    const advice = JSON.stringify(result.body.ai_analysis.translations.en);
    expect(advice).toContain(OLD);
    expect(advice).not.toContain(NEW);

    const pdf = await client.request(`/api/assessments/${body.id}/report.pdf?language=en`);
    expect(pdf.status).toBe(200);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(hasWordsInOrder(text, OLD)).toBe(true);
    expect(text).not.toContain(NEW);
  });

  it('an assessment answered in version 2 keeps its version 2 wording of an item version 3 changed', async () => {
    const client = await person('Maryam Haddad');
    const { body } = await client.json<{ id: string }>('/api/assessments', { json: { assessment_type: TYPE } });
    await answeredInVersion(body.id, 2);

    const questions = await client.json<Questions>(`/api/assessments/${body.id}/questions`);
    expect(questions.body.content_version).toBe(2);
    expect(phase1Of(questions.body, KEY_V3)).toBe(V2);
    // Version 3 left q_3_3 alone: version 2 reads it as version 2 made it.
    expect(phase1Of(questions.body)).toBe(NEW);

    expect(
      (await client.json(`/api/assessments/${body.id}/complete`, { json: { responses: answers(5, 1, KEY_V3) } }))
        .status,
    ).toBe(200);
    const result = await client.json<{ ai_analysis: AiAnalysis }>(`/api/assessments/${body.id}/result`);
    const advice = JSON.stringify(result.body.ai_analysis.translations.en);
    expect(advice).toContain(V2);
    expect(advice).not.toContain(V3);

    const pdf = await client.request(`/api/assessments/${body.id}/report.pdf?language=en`);
    expect(pdf.status).toBe(200);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(hasWordsInOrder(text, V2)).toBe(true);
    expect(text).not.toContain(V3);
  });

  it('a result answered in version 3 keeps the version 3 wording of an item version 4 changed: questions, advice and PDF', async () => {
    const client = await person('Huda Haddad');
    const { body } = await client.json<{ id: string }>('/api/assessments', { json: { assessment_type: TYPE_V4 } });
    await answeredInVersion(body.id, 3);

    const questions = await client.json<Questions>(`/api/assessments/${body.id}/questions`);
    expect(questions.body.content_version).toBe(3);
    expect(phase1Of(questions.body, KEY_V4)).toBe(V3_OF_V4);

    const done = await client.json(`/api/assessments/${body.id}/complete`, {
      json: { responses: answers(5, 1, KEY_V4, TYPE_V4) },
    });
    expect(done.status).toBe(200);
    const result = await client.json<{ ai_analysis: AiAnalysis }>(`/api/assessments/${body.id}/result`);
    expect(JSON.stringify(result.body.ai_analysis.translations.en)).toContain(V3_OF_V4);
    expect(JSON.stringify(result.body.ai_analysis.translations.en)).not.toContain(V4);
    expect(JSON.stringify(result.body.ai_analysis.translations.ar)).toContain(V3_OF_V4_AR);

    const pdf = await client.request(`/api/assessments/${body.id}/report.pdf?language=en`);
    expect(pdf.status).toBe(200);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(hasWordsInOrder(text, V3_OF_V4)).toBe(true);
    expect(text).not.toContain(V4);

    // A new assessment of the same type is answered in version 4's words.
    const fresh = await client.json<{ id: string }>('/api/assessments', { json: { assessment_type: TYPE_V4 } });
    const now = await client.json<Questions>(`/api/assessments/${fresh.body.id}/questions`);
    expect(now.body.content_version).toBe(4);
    expect(phase1Of(now.body, KEY_V4)).toBe(V4);
  });

  it('a couple report answered in version 1 keeps its wording, and a partner who joins later answers that version', async () => {
    const [a, b] = [await person('Rania Aziz'), await person('Omar Aziz')];
    const invitation = await a.json<{ token: string }>('/api/couple/invitations', { json: {} });
    await b.json('/api/couple/invitations/accept', { json: { token: invitation.body.token } });
    const started = await a.json<{ shared: { id: string }; assessment: { id: string } }>('/api/couple/shared', {
      json: { assessment_type: TYPE },
    });
    await answeredInVersion(started.body.assessment.id, 1);
    // The partner's side is created now, after the pair was marked version 1: it takes the pair's version.
    const joined = await b.json<{ assessment: { id: string; content_version: number } }>(
      `/api/couple/shared/${started.body.shared.id}/join`,
      { json: {} },
    );
    expect(joined.body.assessment.content_version).toBe(1);
    const theirQuestions = await b.json<Questions>(`/api/assessments/${joined.body.assessment.id}/questions`);
    expect(phase1Of(theirQuestions.body)).toBe(OLD);

    await a.json(`/api/assessments/${started.body.assessment.id}/complete`, { json: { responses: answers(1, 1) } });
    await b.json(`/api/assessments/${joined.body.assessment.id}/complete`, { json: { responses: answers(5, 5) } });
    const report = await a.json<{ status: string; topics: { key: string; statement: { en: string } }[] }>(
      `/api/couple/shared/${started.body.shared.id}/report`,
    );
    expect(report.body.status).toBe('ready');
    const topic = report.body.topics.find((t) => t.key === KEY);
    expect(topic?.statement.en.replace(/\.$/, '')).toBe(OLD);

    const pdf = await a.request(`/api/couple/shared/${started.body.shared.id}/report.pdf?language=en`);
    expect(pdf.status).toBe(200);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(hasWordsInOrder(text, OLD)).toBe(true);
    expect(text).not.toContain(NEW);
  });

  it('no request can choose a version', async () => {
    const client = await person('Lina Haddad');
    const res = await client.json('/api/assessments', { json: { assessment_type: TYPE, content_version: 1 } });
    expect(res.status).toBe(400);
  });

  it('a stored version the bank never had is a plain server error, never today’s wording', async () => {
    const client = await person('Hadi Haddad');
    const { body } = await client.json<{ id: string }>('/api/assessments', { json: { assessment_type: TYPE } });
    await ctx.database.db.update(assessments).set({ content_version: 99 }).where(eq(assessments.id, body.id));
    const res = await client.json<{ error: { code: string; message: string } }>(
      `/api/assessments/${body.id}/questions`,
    );
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('internal');
    expect(JSON.stringify(res.body)).not.toMatch(/version|99/);
  });
});
