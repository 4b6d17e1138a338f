import { and, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPglite, MIGRATIONS_DIR } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { createOutbox } from '../mail/outbox.ts';
import { createMailTransport } from '../mail/transport.ts';
import { startFakeSmtp } from '../testing/fake-smtp.ts';
import { databaseAt } from '../testing/migrations.ts';
import { createTestApp, type TestContext } from '../testing/test-app.ts';
import { createJobs, type JobPayload, retryDelaySeconds } from './jobs.ts';

let ctx: TestContext;
const silent = createLogger({ logLevel: 'silent' });
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/** A worker of its own (another instance), running one kind unique to the test that makes it. */
function worker(kind: string, run: (payload: JobPayload, job: { id: string }) => Promise<void>, leaseSeconds?: number) {
  const w = createJobs({ db: ctx.database.db, logger: silent, leaseSeconds });
  w.handle(kind, { run, summary: (p) => ({ n: p.n ?? null }), maxAttempts: 3 });
  return w;
}
const kindFor = () => `test_${crypto.randomUUID().slice(0, 8)}`;
const row = async (id: string) => (await ctx.database.db.select().from(jobs).where(eq(jobs.id, id)))[0];

describe('durable jobs', () => {
  it('runs a job once, and a second enqueue with the same key adds nothing', async () => {
    const kind = kindFor();
    const ran: unknown[] = [];
    const w = worker(kind, async (p) => {
      ran.push(p.n);
    });
    const key = `${kind}:the-event`;
    const first = await w.enqueue(kind, { n: 1, link: 'secret' }, { key });
    const second = await w.enqueue(kind, { n: 2 }, { key });
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
    await Promise.all([w.runDue(), w.runDue()]);
    // Done and kept under its key: enqueued again later, it still adds nothing.
    expect((await w.enqueue(kind, { n: 3 }, { key })).created).toBe(false);
    await w.runDue();
    expect(ran).toEqual([1]);
    expect(await row(first.id)).toMatchObject({ attempts: 1, payload: { n: 1 }, locked_by: null, dead_at: null });
  });

  it('runs each of many jobs exactly once with several workers at the same time', async () => {
    const kind = kindFor();
    const runs = new Map<number, number>();
    const count = async (p: JobPayload) => {
      runs.set(p.n as number, (runs.get(p.n as number) ?? 0) + 1);
    };
    const workers = [worker(kind, count), worker(kind, count), worker(kind, count)];
    for (let n = 0; n < 60; n++) await workers[0]?.enqueue(kind, { n });
    await Promise.all(workers.flatMap((w) => [w.runDue(), w.runDue()]));
    expect(runs.size).toBe(60);
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
  });

  it('leaves a job alone until it is due, and leaves kinds it has no handler for to other workers', async () => {
    const kind = kindFor();
    const ran: unknown[] = [];
    const w = worker(kind, async (p) => {
      ran.push(p.n);
    });
    const later = await w.enqueue(kind, { n: 1 }, { runAt: new Date(Date.now() + 3_600_000) });
    const foreign = await w.enqueue(`${kind}_other`, { n: 2 });
    await w.runDue();
    expect(ran).toEqual([]);
    expect(await row(foreign.id)).toMatchObject({ attempts: 0, done_at: null });
    await ctx.database.db
      .update(jobs)
      .set({ run_at: new Date(0) })
      .where(eq(jobs.id, later.id));
    await w.runDue();
    expect(ran).toEqual([1]);
  });

  it('retries with exponential back-off, then keeps the job as a dead letter with only its summary', async () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelaySeconds)).toEqual([60, 300, 1500, 7500, 37_500, 43_200]);
    const kind = kindFor();
    const w = worker(kind, async () => {
      throw Object.assign(new Error('the server said something private'), { code: 'ECONNREFUSED' });
    });
    const { id } = await w.enqueue(kind, { n: 7, link: 'https://x.test/secret' });
    await w.runDue();
    let job = await row(id);
    expect(job).toMatchObject({ attempts: 1, done_at: null, dead_at: null, last_error: 'ECONNREFUSED' });
    const wait = (job?.run_at.getTime() ?? 0) - Date.now();
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThan(65_000);
    // Not due: nothing runs.
    await w.runDue();
    expect((await row(id))?.attempts).toBe(1);
    await ctx.database.db
      .update(jobs)
      .set({ run_at: new Date(0) })
      .where(eq(jobs.id, id));
    await w.runDue();
    job = await row(id);
    expect((job?.run_at.getTime() ?? 0) - Date.now()).toBeGreaterThan(290_000);
    await ctx.database.db
      .update(jobs)
      .set({ run_at: new Date(0) })
      .where(eq(jobs.id, id));
    await w.runDue();
    job = await row(id);
    expect(job).toMatchObject({ attempts: 3, done_at: null, payload: { n: 7 }, last_error: 'ECONNREFUSED' });
    expect(job?.dead_at).toBeInstanceOf(Date);
    // A dead letter is never taken again.
    await ctx.database.db
      .update(jobs)
      .set({ run_at: new Date(0) })
      .where(eq(jobs.id, id));
    await w.runDue();
    expect((await row(id))?.attempts).toBe(3);
  });

  it('takes over a job whose worker died once its lease ends, never before', async () => {
    const kind = kindFor();
    const ran: unknown[] = [];
    const w = worker(kind, async (p) => {
      ran.push(p.n);
    });
    const { id } = await w.enqueue(kind, { n: 1 });
    // Leased by a worker that then died (its process is gone, its lease is not).
    const dead = crypto.randomUUID();
    await ctx.database.db
      .update(jobs)
      .set({ locked_by: dead, locked_until: sql`now() + interval '1 minute'`, attempts: 1 })
      .where(eq(jobs.id, id));
    await w.runDue();
    expect(ran).toEqual([]);
    await ctx.database.db
      .update(jobs)
      .set({ locked_until: sql`now() - interval '1 second'` })
      .where(and(eq(jobs.id, id), eq(jobs.locked_by, dead)));
    await w.runDue();
    expect(ran).toEqual([1]);
    expect(await row(id)).toMatchObject({ attempts: 2, locked_by: null });
  });

  it('extends its lease while a job runs long, so another worker does not take it', async () => {
    const kind = kindFor();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let runs = 0;
    const slow = worker(
      kind,
      async () => {
        runs++;
        await held;
      },
      1,
    );
    const other = worker(kind, async () => {
      runs++;
    });
    const { id } = await slow.enqueue(kind, { n: 1 });
    const running = slow.runDue();
    await expect.poll(() => runs).toBe(1);
    const first = (await row(id))?.locked_until?.getTime() ?? 0;
    // The lease is one second; the heartbeat moves it on while the job still runs.
    await expect
      .poll(async () => (await row(id))?.locked_until?.getTime() ?? 0, { timeout: 5_000, interval: 100 })
      .toBeGreaterThan(first);
    await expect
      .poll(async () => (await row(id))?.locked_until?.getTime() ?? 0, { timeout: 5_000 })
      .toBeGreaterThan(first + 1_000);
    expect(await other.runDue()).toBe(0);
    release();
    await running;
    expect(runs).toBe(1);
    expect((await row(id))?.done_at).toBeInstanceOf(Date);
  });
});

describe('the move from the mail outbox (migration 0023)', () => {
  it('keeps every waiting mail with its id and words, and of sent or failed mail only what it was', async () => {
    const { client, close } = await databaseAt('0022_weekly_plans', {});
    try {
      const waiting = '00000000-0000-4000-8000-000000000001';
      const retrying = '00000000-0000-4000-8000-000000000002';
      const sent = '00000000-0000-4000-8000-000000000003';
      const failed = '00000000-0000-4000-8000-000000000004';
      const request = '00000000-0000-4000-8000-000000000005';
      await client.query(
        `insert into mail_outbox (id, kind, to_address, subject, text_body, html_body, attempts, next_attempt_at, sent_at, failed_at, last_error) values
          ($1, 'verify_email', 'a@example.test', 'Confirm', 'Hello #token=1', '<p>Hello</p>', 0, now(), null, null, null),
          ($2, 'reset_password', 'b@example.test', 'Reset', 'Reset #token=2', '<p>Reset</p>', 2, now() + interval '5 minutes', null, null, 'ESOCKET'),
          ($3, 'password_changed', 'c@example.test', 'Changed', null, null, 1, now(), now(), null, null),
          ($4, 'verify_email', 'd@example.test', 'Confirm', null, null, 6, now(), null, now(), 'smtp_550'),
          ($5, 'reset_request', 'e@example.test', '', null, null, 0, now(), null, null, null)`,
        [waiting, retrying, sent, failed, request],
      );
      await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
      const database = fromPglite(client);
      const moved = new Map((await database.db.select().from(jobs)).map((j) => [j.id, j]));
      expect(moved.size).toBe(5);
      expect(moved.get(waiting)).toMatchObject({
        kind: 'mail',
        attempts: 0,
        done_at: null,
        payload: {
          kind: 'verify_email',
          to: 'a@example.test',
          subject: 'Confirm',
          text: 'Hello #token=1',
          html: '<p>Hello</p>',
        },
      });
      expect(moved.get(retrying)).toMatchObject({ kind: 'mail', attempts: 2, last_error: 'ESOCKET' });
      expect(moved.get(retrying)?.run_at.getTime()).toBeGreaterThan(Date.now() + 200_000);
      expect(moved.get(sent)).toMatchObject({ kind: 'mail', payload: { kind: 'password_changed' } });
      expect(moved.get(sent)?.done_at).toBeInstanceOf(Date);
      expect(moved.get(failed)).toMatchObject({ last_error: 'smtp_550' });
      expect(moved.get(failed)?.payload).toEqual({ kind: 'verify_email' });
      expect(moved.get(failed)?.dead_at).toBeInstanceOf(Date);
      expect(moved.get(request)).toMatchObject({ kind: 'reset_request', payload: { to: 'e@example.test' } });

      // The waiting mail goes out from the new table, with the Message-ID it would have had.
      const smtp = await startFakeSmtp();
      try {
        const env = { mail: { smtpUrl: smtp.url, from: 'Wifaq <no-reply@wifaq.test>' }, dataDir: '.tmp' };
        const w = createJobs({ db: database.db, logger: silent });
        const outbox = createOutbox({ jobs: w, transport: createMailTransport(env, silent), logger: silent });
        outbox.handle('reset_request', async () => {});
        await database.db.update(jobs).set({ run_at: new Date(0) });
        await outbox.deliverDue();
        expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['a@example.test', 'b@example.test']);
        expect(smtp.received.find((m) => m.to[0] === 'a@example.test')?.raw).toContain(`<${waiting}@wifaq.mail>`);
      } finally {
        await smtp.close();
      }
    } finally {
      await close();
    }
  });
});
