import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '../../web/i18n/mail/ar.json' with { type: 'json' };
import { user } from '../db/schema.ts';
import { type Mailbox, startMailbox } from '../testing/fake-smtp.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';
import { MAIL_KINDS, renderMail } from './templates.ts';

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

/** Someone whose profile says Arabic and, perhaps, their gender. */
async function arabicReader(name: string, gender: 'male' | 'female' | 'other' | null) {
  const client = new TestClient(ctx);
  const account = await client.signUp({ name });
  const saved = await client.request('/api/profile', { method: 'PATCH', json: { language_preference: 'ar', gender } });
  expect(saved.status).toBe(200);
  return { client, account };
}

describe("a mail's Arabic addresses its reader as their profile says (decision 063)", () => {
  // Asked for by address: the outbox's worker finds the account and writes to it (issue 26).
  const resetMail = async (gender: 'male' | 'female' | 'other' | null, name: string) => {
    const { account } = await arabicReader(name, gender);
    const asked = await new TestClient(ctx).request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: account.email },
    });
    expect(asked.status).toBe(200);
    // The first mail after sign-up asks to confirm the address; the reset is the last.
    const mail = (await mailbox.mailsTo(ctx, account.email)).at(-1);
    if (!mail) throw new Error('no reset mail');
    return mail;
  };

  it('greets a woman by name and speaks to her in the feminine, the button and the link line included', async () => {
    const mail = await resetMail('female', 'مريم');
    expect(mail.subject).toBe('اختاري كلمة مرور جديدة');
    expect(mail.text).toContain('مرحبًا مريم،');
    expect(mail.text).toContain('إن كنتِ أنتِ صاحبة الطلب، فاختاري كلمة مرور جديدة');
    expect(mail.text).toContain('إن لم تطلبيه فتجاهلي هذه الرسالة');
    expect(mail.html).toContain('>اختاري كلمة مرور جديدة</a>');
    expect(mail.html).toContain('فانسخي هذا العنوان');
    expect(mail.text).not.toMatch(/إن كنت أنت صاحب الطلب|فاختر |فتجاهل /);
  });

  it('speaks to a man, and to someone who gave no gender or "other", in the form it always used', async () => {
    for (const [gender, name] of [
      ['male', 'عمر'],
      [null, 'سلمى'],
      ['other', 'نور'],
    ] as const) {
      const mail = await resetMail(gender, name);
      expect(mail.subject, String(gender)).toBe('اختر كلمة مرور جديدة');
      expect(mail.text).toContain(`مرحبًا ${name}،`);
      expect(mail.text).toContain('إن كنت أنت صاحب الطلب، فاختر كلمة مرور جديدة');
      expect(mail.text).not.toMatch(/كنتِ|فاختاري|تطلبيه/);
    }
  });

  it('writes the couple invitation, which someone else reads, alike whoever sends it', async () => {
    const invitations = [];
    for (const gender of ['female', 'male'] as const) {
      const { client, account } = await arabicReader(gender === 'female' ? 'هدى' : 'خالد', gender);
      // Mail goes only from a confirmed address (decision 034).
      await ctx.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, account.id));
      const invitee = `invitee-${crypto.randomUUID()}@example.test`;
      const sent = await client.request('/api/couple/invitations', { json: { email: invitee } });
      expect(sent.status).toBe(201);
      const [mail] = await mailbox.mailsTo(ctx, invitee);
      invitations.push(mail?.text.replace(/هدى|خالد/g, 'NAME').replace(/\/couple\/join#\S+/g, ''));
    }
    expect(invitations[0]).toContain('وصلتك دعوة من NAME');
    expect(invitations[0]).toBe(invitations[1]);
  });
});

describe('every Arabic mail written for a woman', () => {
  const params = { name: 'مريم', url: 'http://localhost/x', removed: '', passkey: 'p', device: 'd', time: 't' };
  it('is what she reads, and a man or anyone else reads the base form', () => {
    const mails = ar as unknown as Record<string, Record<string, string> | string>;
    for (const kind of MAIL_KINDS) {
      const words = mails[kind] as Record<string, string>;
      const female = renderMail(kind, 'ar', { ...params, context: 'female' });
      const male = renderMail(kind, 'ar', { ...params, context: 'male' });
      const anyone = renderMail(kind, 'ar', params);
      if (words.subject_female) expect(female.subject, kind).not.toBe(anyone.subject);
      if (words.body_female) expect(female.text, kind).not.toBe(anyone.text);
      if (!words.subject_male) expect(male.subject, kind).toBe(anyone.subject);
      if (!words.body_male) expect(male.text, kind).toBe(anyone.text);
    }
  });
});
