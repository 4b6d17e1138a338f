import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors.ts';
import { translate } from '../i18n.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';
import { fullAnswers } from '../testing/world.ts';
import { createWorkLimit, type Release, type WorkLimit, type WorkLimitOptions } from './work-limit.ts';

/** What a refused or failed `enter` rejected with. */
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error,
  );

describe('the work limit', () => {
  /** Places and the line alone: held time is not paced (that has its own tests below). */
  const inFlight = (options: WorkLimitOptions) => createWorkLimit({ share: Number.POSITIVE_INFINITY, ...options });

  it('admits a person’s first places at once and lines up the rest in order; other people are not held up', async () => {
    const limit = inFlight({ perPerson: 2 });
    const first = await limit.enter('alice');
    const second = await limit.enter('alice');
    const order: string[] = [];
    const lineUp = (name: string) =>
      limit.enter('alice').then((release) => {
        order.push(name);
        return release;
      });
    const third = lineUp('third');
    const fourth = lineUp('fourth');
    expect([limit.running('alice'), limit.waiting('alice')]).toEqual([2, 2]);

    const bob = await limit.enter('bob');
    expect(limit.running('bob')).toBe(1);

    first();
    // Given back once, counted once.
    first();
    expect([limit.running('alice'), limit.waiting('alice')]).toEqual([2, 1]);
    second();
    const releases = await Promise.all([third, fourth]);
    expect(order).toEqual(['third', 'fourth']);
    for (const release of [...releases, bob]) release();
    expect([limit.running(), limit.waiting(), limit.people]).toEqual([0, 0, 0]);
  });

  it('refuses with 429, Retry-After and the wait in the reader’s words once the person’s line is full', async () => {
    const limit = inFlight({ perPerson: 1, waiting: 1 });
    const held = await limit.enter('carol');
    const waiter = limit.enter('carol');
    const refused = await rejection(limit.enter('carol'));
    expect(refused).toBeInstanceOf(AppError);
    const error = refused as AppError;
    expect([error.status, error.code, error.messageKey]).toEqual([429, 'rate_limited', 'errors.workInProgress']);
    const seconds = Number(error.headers['Retry-After']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(error.params.count).toBe(seconds);
    expect(translate(error.messageKey, 'en', error.params)).toMatch(/try again in \d+\u00a0seconds?\.$/);
    expect(translate(error.messageKey, 'ar', error.params)).toContain('يُرجى المحاولة مرة أخرى بعد');
    held();
    (await waiter)();
    expect(limit.people).toBe(0);
  });

  it('refuses a request that waited longer than it may, and forgets it', async () => {
    const limit = inFlight({ perPerson: 1, maxWaitMs: 1 });
    const held = await limit.enter('dan');
    const refused = (await rejection(limit.enter('dan'))) as AppError;
    expect(refused.status).toBe(429);
    expect(limit.waiting('dan')).toBe(0);
    held();
    expect(limit.people).toBe(0);
  });

  it('lets a request whose caller went away leave the line at once, never to take a place', async () => {
    const limit = inFlight({ perPerson: 1 });
    const held = await limit.enter('erin');
    const controller = new AbortController();
    const waiter = limit.enter('erin', () => controller.signal);
    expect(limit.waiting('erin')).toBe(1);
    controller.abort();
    expect(((await rejection(waiter)) as AppError).status).toBe(429);
    expect(limit.waiting('erin')).toBe(0);
    // Already gone before it would wait: not lined up at all.
    expect(((await rejection(limit.enter('erin', () => controller.signal))) as AppError).status).toBe(429);
    held();
    expect([limit.running(), limit.people]).toEqual([0, 0]);
  });
});

describe('the work limit over time', () => {
  // The limit reads the clock and sets timers: both are the test's here, so time moves only when told.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Whether `promise` has settled once everything already due has run. */
  async function settled(promise: Promise<unknown>) {
    let done = false;
    void promise.then(
      () => {
        done = true;
      },
      () => {
        done = true;
      },
    );
    await vi.advanceTimersByTimeAsync(0);
    return done;
  }

  it('lets a person hold places for at most their share of the time, one request after another too', async () => {
    const limit = createWorkLimit({ perPerson: 2, share: 0.5, burstMs: 100, maxWaitMs: 10_000 });
    const first = await limit.enter('fay');
    await vi.advanceTimersByTimeAsync(300);
    // 300 ms held: 200 over the burst, paid back at half speed, so 400 ms before the next place.
    first();
    const next = limit.enter('fay');
    expect(await settled(next)).toBe(false);
    expect([limit.running('fay'), limit.waiting('fay')]).toEqual([0, 1]);
    // Someone else is not held up by her time.
    const other = await limit.enter('gus');
    await vi.advanceTimersByTimeAsync(398);
    expect(await settled(next)).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(await settled(next)).toBe(true);
    (await next)();
    other();
  });

  it('refuses with Retry-After a wait longer than may be waited, and forgets the person once paid up', async () => {
    const limit = createWorkLimit({ perPerson: 1, share: 0.5, burstMs: 0, maxWaitMs: 1000 });
    const first = await limit.enter('hal');
    await vi.advanceTimersByTimeAsync(1000);
    first();
    // 1 s held: 2 s to pay back, longer than the 1 s a request may wait.
    const refused = rejection(limit.enter('hal'));
    await vi.advanceTimersByTimeAsync(1000);
    const error = (await refused) as AppError;
    expect(error.status).toBe(429);
    // A second still owed, and a place's usual time: 2 s.
    expect(Number(error.headers['Retry-After'])).toBe(2);
    expect(limit.people).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect([limit.running(), limit.waiting(), limit.people]).toEqual([0, 0, 0]);
  });

  it('counts at most a second of one request: longer is waiting on others, not this person’s cost', async () => {
    const limit = createWorkLimit({ perPerson: 1, share: 0.5, burstMs: 1000, maxWaitMs: 10_000 });
    const slow = await limit.enter('ida');
    await vi.advanceTimersByTimeAsync(30_000);
    slow();
    const next = limit.enter('ida');
    expect(await settled(next)).toBe(true);
    (await next)();
  });
});

describe('expensive routes, per person', () => {
  let ctx: TestContext;
  let limit: WorkLimit;
  beforeAll(async () => {
    // The app's places and line, with waits long enough to outlast the slowest step of a test (a PDF
    // worker starting): a request the tests hold waiting must not leave on its own. Held time is not
    // paced here (the tests hold places for seconds, as no request does; pacing has its own tests above).
    ctx = await createTestApp(
      {},
      { workLimit: createWorkLimit({ maxWaitMs: 60_000, share: Number.POSITIVE_INFINITY }) },
    );
    limit = ctx.app.workLimit;
  });
  afterAll(() => ctx.close());

  /** A person with one completed 'values' assessment. */
  async function personWithResult() {
    const client = new TestClient(ctx);
    const { id: userId, password } = await client.signUp();
    const { body } = await client.json<{ id: string }>('/api/assessments', { json: { assessment_type: 'values' } });
    const completed = await client.request(`/api/assessments/${body.id}/complete`, {
      json: { responses: fullAnswers('values') },
    });
    expect(completed.status).toBe(200);
    return { client, userId, password, id: body.id };
  }

  /**
   * Holds every place `userId` may have and fills their line, as that many requests of theirs still
   * running and waiting would; the returned function gives them all back.
   */
  async function saturate(userId: string) {
    const running: Release[] = [];
    for (let i = 0; i < limit.perPerson; i++) running.push(await limit.enter(userId));
    const waiting = Array.from({ length: limit.maxWaiting }, () => limit.enter(userId).then((release) => release()));
    expect([limit.running(userId), limit.waiting(userId)]).toEqual([limit.perPerson, limit.maxWaiting]);
    return async () => {
      for (const release of running) release();
      await Promise.all(waiting);
    };
  }

  it('refuses one person past the limit with 429, Retry-After and their words on every expensive route, while another person’s same request at the same time succeeds', async () => {
    const alice = await personWithResult();
    const bob = await personWithResult();
    const routes = (id: string) => [
      { path: `/api/assessments/${id}/result` },
      { path: '/api/progress' },
      { path: '/api/timeline?filter=all' },
      // Completing again answers the stored result: the same work of reading it back.
      { path: `/api/assessments/${id}/complete`, json: { responses: {} } },
      { path: `/api/assessments/${id}/report.pdf?language=ar` },
    ];
    const free = await saturate(alice.userId);
    try {
      for (const [index, route] of routes(alice.id).entries()) {
        const theirs = routes(bob.id)[index] as typeof route;
        const [refused, other] = await Promise.all([
          alice.client.json<{ error: { code: string; message: string } }>(route.path, {
            ...(route.json ? { json: route.json } : {}),
            headers: { 'accept-language': 'ar' },
          }),
          bob.client.request(theirs.path, theirs.json ? { json: theirs.json } : {}),
        ]);
        expect(refused.status, route.path).toBe(429);
        expect(refused.body.error.code).toBe('rate_limited');
        const seconds = Number(refused.headers.get('retry-after'));
        expect(seconds).toBeGreaterThanOrEqual(1);
        expect(refused.body.error.message).toBe(translate('errors.workInProgress', 'ar', { count: seconds }));
        expect(other.status, theirs.path).toBe(200);
      }
      // The export is counted by its path, whatever its method and body.
      for (const options of [{}, { json: { password: alice.password } }]) {
        expect((await alice.client.request('/api/account/export', options)).status).toBe(429);
      }
      // So are the couple's and the family's reports (these ids exist for nobody: the person is refused
      // before the route looks; someone else gets the route's own answer).
      const pairPaths = [
        `/api/couple/shared/${randomUUID()}/report`,
        `/api/couple/shared/${randomUUID()}/report.pdf`,
        `/api/family/assessments/${randomUUID()}/report`,
        `/api/family/assessments/${randomUUID()}/report.pdf`,
      ];
      for (const path of pairPaths) {
        expect((await alice.client.request(path)).status, path).toBe(429);
        expect((await bob.client.request(path)).status, path).toBe(404);
      }
      // Cheap requests are never counted: her autosaves, her dashboard, a milestone of her own.
      expect((await alice.client.request('/api/assessments')).status).toBe(200);
      const milestone = await alice.client.request('/api/timeline/milestones', {
        json: { kind: 'new_home', date: '2020-01-01' },
      });
      expect(milestone.status).toBe(201);
    } finally {
      await free();
    }
    expect([limit.running(), limit.waiting(), limit.people]).toEqual([0, 0, 0]);
    expect((await alice.client.request(`/api/assessments/${alice.id}/result`)).status).toBe(200);
  });

  it('serves a waiting request as soon as one of the person’s places frees, and drops one whose caller went away', async () => {
    const alice = await personWithResult();
    const bob = await personWithResult();
    const held: Release[] = [];
    for (let i = 0; i < limit.perPerson; i++) held.push(await limit.enter(alice.userId));

    const waiting = alice.client.request('/api/progress');
    await vi.waitFor(() => expect(limit.waiting(alice.userId)).toBe(1));
    expect((await bob.client.request('/api/progress')).status).toBe(200);
    held.shift()?.();
    expect((await waiting).status).toBe(200);

    held.push(await limit.enter(alice.userId));
    const controller = new AbortController();
    const gone = ctx.app.request(`${ctx.env.appUrl}/api/progress`, {
      headers: { cookie: alice.client.cookieHeader },
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(limit.waiting(alice.userId)).toBe(1));
    controller.abort();
    expect((await gone).status).toBe(429);
    expect(limit.waiting(alice.userId)).toBe(0);
    for (const release of held) release();
    expect(limit.people).toBe(0);
  });

  it('gives the place back after every failure: refusals, bad input, and the unexpected', async () => {
    const { client, userId, id } = await personWithResult();
    const missing = `/api/assessments/${randomUUID()}/result`;
    // More failures in a row than the person has places: one kept would make a later one wait and be refused.
    for (let i = 0; i < limit.perPerson * 2 + 1; i++) expect((await client.request(missing)).status).toBe(404);
    const together = await Promise.all(Array.from({ length: 8 }, () => client.request(missing)));
    expect(together.map((response) => response.status)).toEqual(Array(8).fill(404));
    for (let i = 0; i < limit.perPerson + 1; i++) {
      const bad = await client.request(`/api/assessments/${id}/complete`, { json: { responses: 'none' } });
      expect(bad.status).toBe(400);
    }
    const broken = vi.spyOn(ctx.app.pdfPool, 'reserve').mockImplementation(() => {
      throw new Error('the pool broke');
    });
    try {
      for (let i = 0; i < limit.perPerson + 1; i++) {
        expect((await client.request(`/api/assessments/${id}/report.pdf`)).status).toBe(500);
      }
    } finally {
      broken.mockRestore();
    }
    expect([limit.running(userId), limit.waiting(userId), limit.people]).toEqual([0, 0, 0]);
    expect((await client.request(`/api/assessments/${id}/report.pdf`)).status).toBe(200);
  });
});
