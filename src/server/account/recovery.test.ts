import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, requestLimits, session, verification } from '../db/schema.ts';
import { type Mailbox, startMailbox, tokenIn } from '../testing/fake-smtp.ts';
import { queuedMails } from '../testing/queued-mail.ts';
import { createTestApp, TestClient, type TestContext, uniqueEmail } from '../testing/test-app.ts';

let mailbox: Mailbox;
let ctx: TestContext;
let required: TestContext;
beforeAll(async () => {
  mailbox = await startMailbox();
  ctx = await createTestApp({ mail: mailbox.mail });
  required = await createTestApp({ mail: mailbox.mail, emailVerification: 'required' });
});
afterAll(async () => {
  await ctx.close();
  await required.close();
  await mailbox.close();
});

type Body = Record<string, unknown> & { error?: { code: string; message: string } };

const mailsTo = (address: string, app = ctx) => mailbox.mailsTo(app, address);
const lastMail = (address: string, subject: string, app = ctx) => mailbox.lastMail(app, address, subject);

const signIn = (client: TestClient, email: string, password: string) =>
  client.json<Body>('/api/auth/sign-in/email', { json: { email, password } });

describe('password reset', () => {
  it('mails a single-use link; the new password works, every session ends, and the owner is told', async () => {
    const owner = new TestClient(ctx);
    const account = await owner.signUp({ name: 'Mariam' });
    const otherDevice = new TestClient(ctx);
    expect((await signIn(otherDevice, account.email, account.password)).status).toBe(200);

    const visitor = new TestClient(ctx);
    const asked = await visitor.json<Body>('/api/auth/request-password-reset', { json: { email: account.email } });
    expect(asked.status).toBe(200);
    const mail = await lastMail(account.email, 'Choose a new password');
    expect(mail.text).toContain('Hello Mariam,');
    expect(mail.text).toContain('30 minutes');
    const token = tokenIn(mail, 'reset-password');

    const reset = await visitor.json<Body>('/api/auth/reset-password', {
      json: { token, newPassword: 'a brand new secret 7' },
    });
    expect(reset.status).toBe(200);
    // Single use.
    const again = await visitor.json<Body>('/api/auth/reset-password', {
      json: { token, newPassword: 'another one 88' },
    });
    expect(again.status).toBe(400);
    expect(again.body.error?.code).toBe('invalid_token');

    expect(await ctx.database.db.select().from(session).where(eq(session.userId, account.id))).toHaveLength(0);
    expect((await owner.json('/api/profile')).status).toBe(401);
    expect((await signIn(new TestClient(ctx), account.email, account.password)).status).toBe(401);
    expect((await signIn(new TestClient(ctx), account.email, 'a brand new secret 7')).status).toBe(200);
    const notice = await lastMail(account.email, 'Your password was reset');
    expect(notice.text).toContain('every device was signed out');
  });

  it('answers a known and an unknown address the same way, and mails only the known one', async () => {
    const owner = new TestClient(ctx);
    const account = await owner.signUp();
    const unknown = uniqueEmail();
    const time = async (email: string) => {
      const started = performance.now();
      const res = await new TestClient(ctx).json<Body>('/api/auth/request-password-reset', { json: { email } });
      return { res, ms: performance.now() - started };
    };
    // The same work too (issue 26, finding 6): each request is one queued row and nothing else, the
    // lookup happens later in the outbox's worker; a known address once cost a limit row and a token.
    await ctx.app.outbox.deliverDue();
    const rows = async () => {
      const db = ctx.database.db;
      return {
        outbox: (await db.select({ kind: jobs.kind }).from(jobs).where(isNull(jobs.done_at))).map((r) => r.kind),
        verifications: (await db.select({ id: verification.id }).from(verification)).length,
        limits: (await db.select({ key: requestLimits.key }).from(requestLimits)).length,
      };
    };
    const before = await rows();
    const known = await time(account.email);
    const afterKnown = await rows();
    const stranger = await time(unknown);
    const afterStranger = await rows();
    expect(afterKnown).toEqual({ ...before, outbox: [...before.outbox, 'reset_request'] });
    expect(afterStranger).toEqual({ ...before, outbox: [...before.outbox, 'reset_request', 'reset_request'] });
    expect(stranger.res.status).toBe(known.res.status);
    expect(stranger.res.body).toEqual(known.res.body);
    // The same class of time: neither waits on a mail server (mail goes through the outbox), so the
    // gap is a database insert, far below a mail server's round trip or a hash.
    expect(Math.abs(known.ms - stranger.ms)).toBeLessThan(500);
    expect(await mailsTo(unknown)).toHaveLength(0);
    expect(await mailsTo(account.email)).toHaveLength(1 + 1); // the sign-up's confirmation and the reset
  });

  it('sends at most three reset mails an hour to one account, whoever asks, and still answers alike', async () => {
    const account = await new TestClient(ctx).signUp();
    for (let i = 0; i < 5; i++) {
      const res = await new TestClient(ctx).json<Body>('/api/auth/request-password-reset', {
        json: { email: account.email },
      });
      expect(res.status).toBe(200);
    }
    const resets = (await mailsTo(account.email)).filter((m) => m.subject === 'Choose a new password');
    expect(resets).toHaveLength(3);
  });

  it('refuses a guessed or malformed token with a clear 400 and changes nothing', async () => {
    const account = await new TestClient(ctx).signUp();
    for (const body of [
      { token: 'x'.repeat(24), newPassword: 'long enough pass 1' },
      { token: '', newPassword: 'long enough pass 1' },
      { newPassword: 'long enough pass 1' },
      { token: 123, newPassword: 'long enough pass 1' },
    ]) {
      const res = await new TestClient(ctx).json<Body>('/api/auth/reset-password', { json: body });
      expect(res.status).toBe(400);
    }
    expect((await signIn(new TestClient(ctx), account.email, account.password)).status).toBe(200);
  });

  it('mails the link in the person’s language, and the link goes to the product, whatever the request asks', async () => {
    const owner = new TestClient(ctx);
    const account = await owner.signUp({ name: 'هدى' });
    await owner.json('/api/profile', { method: 'PATCH', json: { language_preference: 'ar' } });
    const res = await new TestClient(ctx).json<Body>('/api/auth/request-password-reset', {
      json: { email: account.email, redirectTo: 'https://evil.example/steal' },
    });
    expect(res.status).toBe(200);
    const mail = await lastMail(account.email, 'اختر كلمة مرور جديدة');
    expect(mail.text).toContain('مرحبًا هدى،');
    expect(mail.text).toContain(`${ctx.env.appUrl}/reset-password#token=`);
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html).toContain('dir="rtl"');
  });
});

describe('verified email', () => {
  it('sign-up mails a link that confirms the address; the profile says so', async () => {
    const owner = new TestClient(ctx);
    const account = await owner.signUp({ name: 'Yusuf' });
    expect((await owner.json<Body>('/api/profile')).body.email_verified).toBe(false);
    const mail = await lastMail(account.email, 'Confirm your email address');
    const token = tokenIn(mail, 'verify-email');
    const verified = await new TestClient(ctx).json<Body>('/api/auth/verify-email', {
      json: { token, callbackURL: 'https://evil.example/' },
    });
    expect(verified.status).toBe(200);
    expect((await owner.json<Body>('/api/profile')).body.email_verified).toBe(true);
  });

  it('takes the token only in a POST body; a GET with the token in its query is 404', async () => {
    const owner = new TestClient(ctx);
    const account = await owner.signUp();
    const token = tokenIn(await lastMail(account.email, 'Confirm your email address'), 'verify-email');
    const visitor = new TestClient(ctx);
    const query = `?token=${encodeURIComponent(token)}`;
    expect((await visitor.request(`/api/auth/verify-email${query}`)).status).toBe(404);
    expect((await visitor.request(`/api/auth/verify-email${query}`, { method: 'POST' })).status).toBe(400);
    for (const json of [{}, { token: '' }, { token: 7 }, null, ['x']])
      expect((await visitor.json<Body>('/api/auth/verify-email', { json })).status, JSON.stringify(json)).toBe(400);
    expect((await owner.json<Body>('/api/profile')).body.email_verified).toBe(false);
    expect((await visitor.json<Body>('/api/auth/verify-email', { json: { token: 'not.a.token' } })).status).toBe(401);
    expect((await visitor.json<Body>('/api/auth/verify-email', { json: { token } })).status).toBe(200);
    expect((await owner.json<Body>('/api/profile')).body.email_verified).toBe(true);
  });

  it('saves step 2 of sign-up with the account, so the first mail is already in the chosen language', async () => {
    const client = new TestClient(ctx);
    const email = uniqueEmail();
    const res = await client.json<Body>('/api/auth/sign-up/email', {
      json: {
        name: 'Salma',
        email,
        password: 'correct horse 42',
        consent: true,
        profile: {
          age: 30,
          gender: 'female',
          relationship_type: 'married',
          relationship_status: 'good',
          language_preference: 'ar',
        },
      },
    });
    expect(res.status).toBe(200);
    expect((await client.json<Body>('/api/profile')).body).toMatchObject({ age: 30, language_preference: 'ar' });
    // In Arabic, and to her as a woman (decision 063): the profile came with the account.
    expect((await mailsTo(email))[0]?.subject).toBe('أكّدي عنوان بريدك الإلكتروني');
    const bad = await new TestClient(ctx).json<Body>('/api/auth/sign-up/email', {
      json: { name: 'X', email: uniqueEmail(), password: 'correct horse 42', consent: true, profile: { age: 9 } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toBe('Age must be between 13 and 120');
  });

  it('a resend is limited per account and answers alike for any address', async () => {
    const owner = new TestClient(ctx);
    const account = await owner.signUp();
    for (let i = 0; i < 4; i++) {
      const res = await owner.json<Body>('/api/auth/send-verification-email', { json: { email: account.email } });
      expect(res.status).toBe(200);
    }
    const confirmations = (await mailsTo(account.email)).filter((m) => m.subject === 'Confirm your email address');
    expect(confirmations).toHaveLength(3); // the sign-up's and two resends; the others wait
  });

  describe('EMAIL_VERIFICATION=required', () => {
    it('makes no session until the address is confirmed, then signs in', async () => {
      const client = new TestClient(required);
      const email = uniqueEmail();
      const res = await client.json<Body>('/api/auth/sign-up/email', {
        json: { name: 'Nour', email, password: 'correct horse 42', consent: true },
      });
      expect(res.status).toBe(200);
      expect((await client.json('/api/profile')).status).toBe(401);
      const refused = await signIn(client, email, 'correct horse 42');
      expect(refused.status).toBe(403);
      expect(refused.body.error?.code).toBe('email_not_verified');
      const token = tokenIn(await lastMail(email, 'Confirm your email address', required), 'verify-email');
      expect((await client.json('/api/auth/verify-email', { json: { token } })).status).toBe(200);
      expect((await signIn(client, email, 'correct horse 42')).status).toBe(200);
    });

    it('answers a sign-up with a taken address exactly like a new one, and tells the owner instead', async () => {
      const email = uniqueEmail();
      const first = await new TestClient(required).json<Body>('/api/auth/sign-up/email', {
        json: { name: 'Owner', email, password: 'correct horse 42', consent: true },
      });
      const second = await new TestClient(required).json<Body>('/api/auth/sign-up/email', {
        json: { name: 'Someone', email, password: 'other password 9', consent: true },
      });
      const fresh = await new TestClient(required).json<Body>('/api/auth/sign-up/email', {
        json: { name: 'Someone', email: uniqueEmail(), password: 'other password 9', consent: true },
      });
      expect(second.status).toBe(fresh.status);
      const shape = (b: Body) =>
        JSON.stringify(b, (key, value) =>
          ['id', 'email', 'createdAt', 'updatedAt', 'name'].includes(key) ? typeof value : value,
        );
      expect(shape(second.body)).toBe(shape(fresh.body));
      expect(first.status).toBe(200);
      const notice = await lastMail(email, 'Someone tried to create an account with your address', required);
      expect(notice.text).toContain('Hello Owner,');
    });
  });
});

describe('email change', () => {
  it('is confirmed from the new address; the old one is told and can undo it', async () => {
    const owner = new TestClient(ctx);
    const account = await owner.signUp({ name: 'Khalid' });
    const newEmail = uniqueEmail();
    const asked = await owner.json<Body>('/api/auth/change-email', {
      json: { newEmail, password: account.password, callbackURL: 'https://evil.example' },
    });
    expect(asked.status).toBe(200);
    // Nothing changes until the new address confirms.
    expect((await owner.json<Body>('/api/profile')).body.email).toBe(account.email);
    const confirm = await lastMail(newEmail, 'Confirm your new email address');
    const verified = await owner.json('/api/auth/verify-email', { json: { token: tokenIn(confirm, 'verify-email') } });
    expect(verified.status).toBe(200);
    expect((await owner.json<Body>('/api/profile')).body).toMatchObject({ email: newEmail, email_verified: true });
    expect((await signIn(new TestClient(ctx), newEmail, account.password)).status).toBe(200);
    expect((await signIn(new TestClient(ctx), account.email, account.password)).status).toBe(401);

    const notice = await lastMail(account.email, 'Your email address was changed');
    expect(notice.text).toContain(newEmail);
    const undoToken = tokenIn(notice, 'undo-email-change');
    const undone = await new TestClient(ctx).json<Body>('/api/account/email-change/undo', {
      json: { token: undoToken },
    });
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({ email: account.email });
    // Everyone is signed out; the password in use stops working, and a reset comes to the old address.
    expect((await owner.json('/api/profile')).status).toBe(401);
    expect((await signIn(new TestClient(ctx), account.email, account.password)).status).toBe(401);
    const back = await lastMail(account.email, 'Your account is yours again');
    const reset = await new TestClient(ctx).json<Body>('/api/auth/reset-password', {
      json: { token: tokenIn(back, 'reset-password'), newPassword: 'mine again 2026' },
    });
    expect(reset.status).toBe(200);
    expect((await signIn(new TestClient(ctx), account.email, 'mine again 2026')).status).toBe(200);
    const twice = await new TestClient(ctx).json<Body>('/api/account/email-change/undo', {
      json: { token: undoToken },
    });
    expect(twice.status).toBe(404);
  });

  it('a change to a taken address looks the same and changes nothing; a bad undo token is a 4xx', async () => {
    const owner = new TestClient(ctx);
    const account = await owner.signUp();
    const other = await new TestClient(ctx).signUp();
    const res = await owner.json<Body>('/api/auth/change-email', {
      json: { newEmail: other.email, password: account.password },
    });
    expect(res.status).toBe(200);
    expect((await owner.json<Body>('/api/profile')).body.email).toBe(account.email);
    for (const token of ['short', 'x'.repeat(43), 42]) {
      const undo = await new TestClient(ctx).json<Body>('/api/account/email-change/undo', { json: { token } });
      expect([400, 404]).toContain(undo.status);
    }
  });
});

describe('account events by mail', () => {
  it('a password change, two-factor changes, a new device and deletion each send one notice', async () => {
    const owner = new TestClient(ctx);
    const account = await owner.signUp({ name: 'Rania' });
    const changed = await owner.json<Body>('/api/auth/change-password', {
      json: { currentPassword: account.password, newPassword: 'changed password 5' },
    });
    expect(changed.status).toBe(200);
    expect((await lastMail(account.email, 'Your password was changed')).text).toContain('Hello Rania,');

    // The browser that signed up is known; a new one is announced, a known one is not.
    expect((await signIn(owner, account.email, 'changed password 5')).status).toBe(200);
    const stranger = new TestClient(ctx);
    expect(
      (
        await stranger.request('/api/auth/sign-in/email', {
          json: { email: account.email, password: 'changed password 5' },
          headers: {
            'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
          },
        })
      ).status,
    ).toBe(200);
    const newDevice = (await mailsTo(account.email)).filter((m) => m.subject === 'A new sign-in to your account');
    expect(newDevice).toHaveLength(1);
    expect(newDevice[0]?.text).toContain('Chrome on Android');

    const deleted = await owner.json<Body>('/api/account/delete', { json: { password: 'changed password 5' } });
    expect(deleted.status).toBe(200);
    expect((await lastMail(account.email, 'Your Wifaq account was deleted')).text).toContain('Hello Rania,');
    // The outbox keeps no body, nor the address, of a mail it sent: only its kind.
    expect(await queuedMails(ctx.database.db, account.email)).toEqual([]);
    const kept = await ctx.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(isNotNull(jobs.done_at), sql`${jobs.payload}::text like ${`%${account.email}%`}`));
    expect(kept).toEqual([]);
  });
});
