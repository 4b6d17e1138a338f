import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, user } from '../db/schema.ts';
import { type Mailbox, startMailbox } from '../testing/fake-smtp.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';

let mailbox: Mailbox;
let ctx: TestContext;
beforeAll(async () => {
  mailbox = await startMailbox();
  ctx = await createTestApp({ mail: mailbox.mail });
});
afterAll(async () => {
  await ctx.close();
  await mailbox.close();
});

type Invitation = { url: string; emailed: boolean };
const mailsTo = (to: string) => mailbox.mailsTo(ctx, to);
const partnerAddress = () => `partner-${crypto.randomUUID()}@example.test`;

/** An inviter whose address is confirmed (the confirmation flow itself is tested in account/recovery.test.ts). */
async function confirmedInviter(name?: string) {
  const inviter = new TestClient(ctx);
  const account = await inviter.signUp(name ? { name } : {});
  await ctx.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, account.id));
  return inviter;
}

describe('invitation email', () => {
  it('sends the link in the inviter’s language, from a confirmed address', async () => {
    const inviter = await confirmedInviter('Huda');
    await inviter.json('/api/profile', { method: 'PATCH', json: { language_preference: 'ar' } });
    const to = partnerAddress();
    const res = await inviter.json<Invitation>('/api/couple/invitations', { json: { email: to } });
    expect(res.status).toBe(201);
    expect(res.body.emailed).toBe(true);
    const [mail] = await mailsTo(to);
    expect(mail?.subject).toBe('دعوة من Huda إلى وِفاق');
    expect(mailbox.received.at(-1)?.raw).toContain('From: Wifaq <no-reply@wifaq.test>');
    expect(mail?.text).toContain(res.body.url);
    expect(mail?.text).toContain('وصلتك دعوة من Huda لإجراء تقييمات للعلاقة معًا');
    expect(mail?.html).toContain('dir="rtl"');
  });

  it('never mails from an unconfirmed address, but the link is still made; a bad address is refused', async () => {
    const unconfirmed = new TestClient(ctx);
    await unconfirmed.signUp();
    const to = partnerAddress();
    const res = await unconfirmed.json<Invitation>('/api/couple/invitations', { json: { email: to } });
    expect(res.status).toBe(201);
    expect(res.body.emailed).toBe(false);
    expect(res.body.url).toContain('/couple/join#');
    expect(await mailsTo(to)).toHaveLength(0);

    const inviter = await confirmedInviter();
    const noAddress = await inviter.json<Invitation>('/api/couple/invitations', { json: {} });
    expect(noAddress.body.emailed).toBe(false);
    const bad = await inviter.json<{ error: { message: string } }>('/api/couple/invitations', {
      json: { email: 'nope' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Please enter a valid email address');
  });

  it('keeps the invitation when the mail server is unreachable: the mail waits in the outbox', async () => {
    const app = await createTestApp({ mail: { smtpUrl: 'smtp://127.0.0.1:9', from: 'x <x@x.test>' } });
    try {
      const inviter = new TestClient(app);
      const account = await inviter.signUp();
      await app.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, account.id));
      const res = await inviter.json<Invitation>('/api/couple/invitations', { json: { email: partnerAddress() } });
      expect(res.status).toBe(201);
      expect(res.body.emailed).toBe(true);
      await app.app.outbox.deliverDue();
      const [waiting] = await app.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, 'mail'), sql`${jobs.payload}->>'kind' = 'couple_invitation'`));
      expect(waiting).toMatchObject({ attempts: 1, done_at: null, dead_at: null, last_error: 'ESOCKET' });
    } finally {
      await app.close();
    }
  });
});
