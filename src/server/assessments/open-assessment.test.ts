import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../i18n.ts';
import { createTestApp, type TestContext } from '../testing/test-app.ts';
import { buildWorld, type World } from '../testing/world.ts';

/**
 * GET /api/assessments/open?type=…: the person's own unfinished run of one type, or null. It replaces
 * the browser downloading every assessment with its answers to find that one.
 */

let ctx: TestContext;
let world: World;
beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildWorld(ctx);
});
afterAll(() => ctx.close());

type Row = { id: string; assessment_type: string; status: string } | null;
type ErrorBody = { error: { code: string; message: string } };

describe('my open assessment of a type', () => {
  it('answers the unfinished run with its answers', async () => {
    const res = await world.owner.json<Row>('/api/assessments/open?type=values');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: world.openId, assessment_type: 'values', status: 'in_progress' });
  });

  it('answers null when the only run is completed, or there is none', async () => {
    expect((await world.owner.json<Row>('/api/assessments/open?type=intimacy')).body).toBeNull();
    expect((await world.owner.json<Row>('/api/assessments/open?type=premarital')).body).toBeNull();
  });

  it('is the newest of several', async () => {
    const client = world.stranger;
    const first = await client.json<{ id: string }>('/api/assessments', { json: { assessment_type: 'communication' } });
    const second = await client.json<{ id: string }>('/api/assessments', {
      json: { assessment_type: 'communication' },
    });
    expect(first.status).toBe(201);
    const res = await client.json<Row>('/api/assessments/open?type=communication');
    expect(res.body?.id).toBe(second.body.id);
  });

  it('never finds a side of a shared assessment (those open by their id)', async () => {
    const started = await world.partner.json<{ assessment: { id: string } }>('/api/couple/shared', {
      json: { assessment_type: 'relationship' },
    });
    expect(started.status).toBe(201);
    expect((await world.partner.json<Row>('/api/assessments/open?type=relationship')).body).toBeNull();
  });

  it("never answers with another person's run", async () => {
    expect((await world.partner.json<Row>('/api/assessments/open?type=values')).body).toBeNull();
    expect((await world.child.json<Row>('/api/assessments/open?type=values')).body).toBeNull();
  });

  it('asks a visitor to sign in', async () => {
    expect((await world.anonymous.request('/api/assessments/open?type=values')).status).toBe(401);
  });

  it.each([
    ['en', translate('validation.assessmentTypeUnknown', 'en')],
    ['ar', translate('validation.assessmentTypeUnknown', 'ar')],
  ])('refuses an unknown or missing type with a clear 400 (%s)', async (language, message) => {
    for (const query of ['?type=nope', '', '?type=', "?type=' or 1=1 --"]) {
      const res = await world.owner.json<ErrorBody>(`/api/assessments/open${query}`, {
        headers: { 'accept-language': language },
      });
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toEqual({ code: 'validation_failed', message });
    }
  });

  it('refuses an unexpected query parameter', async () => {
    const res = await world.owner.json<ErrorBody>('/api/assessments/open?type=values&user_id=someone');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(translate('validation.unknownField', 'en'));
  });
});
