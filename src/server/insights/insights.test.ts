import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AiAnalysis, RULES_VERSION } from '../../domain/advice/ai-analysis.ts';
import { findAssessmentType } from '../../domain/assessment/catalogue.ts';
import { familyQuestions } from '../../domain/assessment/family-questions.ts';
import { pairAssessments } from '../db/schema.ts';
import type { AiConfig } from '../env.ts';
import { setAsideCoupleAdviceOfOldPatterns } from '../pairs/advice.ts';
import { type FakeOpenAI, type FakeStep, modelAdvice, startFakeOpenAI } from '../testing/fake-openai.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';

const API_KEY = 'sk-test-9f8e7d6c5b4a-never-leak';
const logLines: string[] = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  }),
);

let fake: FakeOpenAI;
const apps: TestContext[] = [];
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
// Earlier tests' generations settled first, then the provider reset: a test reading the provider's last
// messages would otherwise read an earlier test's generation finishing late.
beforeEach(async () => {
  await earlierAppsSettled();
  fake.reset();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await fake.close();
});

/** The tests' apps share the fake provider: a generation an earlier test left running would be counted by a later one. */
async function earlierAppsSettled() {
  await Promise.all(apps.map((earlier) => earlier.app.insights.idle()));
}

async function appWith(ai: Partial<AiConfig> = {}) {
  const ctx = await createTestApp(
    {
      ai: {
        apiKey: API_KEY,
        baseUrl: fake.url,
        model: 'wifaq-test-model',
        timeoutMs: 5_000,
        maxRetries: 1,
        dailyLimit: 10,
        providerName: 'Test AI',
        ...ai,
      },
    },
    { logger },
  );
  apps.push(ctx);
  return ctx;
}

type Result = { id: string; assessment_id: string; compatibility_score: number; ai_analysis: AiAnalysis };

/** Signs up, answers every intimacy question and completes; returns the completion response. */
async function completeOne(
  ctx: TestContext,
  options: { language?: 'en' | 'ar'; gender?: 'male' | 'female' | 'other'; steps?: FakeStep[] } = {},
) {
  const client = new TestClient(ctx);
  await client.signUp({ name: 'Private Person', email: `private-${crypto.randomUUID()}@example.test` });
  if (options.language)
    await client.json('/api/profile', { method: 'PATCH', json: { language_preference: options.language } });
  if (options.gender) await client.json('/api/profile', { method: 'PATCH', json: { gender: options.gender } });
  const type = findAssessmentType('intimacy');
  const responses = Object.fromEntries(
    type?.questions.flatMap((q, i) => [
      [`${q.key}_phase1`, 5],
      [`${q.key}_phase2`, (i % 5) + 1],
    ]) ?? [],
  );
  const { body } = await client.json<{ id: string }>('/api/assessments', { json: { assessment_type: 'intimacy' } });
  fake.enqueue(...(options.steps ?? []));
  const requestsBefore = fake.requests.length;
  const completed = await client.json<Result>(`/api/assessments/${body.id}/complete`, { json: { responses } });
  expect(completed.status).toBe(200);
  await ctx.app.insights.idle();
  const stored = await client.json<Result>(`/api/assessments/${body.id}/result`);
  return {
    client,
    completed: completed.body,
    stored: stored.body,
    calls: fake.requests.length - requestsBefore,
    id: body.id,
  };
}

const reply = (advice: unknown): FakeStep => ({ kind: 'reply', content: JSON.stringify(advice) });

/** The chat messages of the last request the provider received. */
function lastMessages() {
  const request = fake.requests.at(-1);
  if (!request) throw new Error('the provider received no request');
  return request.body.messages as { role: string; content: string }[];
}

describe('model advice', () => {
  it('is asked for after the response, then replaces the built-in advice', async () => {
    const ctx = await appWith();
    const { completed, stored, calls } = await completeOne(ctx, { steps: [reply(modelAdvice())] });

    // The completion answered at once with built-in advice and a pending mark.
    expect(completed.ai_analysis).toMatchObject({ source: 'builtin', pending: ['en'] });
    expect(completed.ai_analysis.recommendations.at(-1)).toMatch(/3-6 months/);

    expect(calls).toBe(1);
    expect(stored.ai_analysis).toMatchObject({
      ...modelAdvice(),
      source: 'wifaq-test-model',
      language: 'en',
      pending: [],
      translations: { en: { ...modelAdvice(), source: 'wifaq-test-model' }, ar: { source: 'builtin' } },
    });
    expect(stored.compatibility_score).toBe(completed.compatibility_score);
  });

  it('sends the spec’s request: counselor, scores, pattern, JSON format, temperature, tokens; no personal data', async () => {
    const ctx = await appWith();
    await completeOne(ctx, { steps: [reply(modelAdvice())] });
    const request = fake.requests.at(-1);
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body).toMatchObject({
      model: 'wifaq-test-model',
      response_format: { type: 'json_object' },
      temperature: 0.7,
      max_tokens: 1500,
    });
    const [system, user] = lastMessages();
    expect(system?.role).toBe('system');
    expect(system?.content).toMatch(/supportive, culturally sensitive premarital and marital counselor/);
    expect(user?.content).toMatch(/Assessment: Intimacy \(intimacy\)/);
    expect(user?.content).toMatch(/Overall compatibility score: \d+%/);
    expect(user?.content).toMatch(/Pattern: /);
    expect(user?.content).toMatch(/Average gap between expectation and reality: \d\.\d\d/);
    expect(user?.content).toMatch(/Weakest categories: /);
    expect(user?.content).toMatch(/"strengths" \(1-3 strings; never an area whose reality is below 60%\)/);
    expect(user?.content).toMatch(/Overall level of today \(mean Phase 2 answer as a percentage\): \d+%/);
    expect(user?.content).toMatch(/Write every text value in English/);
    const everything = JSON.stringify(request?.body);
    expect(everything).not.toMatch(/Private Person|@example\.test/);
  });

  it('tells the model the reader’s grammatical gender for Arabic only, and nothing else of the profile', async () => {
    const ctx = await appWith();
    await completeOne(ctx, { language: 'ar', gender: 'female', steps: [reply(modelAdvice())] });
    const woman = lastMessages()
      .map((m) => m.content)
      .join('\n');
    expect(woman).toMatch(/addressing the reader as a woman with the matching grammatical gender/);
    expect(woman).not.toMatch(/addressing the couple|\bman\b/);

    await completeOne(ctx, { language: 'ar', gender: 'male', steps: [reply(modelAdvice())] });
    expect(lastMessages().at(-1)?.content).toMatch(
      /addressing the reader as a man with the matching grammatical gender/,
    );

    await completeOne(ctx, { language: 'ar', gender: 'other', steps: [reply(modelAdvice())] });
    const unknown = lastMessages()
      .map((m) => m.content)
      .join('\n');
    expect(unknown).toMatch(/addressing the couple respectfully/);
    expect(unknown).not.toMatch(/\b(woman|man|female|male|gender)\b/);

    await completeOne(ctx, { language: 'en', gender: 'female', steps: [reply(modelAdvice())] });
    expect(
      lastMessages()
        .map((m) => m.content)
        .join('\n'),
    ).not.toMatch(/\b(woman|man|female|male|gender)\b/);
  });

  it('asks for Arabic when the person’s language is Arabic, and stores it as the main advice', async () => {
    const ctx = await appWith();
    const arabic = {
      ...modelAdvice('نموذج'),
      summary: 'نموذج: نتائجكما تعكس اهتمامًا صادقًا ببعضكما، ومجالات واضحة للنمو معًا.',
    };
    const { stored } = await completeOne(ctx, { language: 'ar', steps: [reply(arabic)] });
    const user = lastMessages()[1]?.content;
    expect(user).toMatch(/natural Modern Standard Arabic/);
    expect(stored.ai_analysis).toMatchObject({ language: 'ar', source: 'wifaq-test-model', summary: arabic.summary });
    expect(stored.ai_analysis.translations.en.source).toBe('builtin');
  });

  it('retries a 500 and uses the answer that follows', async () => {
    const ctx = await appWith({ maxRetries: 2 });
    const { stored, calls } = await completeOne(ctx, {
      steps: [{ kind: 'status', status: 500 }, reply(modelAdvice('RETRIED'))],
    });
    expect(calls).toBe(2);
    expect(stored.ai_analysis.summary).toMatch(/^RETRIED/);
  });

  it.each([
    ['a timeout', { timeoutMs: 300, maxRetries: 0 }, [{ kind: 'hang' }]],
    [
      'a 401',
      {},
      [{ kind: 'status', status: 401, body: { error: { message: 'bad key', type: 'invalid_request_error' } } }],
      'http_401',
    ],
    [
      'a 429 after its retries',
      { maxRetries: 1 },
      [
        { kind: 'status', status: 429 },
        { kind: 'status', status: 429 },
      ],
      'http_429',
    ],
    [
      'a 503 after its retries',
      { maxRetries: 1 },
      [
        { kind: 'status', status: 503 },
        { kind: 'status', status: 503 },
      ],
      'http_503',
    ],
    ['invalid JSON', {}, [{ kind: 'reply', content: 'Here is some advice: be kind.' }], 'invalid_json'],
    [
      'the wrong counts',
      {},
      [reply({ ...modelAdvice(), strengths: ['one', 'two', 'three', 'four'] })],
      'invalid_shape',
    ],
    ['no strengths at all', {}, [reply({ ...modelAdvice(), strengths: [] })], 'invalid_shape'],
    ['blank strings', {}, [reply({ ...modelAdvice(), conversationStarters: ['', ' ', '?'] })], 'invalid_shape'],
    ['a missing key', {}, [reply({ summary: 'A summary that is long enough to pass.' })], 'invalid_shape'],
  ] as [string, Partial<AiConfig>, FakeStep[], string?][])(
    'keeps the built-in advice after %s',
    async (_case, ai, steps, reason) => {
      const ctx = await appWith(ai);
      const logged = logLines.length;
      const { completed, stored } = await completeOne(ctx, { steps });
      // The log says why, so an operator can tell a bad key from a model that ignores the format.
      if (reason) expect(logLines.slice(logged).join('')).toContain(`"reason":"${reason}"`);
      expect(stored.ai_analysis).toMatchObject({ source: 'builtin', pending: [] });
      expect(stored.ai_analysis.summary).toBe(completed.ai_analysis.summary);
      expect(stored.ai_analysis.strengths).toEqual(completed.ai_analysis.strengths);
      expect(stored.ai_analysis.recommendations).toHaveLength(5);
    },
  );

  it('never follows a redirect: the built-in advice is kept and nothing is asked where it points (ASVS 15.3.2)', async () => {
    const ctx = await appWith({ maxRetries: 0 });
    const logged = logLines.length;
    // Were the redirect followed, the same provider would answer the request it leads to with this advice.
    const elsewhere = `${fake.url}/chat/completions?followed=1`;
    const { completed, stored, calls } = await completeOne(ctx, {
      steps: [{ kind: 'redirect', location: elsewhere }, reply(modelAdvice('FOLLOWED'))],
    });
    expect(calls).toBe(1);
    expect(fake.requests.some((request) => request.path.includes('followed'))).toBe(false);
    expect(stored.ai_analysis).toMatchObject({ source: 'builtin', pending: [] });
    expect(stored.ai_analysis.summary).toBe(completed.ai_analysis.summary);
    expect(logLines.slice(logged).join('')).toContain('model advice unavailable; built-in advice kept');
  });

  it('stops calling the model past the daily cap', async () => {
    const ctx = await appWith({ dailyLimit: 1 });
    const client = new TestClient(ctx);
    await client.signUp();
    const type = findAssessmentType('intimacy');
    const responses = Object.fromEntries(
      type?.questions.flatMap((q) => [
        [`${q.key}_phase1`, 4],
        [`${q.key}_phase2`, 2],
      ]) ?? [],
    );
    const before = fake.requests.length;
    const sources: string[] = [];
    for (let i = 0; i < 2; i++) {
      fake.enqueue(reply(modelAdvice()));
      const { body } = await client.json<{ id: string }>('/api/assessments', { json: { assessment_type: 'intimacy' } });
      await client.json(`/api/assessments/${body.id}/complete`, { json: { responses } });
      await ctx.app.insights.idle();
      sources.push((await client.json<Result>(`/api/assessments/${body.id}/result`)).body.ai_analysis.source);
    }
    expect(fake.requests.length - before).toBe(1);
    expect(sources).toEqual(['wifaq-test-model', 'builtin']);
  });

  it('makes one call per result, however often completion is repeated', async () => {
    const ctx = await appWith();
    const { client, id, calls } = await completeOne(ctx, { steps: [reply(modelAdvice())] });
    const before = fake.requests.length;
    await client.json(`/api/assessments/${id}/complete`, { json: {} });
    await ctx.app.insights.idle();
    expect(calls).toBe(1);
    expect(fake.requests.length).toBe(before);
  });

  it('writes the other language on demand, once, after the model wrote the first', async () => {
    const ctx = await appWith();
    const { client, id } = await completeOne(ctx, { steps: [reply(modelAdvice())] });
    fake.enqueue(reply(modelAdvice('عربي')));
    const before = fake.requests.length;
    // Held, so the reply cannot land before the response is read (on PostgreSQL it otherwise can).
    fake.hold();
    const first = await client.json<Result>(`/api/assessments/${id}/insights`, { json: { language: 'ar' } });
    expect(first.status).toBe(202);
    expect(first.body.ai_analysis.pending).toEqual(['ar']);
    const second = await client.json<Result>(`/api/assessments/${id}/insights`, { json: { language: 'ar' } });
    expect(second.status).toBe(200);
    fake.release();
    await ctx.app.insights.idle();
    expect(fake.requests.length - before).toBe(1);
    const stored = (await client.json<Result>(`/api/assessments/${id}/result`)).body.ai_analysis;
    expect(stored.translations.ar).toMatchObject({ ...modelAdvice('عربي'), source: 'wifaq-test-model' });
    expect(stored).toMatchObject({ language: 'en', summary: modelAdvice().summary });
    const bad = await client.json(`/api/assessments/${id}/insights`, { json: { language: 'fr' } });
    expect(bad.status).toBe(400);
  });

  it('does not ask for a second language when the model never wrote the first', async () => {
    const ctx = await appWith();
    const { client, id } = await completeOne(ctx, { steps: [{ kind: 'status', status: 401 }] });
    const before = fake.requests.length;
    const res = await client.json<Result>(`/api/assessments/${id}/insights`, { json: { language: 'ar' } });
    expect(res.status).toBe(200);
    expect(fake.requests.length).toBe(before);
  });

  it('keeps the key and the assessment content out of responses and logs', async () => {
    const ctx = await appWith();
    const { client, id, stored } = await completeOne(ctx, { steps: [reply(modelAdvice('SECRETADVICE'))] });
    const everything = JSON.stringify([stored, (await client.json(`/api/assessments/${id}`)).body]);
    expect(everything).not.toContain(API_KEY);
    const logs = logLines.join('');
    expect(logs).toContain('"event":"insights"');
    expect(logs).not.toContain(API_KEY);
    expect(logs).not.toContain('SECRETADVICE');
    expect(logs).not.toContain('phase1');
  });
});

describe('joint advice for a couple report', () => {
  type CoupleReport = {
    status: string;
    advice: Record<'en' | 'ar', { summary: string; source: string }>;
    advice_pending: string[];
  };

  it('is asked of the model once per language, on first reading, with scores only', async () => {
    const ctx = await appWith();
    // Each individual completion asked for its own advice, answered with the fallback.
    const { a, b, id } = await coupleDone(ctx);

    fake.enqueue(reply(modelAdvice('JOINT')));
    const before = fake.requests.length;
    const first = await b.json<CoupleReport>(`/api/couple/shared/${id}/report?language=ar`);
    expect(first.body).toMatchObject({
      status: 'ready',
      advice_pending: ['ar'],
      advice: { ar: { source: 'builtin' } },
    });
    await ctx.app.insights.idle();
    const content = lastMessages()
      .map((m) => m.content)
      .join('\n');
    expect(content).toMatch(/Overall couple agreement: \d+%/);
    expect(content).toMatch(/partner A's own alignment \d+%, partner B's \d+%/);
    expect(content).toMatch(/Modern Standard Arabic/);
    for (const secret of ['Salma', 'Karim', '@example.test']) expect(content).not.toContain(secret);

    const [fromA, fromB] = await Promise.all([
      a.json<CoupleReport>(`/api/couple/shared/${id}/report?language=ar`),
      b.json<CoupleReport>(`/api/couple/shared/${id}/report?language=ar`),
    ]);
    for (const report of [fromA.body, fromB.body]) {
      expect(report.advice.ar).toMatchObject({ ...modelAdvice('JOINT'), source: 'wifaq-test-model' });
      expect(report.advice.en.source).toBe('builtin');
      expect(report.advice_pending).toEqual([]);
    }
    expect(fake.requests.length - before).toBe(1);
  });

  it('is set aside at start when a rules change gives the couple another pattern, and written again for the new one', async () => {
    const ctx = await appWith();
    const { a, id } = await coupleDone(ctx);
    for (const [language, words] of [
      ['ar', 'JOINT'],
      ['en', 'JOINT-EN'],
    ] as const) {
      fake.enqueue(reply(modelAdvice(words)));
      await a.json(`/api/couple/shared/${id}/report?language=${language}`);
      await ctx.app.insights.idle();
    }
    const read = async () =>
      (await a.json<CoupleReport & { pattern: { id: string } }>(`/api/couple/shared/${id}/report`)).body;
    const now = await read();
    expect(now.advice.ar.summary).toMatch(/^JOINT/);
    const db = ctx.database.db;
    const state = async () =>
      (await db.select({ advice: pairAssessments.advice }).from(pairAssessments).where(eq(pairAssessments.id, id)))[0]
        ?.advice;
    // Each language's advice is stored with the pattern it was written for.
    expect((await state())?.writtenFor).toEqual({
      ar: { pattern: now.pattern.id, rules: RULES_VERSION },
      en: { pattern: now.pattern.id, rules: RULES_VERSION },
    });
    // Nothing to do while the rules are the ones the advice was written under.
    expect(await setAsideCoupleAdviceOfOldPatterns(db)).toBe(0);

    // As an older version left them: the Arabic written for another pattern, the English for this one.
    const other = now.pattern.id === 'in_harmony' ? 'time_to_talk' : 'in_harmony';
    const stored = await state();
    await db
      .update(pairAssessments)
      .set({
        advice: {
          ...stored,
          writtenFor: { ar: { pattern: other, rules: RULES_VERSION - 1 }, en: { pattern: now.pattern.id, rules: 1 } },
        },
      })
      .where(eq(pairAssessments.id, id));
    // Shown only for the pattern it was written for, even before the start's check.
    expect((await read()).advice.ar.source).toBe('builtin');

    expect(await setAsideCoupleAdviceOfOldPatterns(db)).toBe(1);
    const after = await state();
    expect(after?.superseded?.ar?.summary).toMatch(/^JOINT/);
    expect(after?.translations?.ar).toBeUndefined();
    expect(after?.attempted).toEqual(['en']);
    // The English still fits its pattern: kept, now marked as under the current rules.
    expect(after?.writtenFor?.en).toEqual({ pattern: now.pattern.id, rules: RULES_VERSION });
    expect(after?.translations?.en?.summary).toMatch(/^JOINT-EN/);
    expect(await setAsideCoupleAdviceOfOldPatterns(db)).toBe(0);

    // The next reading in Arabic shows the built-in advice and asks the model again, for this pattern.
    fake.enqueue(reply(modelAdvice('AGAIN')));
    const first = await a.json<CoupleReport>(`/api/couple/shared/${id}/report?language=ar`);
    expect(first.body.advice.ar.source).toBe('builtin');
    expect(first.body.advice_pending).toEqual(['ar']);
    await ctx.app.insights.idle();
    expect((await read()).advice.ar.summary).toMatch(/^AGAIN/);
    expect((await state())?.writtenFor?.ar).toEqual({ pattern: now.pattern.id, rules: RULES_VERSION });

    // Advice stored before the pattern was recorded cannot be trusted to fit: set aside too.
    const legacy = await state();
    await db
      .update(pairAssessments)
      .set({ advice: { ...legacy, writtenFor: {} } })
      .where(eq(pairAssessments.id, id));
    expect(await setAsideCoupleAdviceOfOldPatterns(db)).toBe(1);
    expect((await state())?.translations).toEqual({});
    expect((await read()).advice.en.source).toBe('builtin');
  });
});

/** A couple, linked, both sides of an intimacy assessment completed (their own advice answered by the fallback). */
async function coupleDone(ctx: TestContext) {
  const [a, b] = [new TestClient(ctx), new TestClient(ctx)];
  await a.signUp({ name: 'Salma', email: `salma-${crypto.randomUUID()}@example.test` });
  await b.signUp({ name: 'Karim', email: `karim-${crypto.randomUUID()}@example.test` });
  const { body: invitation } = await a.json<{ token: string }>('/api/couple/invitations', { json: {} });
  await b.json('/api/couple/invitations/accept', { json: { token: invitation.token } });
  const type = findAssessmentType('intimacy');
  const responses = (seed: number) =>
    Object.fromEntries(
      type?.questions.flatMap((q, i) => [
        [`${q.key}_phase1`, ((i + seed) % 5) + 1],
        [`${q.key}_phase2`, ((i * seed) % 5) + 1],
      ]) ?? [],
    );
  const started = await a.json<{ shared: { id: string }; assessment: { id: string } }>('/api/couple/shared', {
    json: { assessment_type: 'intimacy' },
  });
  const id = started.body.shared.id;
  const joined = await b.json<{ assessment: { id: string } }>(`/api/couple/shared/${id}/join`, { method: 'POST' });
  await a.json(`/api/assessments/${started.body.assessment.id}/complete`, { json: { responses: responses(1) } });
  await b.json(`/api/assessments/${joined.body.assessment.id}/complete`, { json: { responses: responses(2) } });
  await ctx.app.insights.idle();
  return { a, b, id };
}

describe('model advice for one side of a family assessment', () => {
  it('asks a family counselor, writing to the reader in their role', async () => {
    const ctx = await appWith();
    const mother = new TestClient(ctx);
    await mother.signUp({ name: 'Mona', email: `mona-${crypto.randomUUID()}@example.test` });
    const child = await mother.json<{ id: string }>('/api/family/children', {
      json: { pairing: 'mother_son', name: 'Adam' },
    });
    const started = await mother.json<{ assessment: { id: string } }>(
      `/api/family/links/${child.body.id}/assessments`,
      {
        method: 'POST',
      },
    );
    const responses = Object.fromEntries(
      familyQuestions('8-12', 'parent', 'mother_son').flatMap((q) => [
        [`${q.key}_phase1`, 5],
        [`${q.key}_phase2`, 3],
      ]),
    );
    fake.enqueue(reply(modelAdvice('FAMILY')));
    await mother.json(`/api/assessments/${started.body.assessment.id}/complete`, { json: { responses } });
    await ctx.app.insights.idle();
    const [system, user] = lastMessages();
    expect(system?.content).toMatch(/family counselor/);
    expect(user?.content).toMatch(/The reader is the mother, answering about their son/);
    expect(user?.content).not.toMatch(/Mona|Adam/);
    const result = await mother.json<Result>(`/api/assessments/${started.body.assessment.id}/result`);
    expect(result.body.ai_analysis.summary).toMatch(/^FAMILY/);
  });
});

describe('a provider that hangs', () => {
  it('never holds a request: completion and the results page answer while the model is still silent', async () => {
    await earlierAppsSettled();
    const ctx = await appWith({ timeoutMs: 600_000, maxRetries: 0 });
    fake.hold();
    try {
      const client = new TestClient(ctx);
      await client.signUp();
      const type = findAssessmentType('intimacy');
      const responses = Object.fromEntries(
        type?.questions.flatMap((q) => [
          [`${q.key}_phase1`, 4],
          [`${q.key}_phase2`, 2],
        ]) ?? [],
      );
      const { body } = await client.json<{ id: string }>('/api/assessments', { json: { assessment_type: 'intimacy' } });
      const before = fake.requests.length;
      const completed = await client.json<Result>(`/api/assessments/${body.id}/complete`, { json: { responses } });
      expect(completed.status).toBe(200);
      expect(completed.body.ai_analysis).toMatchObject({ source: 'builtin', pending: ['en'] });
      const read = await client.json<Result>(`/api/assessments/${body.id}/result`);
      expect(read.status).toBe(200);
      // The model has not answered: both responses came back regardless.
      expect(read.body.ai_analysis.pending).toEqual(['en']);
      fake.release();
      await ctx.app.insights.idle();
      expect(fake.requests.length).toBe(before + 1);
      const after = await client.json<Result>(`/api/assessments/${body.id}/result`);
      expect(after.body.ai_analysis.pending).toEqual([]);
    } finally {
      fake.release();
    }
  });
});

describe('without a key', () => {
  it('never calls a model and marks nothing pending', async () => {
    await earlierAppsSettled();
    const ctx = await createTestApp();
    apps.push(ctx);
    const before = fake.requests.length;
    const { completed, stored } = await completeOne(ctx);
    expect(fake.requests.length).toBe(before);
    expect(completed.ai_analysis.pending).toBeUndefined();
    expect(stored.ai_analysis.source).toBe('builtin');
  });
});
