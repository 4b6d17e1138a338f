import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from './db/schema.ts';
import { capturedLogger } from './testing/captured-logger.ts';
import { type ParsedMail, parseMail, startFakeSmtp, tokenIn } from './testing/fake-smtp.ts';
import { addPasskey, signInWithPasskey, softwarePasskey } from './testing/passkey-authenticator.ts';
import { createTestApp, TestClient, type TestContext, uniqueEmail } from './testing/test-app.ts';
import { makeOperator, personWithTwoFactor, turnOnTwoFactor } from './testing/two-factor.ts';

/**
 * Security events (issue 27, item 6): every sign-in, failed code, address, password and factor change,
 * reset, export, deletion and operator action is one log line naming the account by id, the client's
 * address, the factor, the outcome and the request, and no line of any request ever holds an address,
 * a password, a code or a token.
 */
const { logger, lines } = capturedLogger();

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  ctx = await createTestApp({ mail: { smtpUrl: smtp.url, from: 'Wifaq <no-reply@wifaq.test>' } }, { logger });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

interface Line {
  msg: string;
  request_id?: string;
  event?: string;
  kind?: string;
  outcome?: string;
  factor?: string;
  reason?: string;
  account_id?: string | null;
  ip?: string | null;
  [field: string]: unknown;
}
const parsed = (from = 0) => lines.slice(from).map((line) => JSON.parse(line) as Line);
const eventsSince = (from: number) => parsed(from).filter((line) => line.event === 'security');
/** The security events `run` caused, and every line it logged. */
async function during(run: () => Promise<unknown>) {
  const from = lines.length;
  await run();
  return { events: eventsSince(from), text: lines.slice(from).join('') };
}

const PASSWORD = 'correct horse 42';
type Body = Record<string, unknown> & { error?: { code: string } };

async function lastMail(address: string, subject: string): Promise<ParsedMail> {
  await ctx.app.outbox.deliverDue();
  const mail = smtp.received
    .filter((m) => m.to.includes(address))
    .map(parseMail)
    .findLast((m) => m.subject === subject);
  if (!mail) throw new Error(`no mail "${subject}" to ${address}`);
  return mail;
}

const signIn = (client: TestClient, email: string, password: string, code?: string) =>
  client.json<Body>('/api/auth/sign-in/email', { json: { email, password, ...(code ? { code } : {}) } });

describe('the request id', () => {
  it('is made per request, sent back, and on every line the request logs, never taken from the caller', async () => {
    const client = new TestClient(ctx);
    const from = lines.length;
    const first = await client.request('/api/health');
    const second = await client.request('/api/auth/sign-in/email', {
      json: { email: uniqueEmail(), password: 'not the one 1' },
      headers: { 'x-request-id': 'chosen-by-the-caller' },
    });
    const a = first.headers.get('x-request-id');
    const b = second.headers.get('x-request-id');
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(b).toMatch(/^[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
    const logged = parsed(from);
    // The refused sign-in's lines (better-auth's own, its event, its request line) all carry its id.
    const ofSecond = logged.filter((line) => line.request_id === b).map((line) => line.msg);
    expect(ofSecond).toEqual(expect.arrayContaining(['User not found', 'security event', 'request']));
    expect(logged.some((line) => line.request_id === 'chosen-by-the-caller')).toBe(false);
    expect(logged.every((line) => line.request_id === a || line.request_id === b)).toBe(true);
  });

  it('is sent back on a refusal the error handler answers, too', async () => {
    const response = await new TestClient(ctx).request('/api/profile');
    expect(response.status).toBe(401);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('sign-in events', () => {
  it('name the account, the address, the factor and the outcome of each password sign-in', async () => {
    const owner = new TestClient(ctx);
    const account = await owner.signUp({ password: PASSWORD });
    const guesser = new TestClient(ctx);
    const wrong = await during(() => signIn(guesser, account.email, 'a wrong guess 1'));
    expect(wrong.events).toEqual([
      expect.objectContaining({
        kind: 'sign_in',
        outcome: 'failure',
        factor: 'password',
        reason: 'wrong_password',
        account_id: account.id,
        ip: guesser.ip,
        request_id: expect.any(String),
      }),
    ]);
    const nobody = await during(() => signIn(guesser, uniqueEmail(), 'a wrong guess 1'));
    expect(nobody.events).toEqual([
      expect.objectContaining({ kind: 'sign_in', outcome: 'failure', reason: 'wrong_password', account_id: null }),
    ]);
    const right = await during(() => signIn(new TestClient(ctx), account.email, PASSWORD));
    expect(right.events).toEqual([
      expect.objectContaining({ kind: 'sign_in', outcome: 'success', factor: 'password', account_id: account.id }),
    ]);
  });

  it('tell a right password without its code, a wrong code, an app code and a backup code apart', async () => {
    const { account, freshCode, backupCodes } = await personWithTwoFactor(ctx, PASSWORD);
    const kinds = async (password: string, typed?: string) =>
      (await during(() => signIn(new TestClient(ctx), account.email, password, typed))).events.map((e) => [
        e.outcome,
        e.factor,
        e.reason ?? null,
        e.account_id,
      ]);
    expect(await kinds(PASSWORD)).toEqual([['failure', 'code', 'code_required', account.id]]);
    expect(await kinds(PASSWORD, '000000')).toEqual([['failure', 'code', 'invalid_code', account.id]]);
    expect(await kinds(PASSWORD, 'aaaa-bbbb-cccc-dddd')).toEqual([
      ['failure', 'backup_code', 'invalid_code', account.id],
    ]);
    expect(await kinds(PASSWORD, freshCode())).toEqual([['success', 'code', null, account.id]]);
    expect(await kinds(PASSWORD, backupCodes[0])).toEqual([['success', 'backup_code', null, account.id]]);
  });

  it('log the limit that stops a guesser', async () => {
    const account = await new TestClient(ctx).signUp({ password: PASSWORD });
    // Five wrong passwords from new devices, each at its own address; the sixth is held back.
    for (let i = 0; i < 5; i++) await signIn(new TestClient(ctx), account.email, `wrong guess ${i}0`);
    const held = await during(() => signIn(new TestClient(ctx), account.email, PASSWORD));
    expect(held.events).toEqual([
      expect.objectContaining({ kind: 'sign_in', outcome: 'failure', reason: 'limited', account_id: account.id }),
    ]);
  });

  it('log passkey sign-ins, verified or not', async () => {
    const client = new TestClient(ctx);
    const me = await client.signUp({ password: PASSWORD });
    await client.confirmAddress();
    let added: { passkey: ReturnType<typeof softwarePasskey>; id: string } | undefined;
    const adding = await during(async () => {
      added = await addPasskey(client, ctx.env.appUrl, { password: PASSWORD }, 'Phone');
    });
    if (!added) throw new Error('no passkey');
    const { passkey, id } = added;
    expect(adding.events).toEqual([
      expect.objectContaining({ kind: 'passkey_added', account_id: me.id, passkey_id: id }),
    ]);
    expect(adding.text).not.toContain(passkey.id);
    const good = await during(() => signInWithPasskey(new TestClient(ctx), passkey));
    expect(good.events).toEqual([
      expect.objectContaining({ kind: 'sign_in', outcome: 'success', factor: 'passkey', account_id: me.id }),
    ]);
    const stranger = softwarePasskey(ctx.env.appUrl);
    const bad = await during(() => signInWithPasskey(new TestClient(ctx), stranger));
    expect(bad.events).toEqual([
      expect.objectContaining({ kind: 'sign_in', outcome: 'failure', factor: 'passkey', account_id: null }),
    ]);
  });
});

describe('events of an account', () => {
  it('follow an account through every change of a way in, and no line holds an address, password, code or token', async () => {
    const owner = new TestClient(ctx);
    const email = uniqueEmail();
    const from = lines.length;
    const account = await owner.signUp({ email, password: PASSWORD });
    const secrets: string[] = [email, PASSWORD];
    const kindsSince = (start: number) => eventsSince(start).map((e) => e.kind);

    // The sign-up address confirmed from its mail.
    const verify = await lastMail(email, 'Confirm your email address');
    const verifyToken = tokenIn(verify, 'verify-email');
    secrets.push(verifyToken);
    await owner.json('/api/auth/verify-email', { json: { token: verifyToken } });

    // Two-factor on, a proof refused (wrong password, then wrong code), two-factor off.
    const { code, freshCode, backupCodes } = await turnOnTwoFactor(owner, PASSWORD);
    const next = freshCode();
    secrets.push(...backupCodes, next, code(1));
    const step = lines.length;
    const wrongPassword = await owner.json<Body>('/api/security/two-factor/disable', {
      json: { password: 'not my password', code: next },
    });
    const wrongCode = await owner.json<Body>('/api/security/two-factor/disable', {
      json: { password: PASSWORD, code: '000000' },
    });
    expect([wrongPassword.status, wrongCode.status]).toEqual([400, 400]);
    expect(eventsSince(step)).toEqual([
      expect.objectContaining({ kind: 'proof_failed', factor: 'password', reason: 'wrong_password' }),
      expect.objectContaining({ kind: 'proof_failed', factor: 'code', reason: 'invalid_code' }),
    ]);
    expect(
      (await owner.json('/api/security/two-factor/disable', { json: { password: PASSWORD, code: next } })).status,
    ).toBe(200);

    // The password changed, then reset from the inbox.
    const newPassword = 'a brand new one 7';
    secrets.push(newPassword);
    expect(
      (
        await owner.json('/api/auth/change-password', {
          json: { currentPassword: PASSWORD, newPassword },
        })
      ).status,
    ).toBe(200);
    await new TestClient(ctx).json('/api/auth/request-password-reset', { json: { email } });
    const reset = await lastMail(email, 'Choose a new password');
    const resetToken = tokenIn(reset, 'reset-password');
    const resetPassword = 'reset from the inbox 3';
    secrets.push(resetToken, resetPassword);
    expect(
      (
        await new TestClient(ctx).json('/api/auth/reset-password', {
          json: { token: resetToken, newPassword: resetPassword },
        })
      ).status,
    ).toBe(200);

    // The address moved, confirmed from the new inbox, and undone from the old one.
    const signedIn = new TestClient(ctx);
    expect((await signIn(signedIn, email, resetPassword)).status).toBe(200);
    const newEmail = uniqueEmail();
    secrets.push(newEmail);
    await signedIn.json('/api/auth/change-email', { json: { newEmail, password: resetPassword } });
    const confirm = await lastMail(newEmail, 'Confirm your new email address');
    const confirmToken = tokenIn(confirm, 'verify-email');
    secrets.push(confirmToken);
    await signedIn.json('/api/auth/verify-email', { json: { token: confirmToken } });
    const notice = await lastMail(email, 'Your email address was changed');
    const undoToken = tokenIn(notice, 'undo-email-change');
    secrets.push(undoToken);
    expect(
      (await new TestClient(ctx).json('/api/account/email-change/undo', { json: { token: undoToken } })).status,
    ).toBe(200);

    // Back in with a new password: sessions ended, a copy taken, the account deleted.
    const back = await lastMail(email, 'Your account is yours again');
    const backToken = tokenIn(back, 'reset-password');
    const finalPassword = 'mine again for good 5';
    secrets.push(backToken, finalPassword);
    await new TestClient(ctx).json('/api/auth/reset-password', {
      json: { token: backToken, newPassword: finalPassword },
    });
    const last = new TestClient(ctx);
    expect((await signIn(last, email, finalPassword)).status).toBe(200);
    await signIn(new TestClient(ctx), email, finalPassword);
    expect(
      (await last.json('/api/security/sessions/revoke-others', { json: { password: finalPassword } })).status,
    ).toBe(200);
    expect((await last.request('/api/account/export', { json: { password: finalPassword } })).status).toBe(200);
    expect((await last.json('/api/account/delete', { json: { password: finalPassword } })).status).toBe(200);

    const events = eventsSince(from);
    expect(kindsSince(from)).toEqual([
      'sign_up',
      'email_confirmed',
      'two_factor_enabled',
      'proof_failed',
      'proof_failed',
      'two_factor_disabled',
      'password_changed',
      'password_reset_requested',
      'password_reset',
      'sign_in',
      'email_change_requested',
      'email_change_confirmed',
      'email_change_undone',
      'password_reset',
      'sign_in',
      'sign_in',
      'sessions_revoked',
      'account_exported',
      'account_deleted',
    ]);
    // Each names the account (the reset request cannot: it answers alike for any address), and the caller.
    for (const event of events) {
      if (event.kind === 'password_reset_requested') expect(event).not.toHaveProperty('account_id');
      else expect(event.account_id, event.kind).toBe(account.id);
      expect(event.ip, event.kind).toMatch(/^10\./);
      expect(event.request_id, event.kind).toMatch(/^[0-9a-f-]{36}$/);
      expect(event.outcome, event.kind).toBe(event.kind === 'proof_failed' ? 'failure' : 'success');
    }
    expect(events.find((e) => e.kind === 'sessions_revoked')).toMatchObject({ count: 1 });

    // Not one line of all those requests holds an address, a password, a code or a token.
    const text = lines.slice(from).join('');
    for (const secret of secrets) expect(text, secret).not.toContain(secret);
    expect(text).not.toMatch(/@example\.test/);
    expect(text).not.toContain(account.email.split('@')[0]);
  });

  it('log every operator action with the operator and the person acted on', async () => {
    const person = await new TestClient(ctx).signUp();
    const operatorClient = new TestClient(ctx);
    const op = await operatorClient.signUp({ name: 'Omar Operator' });
    await makeOperator(ctx, operatorClient, op);
    const viewed = await during(() => operatorClient.json(`/api/admin/people/${person.id}`));
    expect(viewed.events).toEqual([
      expect.objectContaining({
        kind: 'operator_action',
        action: 'people.read',
        account_id: op.id,
        target_id: person.id,
        ip: operatorClient.ip,
      }),
    ]);
    const searched = await during(() =>
      operatorClient.json('/api/admin/people/search', { json: { email: person.email } }),
    );
    expect(searched.events).toEqual([expect.objectContaining({ action: 'people.search', target_id: null })]);
    // The address typed into the search is in no line.
    expect(searched.text).not.toContain(person.email.split('@')[0]);
    const [row] = await ctx.database.db.select({ role: user.role }).from(user).where(eq(user.id, op.id));
    expect(row?.role).toBe('operator');
  });
});
