import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiAnalysis, RULES_VERSION } from '../../domain/advice/ai-analysis.ts';
import { findAssessmentType } from '../../domain/assessment/catalogue.ts';
import { PATTERNS } from '../../domain/assessment/scoring.ts';
import { assessmentResults } from '../db/schema.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';
import { rescoreStoredResults } from './service.ts';

/**
 * What a result says about itself (decision 028): the level of today and the signals beside the
 * score, and results stored under the spec's original pattern rules rewritten by the current ones.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Result = {
  id: string;
  compatibility_score: number;
  reality_score: number | null;
  signals: string[];
  uniform_answer: number | null;
  category_scores: Record<string, { reality: number; alignment: number }>;
  ai_analysis: AiAnalysis;
};

const type = findAssessmentType('values');
if (!type) throw new Error('catalogue');

/** Completes a values assessment with `answer(question index, phase)` for every statement. */
async function completed(answer: (index: number, phase: 1 | 2) => number) {
  const client = new TestClient(ctx);
  await client.signUp();
  const created = await client.json<{ id: string }>('/api/assessments', { json: { assessment_type: 'values' } });
  const responses: Record<string, number> = {};
  type?.questions.forEach((q, i) => {
    responses[`${q.key}_phase1`] = answer(i, 1);
    responses[`${q.key}_phase2`] = answer(i, 2);
  });
  const done = await client.json<Result>(`/api/assessments/${created.body.id}/complete`, { json: { responses } });
  expect(done.status).toBe(200);
  return { client, id: created.body.id, done: done.body };
}

describe('a result says how good today is, and what the score hides', () => {
  it('expect little, live little: 100 % with a low level of today, flagged, and no strength named', async () => {
    const { client, id, done } = await completed(() => 1);
    expect(done.compatibility_score).toBe(100);
    expect(done.reality_score).toBe(20);
    expect(done.signals).toEqual(['low_reality', 'uniform_answers']);
    const read = await client.json<Result>(`/api/assessments/${id}/result`);
    expect(read.body.signals).toEqual(['low_reality', 'uniform_answers']);
    expect(read.body.reality_score).toBe(20);
    expect(read.body.category_scores.values?.reality).toBe(20);
    expect(read.body.ai_analysis.strengths[0]).toMatch(/No area stands out as a strength yet/);
    // Rules version 3: today below 50 is red whatever the gaps (it was green "High Alignment").
    expect(read.body.ai_analysis.pattern.id).toBe('needs_attention');
    expect(read.body.ai_analysis.summary).toContain('today itself is only 20%');
    expect(read.body.uniform_answer).toBe(1);
  });

  it('varied answers with a good today carry no signal', async () => {
    const { done } = await completed((i, phase) => (phase === 1 ? 5 : ([5, 4, 3][i % 3] as number)));
    expect(done.signals).toEqual([]);
    expect(done.reality_score).toBe(81); // 40 statements living 5, 4, 3 in turn: mean 4.05
  });

  it('today above the hopes: green, with a note on why the score reads lower than today', async () => {
    // Content review I20: hoping 1 and living 5 everywhere was red, "a clear gap between what you hope for and
    // what you experience".
    const { done } = await completed((_, phase) => (phase === 1 ? 1 : 5));
    expect([done.compatibility_score, done.reality_score]).toEqual([20, 100]);
    expect(done.ai_analysis.pattern.id).toBe('high_alignment');
    expect(done.signals).toEqual(['above_hopes']);
    expect(done.ai_analysis.summary).toContain('which is why it reads lower than today (100%)');
  });

  it('answers all high or all in the middle keep the answer, so the note can word each', async () => {
    expect((await completed(() => 5)).done.uniform_answer).toBe(5);
    expect((await completed(() => 3)).done.uniform_answer).toBe(3);
    expect((await completed((i) => (i % 2 === 0 ? 3 : 5))).done.uniform_answer).toBeNull();
  });

  it('nobody else reads them: another person gets 404', async () => {
    const { id } = await completed(() => 1);
    const stranger = new TestClient(ctx);
    await stranger.signUp();
    expect((await stranger.request(`/api/assessments/${id}/result`)).status).toBe(404);
  });
});

describe('results stored under the spec’s original rules', () => {
  /** Makes a stored result look as rules 1 left it: no rules mark, level or signals, another pattern. */
  async function asRulesOne(id: string, patch: (stored: AiAnalysis) => AiAnalysis) {
    const db = ctx.database.db;
    const [row] = await db.select().from(assessmentResults).where(eq(assessmentResults.assessment_id, id));
    if (!row) throw new Error('no result');
    const { rules: _r, reality: _l, signals: _s, ...old } = row.ai_analysis;
    await db
      .update(assessmentResults)
      .set({ ai_analysis: patch(old as AiAnalysis) })
      .where(eq(assessmentResults.id, row.id));
    return row;
  }

  it('get the current pattern, level of today, signals and built-in advice; the numbers stay', async () => {
    // Stored as if the old rules had called it Needs Attention; the current rules decide again.
    const { client, id, done } = await completed((i, phase) => (phase === 1 ? 4 : i % 5 === 0 ? 2 : 4));
    const before = await asRulesOne(id, (old) => ({
      ...old,
      pattern: PATTERNS.needs_attention,
      summary: 'old words',
      translations: {
        en: { ...old.translations.en, summary: 'old words' },
        ar: { ...old.translations.ar, summary: 'كلمات قديمة' },
      },
    }));
    expect(await rescoreStoredResults(ctx.database.db)).toBeGreaterThanOrEqual(1);
    const read = await client.json<Result>(`/api/assessments/${id}/result`);
    expect(read.body.ai_analysis.pattern.id).toBe(done.ai_analysis.pattern.id);
    expect(read.body.ai_analysis.summary).toBe(done.ai_analysis.summary);
    expect(read.body.ai_analysis.translations.ar.summary).not.toBe('كلمات قديمة');
    expect(read.body.ai_analysis.rules).toBe(RULES_VERSION);
    expect(read.body.reality_score).toBe(done.reality_score);
    expect(read.body.compatibility_score).toBe(before.compatibility_score);
    expect(read.body.category_scores).toEqual(before.category_scores);
    // Idempotent: nothing stale is left.
    expect(await rescoreStoredResults(ctx.database.db)).toBe(0);
  });

  it('model advice written for a pattern that no longer holds is set aside, not deleted', async () => {
    const { client, id, done } = await completed(() => 1);
    const model = { ...done.ai_analysis.translations.en, summary: 'A model wrote this.', source: 'test-model' };
    // Every answer 1: rules 1 and 2 called it "High Alignment"; version 3 calls it "Needs Attention".
    await asRulesOne(id, (old) => ({
      ...old,
      ...model,
      pattern: PATTERNS.high_alignment,
      translations: { ...old.translations, en: model },
    }));
    await rescoreStoredResults(ctx.database.db);
    const read = await client.json<Result>(`/api/assessments/${id}/result`);
    expect(read.body.ai_analysis.pattern.id).toBe('needs_attention');
    expect(read.body.ai_analysis.translations.en.source).toBe('builtin');
    const [row] = await ctx.database.db.select().from(assessmentResults).where(eq(assessmentResults.assessment_id, id));
    expect(row?.ai_analysis.superseded?.en?.summary).toBe('A model wrote this.');
  });

  it('a result written by rules 2 is rewritten by rules 3 at start, its numbers untouched', async () => {
    // "Agree" to every positive statement (hopes 5, today 4): rules 2 said red "Needs Attention" and "No
    // area stands out as a strength yet" (content review I09); rules 3 say "High Alignment".
    const { client, id, done } = await completed((_, phase) => (phase === 1 ? 5 : 4));
    expect(done.ai_analysis.pattern.id).toBe('high_alignment');
    const db = ctx.database.db;
    const [row] = await db.select().from(assessmentResults).where(eq(assessmentResults.assessment_id, id));
    if (!row) throw new Error('no result');
    const { uniformAnswer: _u, ...rulesTwo } = row.ai_analysis;
    await db
      .update(assessmentResults)
      .set({
        ai_analysis: {
          ...rulesTwo,
          rules: 2,
          pattern: PATTERNS.needs_attention,
          strengths: ['No area stands out as a strength yet: the areas to grow, below, are the place to begin.'],
        },
      })
      .where(eq(assessmentResults.id, row.id));
    expect(await rescoreStoredResults(db)).toBeGreaterThanOrEqual(1);
    const read = await client.json<Result>(`/api/assessments/${id}/result`);
    expect(read.body.ai_analysis.rules).toBe(3);
    expect(read.body.ai_analysis.pattern.id).toBe('high_alignment');
    expect(read.body.ai_analysis.strengths).toEqual(done.ai_analysis.strengths);
    expect(read.body.ai_analysis.strengths.join(' ')).not.toMatch(/No area stands out/);
    expect(read.body.compatibility_score).toBe(80);
    expect(read.body.category_scores).toEqual(row.category_scores);
  });

  it('model advice for a pattern that still holds is kept', async () => {
    const { client, id, done } = await completed(() => 1);
    const model = { ...done.ai_analysis.translations.en, summary: 'Still true.', source: 'test-model' };
    await asRulesOne(id, (old) => ({ ...old, ...model, translations: { ...old.translations, en: model } }));
    await rescoreStoredResults(ctx.database.db);
    const read = await client.json<Result>(`/api/assessments/${id}/result`);
    expect(read.body.ai_analysis.translations.en.summary).toBe('Still true.');
    expect(read.body.signals).toEqual(['low_reality', 'uniform_answers']);
  });
});
