import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessMatrixRows, CASES, ELSEWHERE, proof } from '../testing/access-matrix-cases.ts';
import { createTestApp, type TestContext } from '../testing/test-app.ts';
import { buildWorld, snapshot } from '../testing/world.ts';

/** The access matrix as a whole (its rows: testing/access-matrix-cases.ts, a third here, two more files beside). */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('access matrix', () => {
  it('covers every /api route the app registers', () => {
    const registered = new Set(
      ctx.app.routes
        .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL')
        .map((r) => `${r.method} ${r.path}`),
    );
    const covered = new Set([...CASES.map((c) => c.route), ...ELSEWHERE]);
    expect([...registered].filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !registered.has(route))).toEqual([]);
  });

  it('sees a change when there is one (the snapshot is not blind)', async () => {
    const w = await buildWorld(ctx);
    const before = await snapshot(ctx);
    await w.owner.json(`/api/assessments/${w.openId}/answers`, {
      method: 'PATCH',
      json: { responses: { q_1_1_phase1: 2 } },
    });
    expect(await snapshot(ctx)).not.toBe(before);
  });

  it('gives each person only their own rows from the list routes', async () => {
    const w = await buildWorld(ctx);
    for (const role of ['owner', 'partner', 'child', 'stranger', 'operator'] as const) {
      const profile = await w[role].json<{ id: string }>('/api/profile');
      expect(profile.body.id).toBe(w[role].id);
      const list = await w[role].json<{ user_id: string }[]>('/api/assessments');
      expect(list.body.every((row) => row.user_id === w[role].id)).toBe(true);
      const exported = await w[role].json<{ assessments: { user_id: string }[] }>('/api/account/export', {
        json: proof(w, role),
      });
      expect(exported.body.assessments.every((row) => row.user_id === w[role].id)).toBe(true);
    }
    const strangerShared = await w.stranger.json<unknown[]>('/api/couple/shared');
    expect(strangerShared.body).toEqual([]);
  });
});

accessMatrixRows(0, 3, () => ctx);
