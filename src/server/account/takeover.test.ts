import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeys, session, twoFactors, user } from '../db/schema.ts';
import { type Mailbox, startMailbox, tokenIn } from '../testing/fake-smtp.ts';
import { addPasskey, signInWithPasskey } from '../testing/passkey-authenticator.ts';
import { createTestApp, TestClient, type TestContext, uniqueEmail } from '../testing/test-app.ts';
import { turnOnTwoFactor } from '../testing/two-factor.ts';

/**
 * The two chains of the security test of 2026-11-27 (issue 26), played as an attacker would, with the
 * software authenticator: a stolen session that tries to keep the account, and a squatter who signed
 * up first with someone else's address. Each ends with the owner holding the account alone.
 */
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

type Body = Record<string, unknown> & { error?: { code: string; message: string } };

const mailsTo = (address: string) => mailbox.mailsTo(ctx, address);
const lastMail = (address: string, subject: string) => mailbox.lastMail(ctx, address, subject);
const signIn = (email: string, password: string, code?: string) =>
  new TestClient(ctx).json<Body>('/api/auth/sign-in/email', { json: { email, password, ...(code ? { code } : {}) } });
const waysIn = async (userId: string) => ({
  passkeys: (await ctx.database.db.select().from(passkeys).where(eq(passkeys.user_id, userId))).length,
  twoFactor: (await ctx.database.db.select().from(twoFactors).where(eq(twoFactors.user_id, userId))).length,
  sessions: (await ctx.database.db.select().from(session).where(eq(session.userId, userId))).length,
});

describe('a stolen session', () => {
  it('cannot move the address: without the password it is 403 and nothing is mailed', async () => {
    const owner = new TestClient(ctx);
    const account = await owner.signUp({ name: 'Huda' });
    const taker = uniqueEmail();
    // The session cookie alone, every way it could be sent.
    for (const json of [
      { newEmail: taker },
      { newEmail: taker, password: '' },
      { newEmail: taker, password: null },
      { newEmail: taker, currentPassword: account.password },
    ]) {
      const res = await owner.json<Body>('/api/auth/change-email', { json });
      expect(res.status, JSON.stringify(json)).toBe(403);
      expect(res.body.error?.code).toBe('proof_required');
    }
    const wrong = await owner.json<Body>('/api/auth/change-email', {
      json: { newEmail: taker, password: 'a guess 1234' },
    });
    expect([wrong.status, wrong.body.error?.code]).toEqual([400, 'invalid_password']);
    expect(await mailsTo(taker)).toEqual([]);
    expect((await owner.json<Body>('/api/profile')).body.email).toBe(account.email);
  });

  it('with two-factor on, moving the address takes the code too, checked before anything is sent', async () => {
    const owner = new TestClient(ctx);
    const account = await owner.signUp();
    const { freshCode } = await turnOnTwoFactor(owner, account.password);
    const taker = uniqueEmail();
    const noCode = await owner.json<Body>('/api/auth/change-email', {
      json: { newEmail: taker, password: account.password },
    });
    expect([noCode.status, noCode.body.error?.code]).toEqual([400, 'two_factor_required']);
    const badCode = await owner.json<Body>('/api/auth/change-email', {
      json: { newEmail: taker, password: account.password, code: '000000' },
    });
    expect([badCode.status, badCode.body.error?.code]).toEqual([400, 'invalid_code']);
    expect(await mailsTo(taker)).toEqual([]);
    const proven = await owner.json<Body>('/api/auth/change-email', {
      json: { newEmail: taker, password: account.password, code: freshCode() },
    });
    expect(proven.status).toBe(200);
    expect(await mailsTo(taker)).toHaveLength(1);
  });

  it('that also knew the password is undone: the undo ends every session, removes every factor and passkey, and the owner sets a new password', async () => {
    const owner = new TestClient(ctx);
    const account = await owner.signUp({ name: 'Salma' });
    // The owner's own passkey from before: it cannot be told apart from a taker's, so it goes too.
    await addPasskey(owner, ctx.env.appUrl, { password: account.password }, 'Salma’s phone');

    // The taker: the owner's session and password. Moves the address to their own inbox and confirms it.
    const takerEmail = uniqueEmail();
    const moved = await owner.json<Body>('/api/auth/change-email', {
      json: { newEmail: takerEmail, password: account.password },
    });
    expect(moved.status).toBe(200);
    const confirm = await lastMail(takerEmail, 'Confirm your new email address');
    expect(
      (await owner.json('/api/auth/verify-email', { json: { token: tokenIn(confirm, 'verify-email') } })).status,
    ).toBe(200);
    // Resets the password through the new address, signs in, adds a passkey and turns on two-factor.
    const taker = new TestClient(ctx);
    await taker.json('/api/auth/request-password-reset', { json: { email: takerEmail } });
    const reset = await lastMail(takerEmail, 'Choose a new password');
    expect(
      (
        await taker.json('/api/auth/reset-password', {
          json: { token: tokenIn(reset, 'reset-password'), newPassword: 'Attacker-Pass-2' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await taker.json('/api/auth/sign-in/email', { json: { email: takerEmail, password: 'Attacker-Pass-2' } }))
        .status,
    ).toBe(200);
    const { passkey: takersPasskey } = await addPasskey(taker, ctx.env.appUrl, { password: 'Attacker-Pass-2' }, 'Mine');
    const { freshCode: takersCode } = await turnOnTwoFactor(taker, 'Attacker-Pass-2');
    expect(await waysIn(account.id)).toMatchObject({ passkeys: 2, twoFactor: 1 });

    // The owner follows the undo link mailed to the old address.
    const notice = await lastMail(account.email, 'Your email address was changed');
    const undone = await new TestClient(ctx).json<Body>('/api/account/email-change/undo', {
      json: { token: tokenIn(notice, 'undo-email-change') },
    });
    expect(undone.status).toBe(200);
    expect(await waysIn(account.id)).toEqual({ passkeys: 0, twoFactor: 0, sessions: 0 });
    expect((await taker.json('/api/profile')).status).toBe(401);
    // No way the taker knew still opens the account: neither password, the code, nor the passkey.
    expect((await signIn(account.email, 'Attacker-Pass-2', takersCode())).status).toBe(401);
    expect((await signIn(account.email, account.password)).status).toBe(401);
    expect((await signInWithPasskey(new TestClient(ctx), takersPasskey)).status).toBe(401);

    // The owner is told what was removed, and chooses a new password from the restored address.
    const back = await lastMail(account.email, 'Your account is yours again');
    expect(back.text).toContain('Two-step verification was turned off.');
    expect(back.text).toContain('The passkeys “Salma’s phone” and “Mine” were removed.');
    expect(
      (
        await new TestClient(ctx).json('/api/auth/reset-password', {
          json: { token: tokenIn(back, 'reset-password'), newPassword: 'Salma owns this 9' },
        })
      ).status,
    ).toBe(200);
    const signedIn = await signIn(account.email, 'Salma owns this 9');
    expect(signedIn.status).toBe(200);
    expect((await ctx.database.db.select().from(user).where(eq(user.id, account.id)))[0]).toMatchObject({
      email: account.email,
      emailVerified: true,
    });
  });
});

describe('a squatted address', () => {
  it('gets no second way in before the address is confirmed: passkeys and two-factor are 403', async () => {
    const squatter = new TestClient(ctx);
    const victim = uniqueEmail();
    const account = await squatter.signUp({ email: victim, password: 'squatter pass 1' });
    const steps: [string, unknown][] = [
      ['/api/security/passkeys/options', { password: account.password }],
      ['/api/security/two-factor/setup', { password: account.password }],
      ['/api/security/two-factor/enable', { code: '123456' }],
    ];
    for (const [path, json] of steps) {
      const res = await squatter.json<Body>(path, { json });
      expect([res.status, res.body.error?.code], path).toEqual([403, 'address_unconfirmed']);
      expect(res.body.error?.message).toContain('Confirm your email address');
    }
    const arabic = await squatter.json<Body>('/api/security/two-factor/setup', {
      json: { password: account.password },
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.body.error?.message).toContain('أكّد عنوان بريدك الإلكتروني');
    expect(await waysIn(account.id)).toMatchObject({ passkeys: 0, twoFactor: 0 });
  });

  it('loses every way in when the owner resets the password from the inbox, even one added before the rule', async () => {
    const squatter = new TestClient(ctx);
    const victim = uniqueEmail();
    const account = await squatter.signUp({ email: victim, password: 'squatter pass 1' });
    // An account from before the rule: a passkey and two-factor added while the address was unconfirmed.
    const { passkey } = await addPasskey(squatter, ctx.env.appUrl, { password: account.password }, 'Squat');
    await turnOnTwoFactor(squatter, account.password);
    await ctx.database.db.update(user).set({ emailVerified: false }).where(eq(user.id, account.id));

    // The owner arrives: sign-up says the address is taken, so "forgot password".
    const owner = new TestClient(ctx);
    await owner.json('/api/auth/request-password-reset', { json: { email: victim } });
    const reset = await lastMail(victim, 'Choose a new password');
    expect(
      (
        await owner.json('/api/auth/reset-password', {
          json: { token: tokenIn(reset, 'reset-password'), newPassword: 'the real owner 7' },
        })
      ).status,
    ).toBe(200);
    expect(await waysIn(account.id)).toEqual({ passkeys: 0, twoFactor: 0, sessions: 0 });
    expect((await squatter.json('/api/profile')).status).toBe(401);
    expect((await signInWithPasskey(new TestClient(ctx), passkey)).status).toBe(401);
    // The reset proved the inbox: the address is confirmed, and the owner signs in with no one's code.
    expect((await signIn(victim, 'the real owner 7')).status).toBe(200);
    expect((await ctx.database.db.select().from(user).where(eq(user.id, account.id)))[0]?.emailVerified).toBe(true);
    const done = await lastMail(victim, 'Your password was reset');
    expect(done.text).toContain('Two-step verification was turned off. The passkey “Squat” was removed.');
  });

  it('a reset of a confirmed address keeps its factors (the owner’s own)', async () => {
    const owner = new TestClient(ctx);
    const account = await owner.signUp();
    await addPasskey(owner, ctx.env.appUrl, { password: account.password });
    await new TestClient(ctx).json('/api/auth/request-password-reset', { json: { email: account.email } });
    const reset = await lastMail(account.email, 'Choose a new password');
    await new TestClient(ctx).json('/api/auth/reset-password', {
      json: { token: tokenIn(reset, 'reset-password'), newPassword: 'still mine 2026' },
    });
    expect(await waysIn(account.id)).toMatchObject({ passkeys: 1, sessions: 0 });
  });
});

describe('every change of a way in is all or nothing', () => {
  const sentTo = async (address: string, subject: string) =>
    (await mailsTo(address)).filter((m) => m.subject === subject).length;

  for (const twoFactorOn of [false, true]) {
    it(`a password change ${twoFactorOn ? 'with' : 'without'} two-factor: a wrong proof changes nothing and mails nothing`, async () => {
      const owner = new TestClient(ctx);
      const account = await owner.signUp();
      const other = new TestClient(ctx);
      expect(
        (await other.json('/api/auth/sign-in/email', { json: { email: account.email, password: account.password } }))
          .status,
      ).toBe(200);
      const code = twoFactorOn ? (await turnOnTwoFactor(owner, account.password)).freshCode : null;
      const attempts: Record<string, unknown>[] = [
        { currentPassword: 'not the password', newPassword: 'a new secret 2026', ...(code ? { code: code() } : {}) },
      ];
      if (code) attempts.push({ currentPassword: account.password, newPassword: 'a new secret 2026' });
      if (code) attempts.push({ currentPassword: account.password, newPassword: 'a new secret 2026', code: '000000' });
      for (const json of attempts) {
        const refused = await owner.json<Body>('/api/auth/change-password', { json });
        expect(refused.status, JSON.stringify(json)).toBeGreaterThanOrEqual(400);
        // Nothing happened: both devices still signed in, the old password still the password, no mail.
        expect((await owner.json('/api/profile')).status).toBe(200);
        expect((await other.json('/api/profile')).status).toBe(200);
        expect(await sentTo(account.email, 'Your password was changed')).toBe(0);
      }
      const done = await owner.json<Body>('/api/auth/change-password', {
        json: {
          currentPassword: account.password,
          newPassword: 'a new secret 2026',
          ...(code ? { code: code() } : {}),
        },
      });
      expect(done.status).toBe(200);
      // Made at once, whole: this device stays signed in, the other is out, and the mail is sent.
      expect((await owner.json('/api/profile')).status).toBe(200);
      expect((await other.json('/api/profile')).status).toBe(401);
      expect(await sentTo(account.email, 'Your password was changed')).toBe(1);
    });

    it(`a passkey's removal ${twoFactorOn ? 'with' : 'without'} two-factor takes every proof before it removes it`, async () => {
      const owner = new TestClient(ctx);
      const account = await owner.signUp();
      const factor = twoFactorOn ? await turnOnTwoFactor(owner, account.password) : null;
      const code = factor?.freshCode ?? null;
      const { id } = await addPasskey(
        owner,
        ctx.env.appUrl,
        { password: account.password, ...(code ? { code: code() } : {}) },
        'Phone',
      );
      const wrongPassword = await owner.json<Body>(`/api/security/passkeys/${id}/remove`, {
        json: { password: 'not it 1234', ...(code ? { code: code() } : {}) },
      });
      expect(wrongPassword.body.error?.code).toBe('invalid_password');
      if (code) {
        const noCode = await owner.json<Body>(`/api/security/passkeys/${id}/remove`, {
          json: { password: account.password },
        });
        expect(noCode.body.error?.code).toBe('two_factor_required');
      }
      expect(await waysIn(account.id)).toMatchObject({ passkeys: 1 });
      expect(await sentTo(account.email, 'A passkey was removed')).toBe(0);
      const removed = await owner.request(`/api/security/passkeys/${id}/remove`, {
        // The app's next code went on adding it; a backup code proves the same.
        json: { password: account.password, ...(factor ? { code: factor.backupCodes[0] } : {}) },
      });
      expect(removed.status).toBe(204);
      expect(await waysIn(account.id)).toMatchObject({ passkeys: 0 });
      expect(await sentTo(account.email, 'A passkey was removed')).toBe(1);
    });
  }
});
