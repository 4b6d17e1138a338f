import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFETY_ITEMS, type SafetyAnswers } from '../../domain/safety.ts';
import { safetyChecks } from '../db/schema.ts';
import { type FakeOpenAI, startFakeOpenAI } from '../testing/fake-openai.ts';
import { pdfText } from '../testing/pdf-text.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';
import { buildWorld, fullAnswers, PASSWORD, type World } from '../testing/world.ts';

/**
 * The private safety check (decision 030): its answers are the person's alone. Taking it changes nothing
 * that anyone else can read, nothing the model is sent, and no log line; deleting the account deletes it.
 */

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

let ctx: TestContext;
let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  ctx = await createTestApp(
    {
      ai: {
        apiKey: 'sk-test-safety',
        baseUrl: fake.url,
        model: 'wifaq-test-model',
        timeoutMs: 5_000,
        maxRetries: 0,
        dailyLimit: 50,
        providerName: 'Test AI',
      },
    },
    { logger },
  );
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

type ErrorBody = { error: { code: string; message: string } };
type State = { status: string; flagged: boolean; taken_at: string | null };

/** Every item "often": the answers a person would least want anyone else to learn. */
const ALARMING: SafetyAnswers = {
  afraid: 'often',
  insulted: 'often',
  controlled: 'often',
  threatened: 'often',
  hurt: 'often',
  forced: 'often',
};
const CALM: SafetyAnswers = {
  afraid: 'never',
  insulted: 'never',
  controlled: 'never',
  threatened: 'never',
  hurt: 'never',
  forced: 'no_answer',
};
/** What the stored answers would look like anywhere they leaked to: an item id as a key, or the word itself. */
const LEAK = /"(afraid|insulted|controlled|threatened|hurt|forced)"|safety|flagged/i;

async function person() {
  const client = new TestClient(ctx);
  const account = await client.signUp();
  return Object.assign(client, { id: account.id, password: account.password });
}

const storedRow = async (userId: string) =>
  (await ctx.database.db.select().from(safetyChecks).where(eq(safetyChecks.user_id, userId)))[0];

describe('GET and PUT /api/safety-check', () => {
  it('needs a session', async () => {
    const visitor = new TestClient(ctx);
    expect((await visitor.json<ErrorBody>('/api/safety-check')).status).toBe(401);
    const put = await visitor.json<ErrorBody>('/api/safety-check', { method: 'PUT', json: { skipped: true } });
    expect(put.status).toBe(401);
  });

  it('is needed until taken; a positive answer flags it; the answers are stored, never sent back', async () => {
    const client = await person();
    expect((await client.json<State>('/api/safety-check')).body).toEqual({
      status: 'needed',
      flagged: false,
      taken_at: null,
    });

    const taken = await client.json<State>('/api/safety-check', {
      method: 'PUT',
      json: { answers: { ...CALM, controlled: 'sometimes' } },
    });
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ status: 'taken', flagged: true });
    expect(Object.keys(taken.body).sort()).toEqual(['flagged', 'status', 'taken_at']);
    expect((await client.json<State>('/api/safety-check')).body).toEqual(taken.body);
    expect((await storedRow(client.id))?.answers).toEqual({ ...CALM, controlled: 'sometimes' });

    // A retake replaces the last check: no history of answers builds up.
    const retaken = await client.json<State>('/api/safety-check', { method: 'PUT', json: { answers: CALM } });
    expect(retaken.body).toMatchObject({ status: 'taken', flagged: false });
    expect((await storedRow(client.id))?.answers).toEqual(CALM);
    const rows = await ctx.database.db.select().from(safetyChecks).where(eq(safetyChecks.user_id, client.id));
    expect(rows).toHaveLength(1);
  });

  it('can be skipped, which keeps no answers and is not offered again', async () => {
    const client = await person();
    await client.json('/api/safety-check', { method: 'PUT', json: { answers: ALARMING } });
    const skipped = await client.json<State>('/api/safety-check', { method: 'PUT', json: { skipped: true } });
    expect(skipped.body).toMatchObject({ status: 'skipped', flagged: false });
    expect(await storedRow(client.id)).toMatchObject({ answers: null, skipped: true, flagged: false });
  });

  it.each([
    [
      'an item missing',
      { answers: { afraid: 'never', controlled: 'never', threatened: 'never', hurt: 'never', forced: 'never' } },
    ],
    [
      'an unknown item',
      {
        answers: {
          ...CALM,
          extra: 'never',
        },
      },
    ],
    ['an unknown frequency', { answers: { ...CALM, afraid: 'always' } }],
    ['a number for a frequency', { answers: { ...CALM, afraid: 2 } }],
    ['null for a frequency', { answers: { ...CALM, afraid: null } }],
    ['answers as an array', { answers: ['never', 'never', 'never', 'never', 'never'] }],
    ['answers as a string', { answers: 'never' }],
    ['skipped false', { skipped: false }],
    ['skipped as a string', { skipped: 'true' }],
    ['answers and skipped together', { answers: CALM, skipped: true }],
    ['an extra top-level key', { answers: CALM, flagged: false }],
    ['a user id', { answers: CALM, user_id: '00000000-0000-0000-0000-000000000000' }],
    ['an empty object', {}],
    ['an array', [CALM]],
    ['null', null],
    ['a prototype key', JSON.parse('{"answers":{"__proto__":{"afraid":"never"}}}')],
  ])('refuses %s with a 400 and stores nothing', async (_name, body) => {
    const client = await person();
    const res = await client.json<ErrorBody>('/api/safety-check', { method: 'PUT', json: body });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(await storedRow(client.id)).toBeUndefined();
  });

  it.each([
    ['text/plain', JSON.stringify({ answers: CALM })],
    ['application/x-www-form-urlencoded', 'skipped=true'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="skipped"\r\n\r\ntrue\r\n--x--'],
  ])('refuses a %s body with a 4xx', async (type, body) => {
    const client = await person();
    const res = await client.request('/api/safety-check', { method: 'PUT', body, headers: { 'content-type': type } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await storedRow(client.id)).toBeUndefined();
  });

  it('refuses broken JSON with a 400', async () => {
    const client = await person();
    const res = await client.request('/api/safety-check', {
      method: 'PUT',
      body: '{"answers":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });

  it('refuses a cross-site PUT (no trusted Origin)', async () => {
    const client = await person();
    const res = await client.request('/api/safety-check', {
      method: 'PUT',
      json: { skipped: true },
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
    expect(await storedRow(client.id)).toBeUndefined();
  });

  it('has no route that names another person', async () => {
    const [owner, other] = [await person(), await person()];
    await owner.json('/api/safety-check', { method: 'PUT', json: { answers: ALARMING } });
    for (const path of [`/api/safety-check/${owner.id}`, `/api/safety-check?user_id=${owner.id}`]) {
      const res = await other.request(path);
      // The query is ignored: the other person sees only their own, untaken check.
      if (res.status === 200) expect(await res.json()).toEqual({ status: 'needed', flagged: false, taken_at: null });
      else expect(res.status).toBe(404);
    }
  });
});

describe('the answers never leave their owner', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld(ctx);
    await ctx.app.insights.idle();
  });

  /** Everything the partner, the son and a stranger can read, and their PDFs. */
  async function everythingReadable(w: World) {
    const reads: [TestClient, string][] = [];
    for (const reader of [w.partner, w.child, w.stranger]) {
      for (const path of [
        '/api/couple',
        '/api/couple/shared',
        `/api/couple/shared/${w.sharedId}/report`,
        `/api/couple/shared/${w.sharedId}/report?language=ar`,
        '/api/family',
        '/api/family/assessments',
        `/api/family/assessments/${w.familyId}/report`,
        '/api/progress',
        '/api/timeline',
        '/api/account/export',
        '/api/safety-check',
      ]) {
        reads.push([reader, path]);
      }
    }
    // The owner's own result, couple report and family report change when their check shows help, for
    // them alone (decision 054, flagged-couple.test.ts): only what others can read is compared here.
    const out: string[] = [];
    for (const [reader, path] of reads) {
      const res = await reader.request(path);
      const text = await res.text();
      // Times of reading (exported_at, generated dates) differ between two reads; nothing else may.
      out.push(`${path} ${res.status} ${text.replace(/"exported_at":"[^"]+"/, '')}`);
    }
    for (const [reader, path] of [
      [w.partner, `/api/couple/shared/${w.sharedId}/report.pdf?language=en`],
      [w.child, `/api/family/assessments/${w.familyId}/report.pdf?language=en`],
    ] as const) {
      const res = await reader.request(path);
      expect(res.status).toBe(200);
      out.push(`${path} ${pdfText(new Uint8Array(await res.arrayBuffer()))}`);
    }
    return out;
  }

  it('changes nothing a partner, a family member or a stranger can read, report or PDF', async () => {
    // A first reading asks for the joint advice in the background; read again once it is written.
    await everythingReadable(world);
    await ctx.app.insights.idle();
    const before = await everythingReadable(world);
    const res = await world.owner.json<State>('/api/safety-check', { method: 'PUT', json: { answers: ALARMING } });
    expect(res.body.flagged).toBe(true);
    await ctx.app.insights.idle();
    const after = await everythingReadable(world);
    // Compared line by line so a failure names the route, not a page of JSON.
    for (const [i, line] of after.entries()) expect(line, line.slice(0, 120)).toBe(before[i]);
    for (const line of after)
      expect(line).not.toMatch(/"(afraid|insulted|controlled|threatened|hurt|forced)"|"flagged":true/);
    // About 40 reads and 8 PDFs: more than the default limit on a busy machine.
  }, 120_000);

  it('is in its owner’s own export, which is theirs alone and takes the password (a session alone never reads it)', async () => {
    const client = await person();
    await client.json('/api/safety-check', { method: 'PUT', json: { answers: ALARMING } });
    const withoutProof = await client.request('/api/account/export', { json: {} });
    expect(withoutProof.status).toBe(400);
    expect(await withoutProof.text()).not.toMatch(/afraid|insulted|controlled|threatened|hurt|forced|flagged/);
    const exported = await client.json<{ safety_check: { answers: SafetyAnswers; flagged: boolean } }>(
      '/api/account/export',
      { json: { password: client.password } },
    );
    expect(exported.body.safety_check).toMatchObject({ answers: ALARMING, flagged: true });
  });

  it('is never in a request to the AI provider, for a person’s own advice or a couple’s joint advice', async () => {
    const [a, b] = [await person(), await person()];
    for (const p of [a, b]) await p.json('/api/safety-check', { method: 'PUT', json: { answers: ALARMING } });
    const before = fake.requests.length;
    const invitation = await a.json<{ token: string }>('/api/couple/invitations', { json: {} });
    await b.json('/api/couple/invitations/accept', { json: { token: invitation.body.token } });
    const started = await a.json<{ shared: { id: string }; assessment: { id: string } }>('/api/couple/shared', {
      json: { assessment_type: 'relationship' },
    });
    const joined = await b.json<{ assessment: { id: string } }>(`/api/couple/shared/${started.body.shared.id}/join`, {
      method: 'POST',
    });
    await a.json(`/api/assessments/${started.body.assessment.id}/complete`, {
      json: { responses: fullAnswers('relationship', 2) },
    });
    await b.json(`/api/assessments/${joined.body.assessment.id}/complete`, {
      json: { responses: fullAnswers('relationship', 4) },
    });
    await ctx.app.insights.idle();
    await a.json(`/api/couple/shared/${started.body.shared.id}/report`);
    await ctx.app.insights.idle();
    const sent = fake.requests.slice(before);
    // Two individual advices and the couple's joint advice were asked for: the check was there to leak.
    expect(sent.length).toBeGreaterThanOrEqual(3);
    for (const request of sent) expect(JSON.stringify(request.body)).not.toMatch(LEAK);
  }, 60_000);

  it('is never in a log line, and neither is a refused body', async () => {
    const client = await person();
    const from = logLines.length;
    await client.json('/api/safety-check', { method: 'PUT', json: { answers: ALARMING } });
    await client.json('/api/safety-check', { method: 'PUT', json: { answers: { ...ALARMING, afraid: 'always' } } });
    await client.json('/api/safety-check');
    const lines = logLines.slice(from);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) {
      expect(line).not.toMatch(/often|always|afraid|threatened|forced|flagged/);
    }
  });

  it('is deleted with the account', async () => {
    const client = new TestClient(ctx);
    const { id } = await client.signUp({ password: PASSWORD });
    await client.json('/api/safety-check', { method: 'PUT', json: { answers: ALARMING } });
    expect(await storedRow(id)).toBeDefined();
    const deleted = await client.json('/api/account/delete', { json: { password: PASSWORD } });
    expect(deleted.status).toBe(200);
    expect(await storedRow(id)).toBeUndefined();
  });
});

describe('GET /api/safety-resources', () => {
  it('answers anyone with the default list, the countries and the quick exit', async () => {
    const res = await new TestClient(ctx).json('/api/safety-resources');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      country: 'default',
      adults: [],
      youth: [],
      countries: [],
      exit_url: 'https://www.google.com/',
    });
  });

  it('serves a configured country, any case, and the default for others', async () => {
    const configured = await createTestApp({
      safety: {
        exitUrl: 'https://weather.example/',
        resources: {
          default: { adults: [], youth: [] },
          SA: {
            adults: [{ name: { en: 'Family Safety Line', ar: 'خط أمان الأسرة' }, phone: '1919' }],
            youth: [{ name: { en: 'Child Helpline', ar: 'خط مساندة الطفل' }, phone: '116111' }],
          },
        },
      },
    });
    try {
      const visitor = new TestClient(configured);
      const sa = await visitor.json<{ country: string; adults: unknown[]; countries: string[] }>(
        '/api/safety-resources?country=sa',
      );
      expect(sa.body).toMatchObject({ country: 'SA', countries: ['SA'], exit_url: 'https://weather.example/' });
      expect(sa.body.adults).toHaveLength(1);
      const other = await visitor.json<{ country: string }>('/api/safety-resources?country=FR');
      expect(other.body.country).toBe('default');
    } finally {
      await configured.close();
    }
  });

  it.each(['S', 'SAU', '1A', '%00', 'S%0AA', '../default'])('refuses country=%s with a 400', async (country) => {
    const res = await new TestClient(ctx).json<ErrorBody>(`/api/safety-resources?country=${country}`);
    expect(res.status).toBe(400);
  });

  it('has each item id once', () => {
    expect(new Set(SAFETY_ITEMS).size).toBe(6);
  });
});
