import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pairAssessments } from '../db/schema.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';

/**
 * Two taps, or both sides at once, start one pair assessment, never two (pairs/assessments.ts, the
 * advisory lock in openPairAssessment). Only the api-postgres project can show the race: PGlite has
 * one connection, so its transactions never overlap, while PostgreSQL runs four at a time here (a
 * probe without the lock made 4 pair assessments from 6 starts). On PGlite this runs as a plain check.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const TIMES = 6;
type Started = { assessment: { id: string } } & Record<'shared' | 'family', { id: string } | undefined>;

async function person(name: string) {
  const client = new TestClient(ctx);
  const account = await client.signUp({ name });
  return Object.assign(client, { account });
}

/** `TIMES` starts at once, half from each side, all in flight before any is answered. */
async function startTogether(sides: [TestClient, TestClient], path: string, json: unknown) {
  const responses = await Promise.all(
    Array.from({ length: TIMES }, (_, i) =>
      (sides[i % 2] as TestClient).json<Started>(path, { method: 'POST', ...(json ? { json } : {}) }),
    ),
  );
  for (const response of responses) expect(response.status, JSON.stringify(response.body)).toBe(201);
  return responses.map((r) => r.body);
}

describe(`${TIMES} starts at once`, () => {
  it('make one couple assessment of a type, whichever partner taps', async () => {
    const [a, b] = [await person('Huda Nasser'), await person('Karim Nasser')];
    const { body } = await a.json<{ token: string }>('/api/couple/invitations', { json: {} });
    expect((await b.json('/api/couple/invitations/accept', { json: { token: body.token } })).status).toBe(200);

    const started = await startTogether([a, b], '/api/couple/shared', { assessment_type: 'communication' });
    const rows = await ctx.database.db
      .select({ id: pairAssessments.id })
      .from(pairAssessments)
      .where(
        and(
          eq(pairAssessments.assessment_type, 'communication'),
          inArray(pairAssessments.created_by, [a.account.id, b.account.id]),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(new Set(started.map((s) => s.shared?.id))).toEqual(new Set([rows[0]?.id]));
    // One side each, whoever's request came first.
    expect(new Set(started.map((s) => s.assessment.id)).size).toBe(2);
  });

  it('make one family assessment, from the parent and the child together', async () => {
    const [father, son] = [await person('Yousef Haddad'), await person('Sami Haddad')];
    const invitation = await father.json<{ token: string }>('/api/family/invitations', {
      json: { role: 'parent', pairing: 'father_son', age_group: '16-18' },
    });
    const accepted = await son.json<{ id: string }>('/api/family/invitations/accept', {
      json: { token: invitation.body.token },
    });
    expect(accepted.status).toBe(200);
    const linkId = accepted.body.id;

    const started = await startTogether([father, son], `/api/family/links/${linkId}/assessments`, undefined);
    const rows = await ctx.database.db
      .select({ id: pairAssessments.id })
      .from(pairAssessments)
      .where(eq(pairAssessments.family_link_id, linkId));
    expect(rows).toHaveLength(1);
    expect(new Set(started.map((s) => s.family?.id))).toEqual(new Set([rows[0]?.id]));
    expect(new Set(started.map((s) => s.assessment.id)).size).toBe(2);
  });
});
