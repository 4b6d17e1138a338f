import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema.ts';
import { createJobs } from '../jobs/jobs.ts';
import { createLogger } from '../logger.ts';
import { parseMail, startFakeSmtp } from '../testing/fake-smtp.ts';
import { createTestApp, type TestContext } from '../testing/test-app.ts';
import { createOutbox } from './outbox.ts';
import { createMailTransport, type MailTransport } from './transport.ts';

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let ctx: TestContext;
const silent = createLogger({ logLevel: 'silent' });
beforeAll(async () => {
  smtp = await startFakeSmtp();
  ctx = await createTestApp({ mail: { smtpUrl: smtp.url, from: 'Wifaq <no-reply@wifaq.test>' } });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const received = (to: string) => smtp.received.filter((m) => m.to.includes(to)).map(parseMail);
const address = () => `outbox-${crypto.randomUUID()}@example.test`;
/** Another instance's outbox on the same database: its own worker, with its own transport. */
const instance = (transport: MailTransport, logger = silent) =>
  createOutbox({ jobs: createJobs({ db: ctx.database.db, logger }), transport, logger });
const job = async (id: string) => (await ctx.database.db.select().from(jobs).where(eq(jobs.id, id)))[0];

describe('the mail outbox', () => {
  it('sends a queued mail once, as text and right-to-left HTML in Arabic, and keeps no body after', async () => {
    const to = address();
    const id = await ctx.app.outbox.queue({
      kind: 'reset_password',
      to,
      language: 'ar',
      params: { name: 'هدى <b>', url: 'http://localhost:3999/reset-password#token=abc' },
    });
    expect(await ctx.app.outbox.deliverDue()).toBeGreaterThanOrEqual(1);
    await ctx.app.outbox.deliverDue();
    const mails = received(to);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('اختر كلمة مرور جديدة');
    expect(mail?.messageId).toBe(`<${id}@wifaq.mail>`);
    expect(mail?.text).toContain('مرحبًا هدى <b>،');
    expect(mail?.text).toContain('http://localhost:3999/reset-password#token=abc');
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    // What a person typed is text in the HTML, never markup.
    expect(mail?.html).toContain('هدى &lt;b&gt;');
    expect(mail?.html).not.toContain('هدى <b>');
    // Sent: the job keeps what kind of mail it was, not its words, links or address.
    const row = await job(id);
    expect(row).toMatchObject({ kind: 'mail', attempts: 1, payload: { kind: 'reset_password' }, dead_at: null });
    expect(row?.done_at).toBeInstanceOf(Date);
  });

  it('delivers, after a restart, what was queued before it, once, however many workers run', async () => {
    const to = address();
    // Queued by one process that stops before sending…
    const before = instance(createMailTransport(ctx.env, silent));
    await before.queue({ kind: 'verify_email', to, language: 'en', params: { name: 'Sara', url: 'http://x.test/v' } });
    expect(received(to)).toHaveLength(0);
    // …and two instances started afterwards on the same database, both delivering at once.
    const a = instance(createMailTransport(ctx.env, silent));
    const b = instance(createMailTransport(ctx.env, silent));
    await Promise.all([a.deliverDue(), b.deliverDue(), a.deliverDue()]);
    await Promise.all([a.deliverDue(), b.deliverDue()]);
    const mails = received(to);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Confirm your email address');
  });

  it('retries a mail the server could not take, later, and gives up after the last try without losing the row', async () => {
    const to = address();
    const down = instance(
      createMailTransport({ ...ctx.env, mail: { smtpUrl: 'smtp://127.0.0.1:9', from: 'x <x@x.test>' } }, silent),
    );
    const id = await down.queue({
      kind: 'verify_email',
      to,
      language: 'en',
      params: { name: 'Omar', url: 'http://x.test/v' },
    });
    await down.deliverDue();
    let row = await job(id);
    expect(row).toMatchObject({ attempts: 1, done_at: null, dead_at: null, last_error: 'ESOCKET' });
    expect(row?.payload?.text).toContain('Omar');
    expect(row?.run_at.getTime()).toBeGreaterThan(Date.now() + 50_000);
    // Not due yet: nothing happens.
    await ctx.app.outbox.deliverDue();
    expect(received(to)).toHaveLength(0);
    // Due again, and the server is back: sent once.
    await ctx.database.db
      .update(jobs)
      .set({ run_at: new Date(0) })
      .where(eq(jobs.id, id));
    await ctx.app.outbox.deliverDue();
    expect(received(to)).toHaveLength(1);

    // A mail that never gets through is a dead letter after the last retry, its words and address cleared.
    const lost = await down.queue({
      kind: 'verify_email',
      to,
      language: 'en',
      params: { name: 'Omar', url: 'http://x.test/v' },
    });
    for (let i = 0; i < 6; i++) {
      await ctx.database.db
        .update(jobs)
        .set({ run_at: new Date(0) })
        .where(eq(jobs.id, lost));
      await down.deliverDue();
    }
    row = await job(lost);
    expect(row).toMatchObject({ attempts: 6, done_at: null, payload: { kind: 'verify_email' }, last_error: 'ESOCKET' });
    expect(row?.dead_at).toBeInstanceOf(Date);
  });

  it('without SMTP_URL writes each mail as a private .eml file and logs where, never the link', async () => {
    const dataDir = path.join('.tmp', `mail-files-${crypto.randomUUID()}`);
    const lines: string[] = [];
    const logger = createLogger({ logLevel: 'info' }, { write: (line: string) => lines.push(line) });
    const files = instance(createMailTransport({ mail: null, dataDir }, logger), logger);
    const to = address();
    await files.queue({
      kind: 'verify_email',
      to,
      language: 'en',
      params: { name: 'Lina', url: 'http://x.test/verify-email#token=SECRET123' },
    });
    await files.deliverDue();
    const folder = path.join(dataDir, 'mail');
    const names = await readdir(folder);
    expect(names).toHaveLength(1);
    const file = path.join(folder, names[0] ?? '');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const eml = await readFile(file, 'utf8');
    expect(eml).toContain(`To: ${to}`);
    expect(parseMail({ to: [to], raw: eml }).text).toContain('#token=SECRET123');
    const log = lines.join('');
    expect(log).toContain(file);
    expect(log).not.toContain('SECRET123');
  });
});
