import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../mail.ts';
import { startFakeSmtp } from '../testing/fake-smtp.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let ctx: TestContext;
let withoutMail: TestContext;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  ctx = await createTestApp({ mail: { smtpUrl: smtp.url, from: 'Wifaq <no-reply@wifaq.test>' } });
  withoutMail = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
  await withoutMail.close();
  await smtp.close();
});

type Invitation = { url: string; emailed: boolean };

/** The headers and the decoded text of a single-part message, however nodemailer encoded it. */
function decoded(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding: base64/i.test(head))
    return `${head}\n\n${Buffer.from(body, 'base64').toString('utf8')}`;
  if (/content-transfer-encoding: quoted-printable/i.test(head)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return `${head}\n\n${Buffer.from(bytes, 'latin1').toString('utf8')}`;
  }
  return raw;
}

describe('invitation email', () => {
  it('sends the link in the inviter’s language when mail is configured', async () => {
    const inviter = new TestClient(ctx);
    await inviter.signUp({ name: 'Huda' });
    await inviter.json('/api/profile', { method: 'PATCH', json: { language_preference: 'ar', full_name: 'هدى' } });
    const res = await inviter.json<Invitation>('/api/couple/invitations', { json: { email: 'partner@example.test' } });
    expect(res.status).toBe(201);
    expect(res.body.emailed).toBe(true);
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual(['partner@example.test']);
    const text = decoded(mail?.raw ?? '');
    expect(text).toContain('From: Wifaq <no-reply@wifaq.test>');
    expect(text).toContain(res.body.url);
    expect(text).toContain('يودّ هدى أن تخوضا معًا');
  });

  it('still creates the link without an address or without mail, and refuses a bad address', async () => {
    const sentBefore = smtp.received.length;
    const inviter = new TestClient(ctx);
    await inviter.signUp();
    const noAddress = await inviter.json<Invitation>('/api/couple/invitations', { json: {} });
    expect(noAddress.body.emailed).toBe(false);
    const bad = await inviter.json<{ error: { message: string } }>('/api/couple/invitations', {
      json: { email: 'nope' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Please enter a valid email address');

    const elsewhere = new TestClient(withoutMail);
    await elsewhere.signUp();
    const unmailed = await elsewhere.json<Invitation>('/api/couple/invitations', { json: { email: 'p@example.test' } });
    expect(unmailed.status).toBe(201);
    expect(unmailed.body.emailed).toBe(false);
    expect(smtp.received.length).toBe(sentBefore);
  });

  it('keeps the invitation when the mail server is unreachable', async () => {
    const app = await createTestApp({ mail: { smtpUrl: 'smtp://127.0.0.1:9', from: 'x <x@x.test>' } });
    try {
      const inviter = new TestClient(app);
      await inviter.signUp();
      const res = await inviter.json<Invitation>('/api/couple/invitations', { json: { email: 'p@example.test' } });
      expect(res.status).toBe(201);
      expect(res.body.emailed).toBe(false);
    } finally {
      await app.close();
    }
    expect(createMailer(null)).toBeNull();
  });
});
