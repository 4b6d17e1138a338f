/**
 * `npm run test:system`: what only real processes can show. Two app instances on one private
 * PostgreSQL (a session made on one works on the other; rate limits counted on one hold on the
 * other), then the database stopped in the middle of autosaves and started again: 503s, never a 500,
 * recovery, every acknowledged answer kept, and no half-written assessment. Last, a burst of 1,000
 * mail jobs with one instance killed (SIGKILL) in the middle: none lost, none sent as two mails
 * (decision 066). Exits non-zero on failure.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { findAssessmentType } from '../src/domain/assessment/catalogue.ts';
import { type Db, fromPostgres } from '../src/server/db/client.ts';
import { createJobs } from '../src/server/jobs/jobs.ts';
import { createLogger } from '../src/server/logger.ts';
import { createOutbox, mailMessageId } from '../src/server/mail/outbox.ts';
import { createMailTransport } from '../src/server/mail/transport.ts';
import { parseMail, startFakeSmtp } from '../src/server/testing/fake-smtp.ts';
import { Caller, startApp } from './system/app-process.ts';
import { privatePostgres } from './system/private-postgres.ts';

const PG_PORT = 5499;
const [PORT_A, PORT_B] = [3261, 3262];
const step = (name: string) => console.log(`\n▶ ${name}`);
const ok = (what: string) => console.log(`  ✓ ${what}`);

const database = privatePostgres(PG_PORT);
const dataDir = mkdtempSync(path.join(tmpdir(), 'wifaq-system-'));
const smtp = await startFakeSmtp();
const env = {
  SMTP_URL: smtp.url,
  // Short, so the jobs of the instance killed below are taken over within seconds rather than a minute.
  JOB_LEASE_SECONDS: '3',
  JOB_POLL_SECONDS: '1',
  DATABASE_URL: database.url,
  BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
  APP_URL: `http://localhost:${PORT_A}`,
  TRUSTED_ORIGINS: `http://localhost:${PORT_B}`,
  TRUSTED_PROXIES: '127.0.0.1,::1',
  DATA_DIR: dataDir,
};
const apps: Awaited<ReturnType<typeof startApp>>[] = [];

async function main() {
  // One after the other: the first applies the migrations.
  const a = await startApp({ port: PORT_A, env });
  apps.push(a);
  const b = await startApp({ port: PORT_B, env });
  apps.push(b);

  step('two instances, one database');
  const person = new Caller('203.0.113.10');
  const email = `system-${Date.now()}@example.test`;
  const password = 'correct horse 42';
  const signUp = await person.request(a.url, '/api/auth/sign-up/email', {
    json: { name: 'Two Instances', email, password, consent: true },
  });
  assert.equal(signUp.status, 200, 'sign-up on A');
  const profileOnB = await person.request(b.url, '/api/profile');
  assert.equal(profileOnB.status, 200, 'the session made on A works on B');
  ok('a session made on one instance works on the other');

  const writer = new Caller('203.0.113.11');
  const message = { name: 'Limits', email: 'limits@example.test', message: 'Counting across instances.' };
  for (let i = 0; i < 5; i++)
    assert.equal((await writer.request(a.url, '/api/contact', { json: message })).status, 201);
  const sixth = await writer.request(b.url, '/api/contact', { json: message });
  assert.equal(sixth.status, 429, 'the sixth message, sent to B, is over the limit counted on A');
  assert.ok(Number(sixth.headers.get('retry-after')) > 0);
  ok('a rate limit counted on one instance holds on the other (contact: 5 on A, the 6th refused by B)');

  for (let i = 0; i < 5; i++) {
    const guess = new Caller(`203.0.113.${20 + i}`);
    await guess.request(a.url, '/api/auth/sign-in/email', { json: { email, password: 'wrong password 1' } });
  }
  const blocked = await new Caller('203.0.113.40').request(b.url, '/api/auth/sign-in/email', {
    json: { email, password },
  });
  assert.equal(blocked.status, 429, 'failed sign-ins counted on A slow the account down on B');
  ok('failed sign-ins counted on one instance make the account wait on the other');
  const owner = await person.request(b.url, '/api/auth/sign-in/email', { json: { email, password } });
  assert.equal(owner.status, 200, 'the browser that signed up on A is a known device on B');
  ok('the owner’s own device, known from A, still signs in on B while unknown devices wait');

  step('the database restarts in the middle of autosaves');
  const created = await person.request(a.url, '/api/assessments', { json: { assessment_type: 'values' } });
  const { id } = (await created.json()) as { id: string };
  const type = findAssessmentType('values');
  assert.ok(type);
  const keys = type.questions.flatMap((q) => [`${q.key}_phase1`, `${q.key}_phase2`]);
  const acknowledged = new Map<string, number>();
  const statuses: number[] = [];
  let next = 0;
  const save = async () => {
    const key = keys[next++ % keys.length] as string;
    const value = (next % 5) + 1;
    const response = await person.request(a.url, `/api/assessments/${id}/answers`, {
      method: 'PATCH',
      json: { responses: { [key]: value } },
    });
    statuses.push(response.status);
    if (response.status === 200) acknowledged.set(key, value);
    return response.status;
  };
  for (let i = 0; i < 20; i++) assert.equal(await save(), 200);
  database.stop();
  const during: number[] = [];
  for (let i = 0; i < 10; i++) during.push(await save());
  const completeDuring = await person.request(a.url, `/api/assessments/${id}/complete`, { json: {} });
  during.push(completeDuring.status);
  assert.ok(
    during.every((s) => s === 503),
    `every request while the database is down answers 503 (got ${[...new Set(during)].join(', ')})`,
  );
  ok(`while down: ${during.length} requests, all 503 with Retry-After`);
  database.start();
  let recovered = false;
  for (let attempt = 0; attempt < 50 && !recovered; attempt++) {
    recovered = (await save()) === 200;
    if (!recovered) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  assert.ok(recovered, 'saves succeed again after the database is back');
  for (let i = 0; i < 20; i++) assert.equal(await save(), 200);
  assert.ok(!statuses.includes(500), 'never a 500');
  ok('recovered: saves succeed again, and no request ever got a 500');

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const stored = await client.query('select status, responses from assessments where id = $1', [id]);
  const row = stored.rows[0] as { status: string; responses: { responses: Record<string, number> } };
  for (const [key, value] of acknowledged) assert.equal(row.responses.responses[key], value, `answer ${key} kept`);
  assert.equal(row.status, 'in_progress', 'the completion refused during the outage left it unfinished');
  const halfWritten = await client.query(
    `select count(*)::int as n from assessments a left join assessment_results r on r.assessment_id = a.id
     where (a.status = 'completed') <> (r.id is not null)`,
  );
  assert.equal(halfWritten.rows[0].n, 0, 'no assessment is completed without its result, or the reverse');
  await client.end();
  ok(`all ${acknowledged.size} acknowledged answers are in the database; no half-written assessment`);

  await jobsSurviveAKilledInstance(a);
}

/**
 * 1,000 mail jobs queued at once (each under its own key, and 100 of them asked for twice), both
 * instances sending, and A killed without warning once about a third has arrived. Every mail arrives,
 * each as one mail: the only copy a crash can cause is the one A was between the SMTP server's
 * acceptance and its record, and it carries the same Message-ID, which receiving systems drop.
 */
async function jobsSurviveAKilledInstance(a: Awaited<ReturnType<typeof startApp>>) {
  step('a burst of 1,000 jobs, one of two instances killed in the middle');
  const BURST = 1000;
  const silent = createLogger({ logLevel: 'silent' });
  const queuer = fromPostgres(database.url, 4);
  const outbox = createOutbox({
    jobs: createJobs({ db: queuer.db, logger: silent }),
    transport: createMailTransport({ mail: null, dataDir }, silent),
    logger: silent,
  });
  const before = smtp.received.length;
  const burst = (i: number) => ({
    kind: 'verify_email' as const,
    to: `burst-${i}@example.test`,
    language: i % 2 ? ('ar' as const) : ('en' as const),
    params: { name: `Burst ${i}`, url: `http://localhost/verify-email#token=${i}` },
    key: `system-burst:${i}`,
  });
  const ids = new Set<string>();
  await queuer.db.transaction(async (tx) => {
    for (let i = 0; i < BURST; i++) ids.add(await outbox.queue(burst(i), tx as unknown as Db));
    // The same events asked for again, as a retried request would: the key keeps them to one job each.
    for (let i = 0; i < 100; i++) ids.add(await outbox.queue(burst(i), tx as unknown as Db));
  });
  assert.equal(ids.size, BURST, 'a second enqueue under the same key answers the first job');
  const started = performance.now();
  // Each mail parsed once: parsing them all every check would starve the SMTP server in this process.
  const parsed: ReturnType<typeof parseMail>[] = [];
  const arrived = () => {
    for (const mail of smtp.received.slice(before + parsed.length)) parsed.push(parseMail(mail));
    return parsed;
  };
  await until(() => arrived().length >= BURST / 3, 60_000, 'a third of the burst arrives');
  a.child.kill('SIGKILL');
  const atKill = arrived().length;
  ok(`instance A killed (SIGKILL) after ${atKill} of ${BURST} mails had arrived`);

  const distinct = () => new Set(arrived().map((m) => m.messageId));
  await until(() => distinct().size >= BURST, 120_000, 'every mail of the burst arrives');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const mails = arrived();
  const byId = new Map<string, number>();
  for (const mail of mails) byId.set(mail.messageId, (byId.get(mail.messageId) ?? 0) + 1);
  assert.deepEqual(
    [...byId.keys()].sort(),
    [...ids].map(mailMessageId).sort(),
    'the mails that arrived are exactly the jobs queued',
  );
  const byRecipient = new Map<string, Set<string>>();
  for (const mail of mails) {
    const to = mail.to[0] ?? '';
    byRecipient.set(to, (byRecipient.get(to) ?? new Set()).add(mail.messageId));
  }
  assert.equal(byRecipient.size, BURST, 'every recipient got their mail');
  assert.ok(
    [...byRecipient.values()].every((set) => set.size === 1),
    'no recipient got two different mails',
  );
  const resent = [...byId.values()].filter((n) => n > 1).length;
  assert.ok(resent <= 1, `at most the one mail A was sending when killed went again (${resent})`);
  const stored = await queuer.db.execute(
    sql`select count(*) filter (where done_at is null) as waiting, count(*) filter (where dead_at is not null) as dead
        from jobs where key like 'system-burst:%'`,
  );
  const counts = (stored as unknown as { rows: { waiting: string; dead: string }[] }).rows[0];
  assert.equal(Number(counts?.waiting), 0, 'no job of the burst is left waiting');
  assert.equal(Number(counts?.dead), 0, 'no job of the burst failed');
  await queuer.close();
  ok(
    `0 lost: all ${BURST} mails arrived in ${seconds} s and every job is done; no mail queued twice; ` +
      `${resent} sent again with its own Message-ID (dropped by receiving systems as the same mail)`,
  );
}

/** Waits for something another process does, checking every 50 ms, failing after `ms`. */
async function until(done: () => boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

try {
  await main();
  console.log('\nSystem tests passed.');
} catch (error) {
  console.error('\nSystem tests FAILED:', error);
  process.exitCode = 1;
} finally {
  for (const app of apps) await app.stop();
  database.destroy();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
}
