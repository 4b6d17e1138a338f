import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCodes, session, twoFactors } from '../db/schema.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';
import { personWithTwoFactor } from '../testing/two-factor.ts';
import { base32Decode, codeAt, currentStep } from './totp.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type ErrorBody = { error: { code: string; message: string } };
const PASSWORD = 'correct horse 42';

const withTwoFactor = () => personWithTwoFactor(ctx, PASSWORD);

const signIn = (email: string, extra: Record<string, unknown> = {}) =>
  new TestClient(ctx).json<ErrorBody>('/api/auth/sign-in/email', { json: { email, password: PASSWORD, ...extra } });

/** A code as a phone's Arabic keyboard types it: Arabic-Indic digits (٠-٩), or Eastern Arabic-Indic (۰-۹). */
const arabicIndic = (code: string) => code.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d)));
const easternArabicIndic = (code: string) => code.replace(/[0-9]/g, (d) => String.fromCharCode(0x06f0 + Number(d)));

const sessionCount = async (userId: string) =>
  (await ctx.database.db.select().from(session).where(eq(session.userId, userId))).length;

describe('two-factor setup', () => {
  it('gives a QR code and a secret, and turns on only with a right code', async () => {
    const client = new TestClient(ctx);
    await client.signUp({ password: PASSWORD });
    await client.confirmAddress();
    const setup = await client.json<{ secret: string; uri: string; qr: string }>('/api/security/two-factor/setup', {
      json: { password: PASSWORD },
    });
    expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\/Wifaq%3A.+\?secret=[A-Z2-7]{32}&issuer=Wifaq/);
    expect(setup.body.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await client.json<ErrorBody>('/api/security/two-factor/enable', { json: { code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('invalid_code');
    expect((await client.json<{ two_factor: { enabled: boolean } }>('/api/security')).body.two_factor.enabled).toBe(
      false,
    );
  });

  it('shows ten backup codes of 79 bits once, and stores them only as a keyed hash', async () => {
    const { client, account, backupCodes: codes } = await withTwoFactor();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // 16 characters of 31 (ASVS 6.5.2 asks for at least 64 bits).
    for (const code of codes) expect(code).toMatch(/^[a-hj-km-np-z2-9]{4}(-[a-hj-km-np-z2-9]{4}){3}$/);
    // An HMAC under a key of its own, tagged with its versions (the derivation's, and the server secret's
    // as keys.ts names it): a database copy alone cannot test guesses.
    const stored = await ctx.database.db.select().from(backupCodes).where(eq(backupCodes.user_id, account.id));
    for (const { code_hash } of stored) expect(code_hash).toMatch(/^v1:k[0-9a-f]{8}:[0-9a-f]{64}$/);
    const plain = (code: string) => code.replaceAll('-', '');
    const unsalted = codes.map((code) => createHash('sha256').update(plain(code)).digest('hex'));
    const keyed = stored.map((row) => row.code_hash.split(':')[2] ?? '');
    expect(keyed.some((hash) => unsalted.includes(hash))).toBe(false);
    const state = await client.json<{ two_factor: { enabled: boolean; backup_codes_left: number } }>('/api/security');
    expect(state.body.two_factor).toEqual({ enabled: true, backup_codes_left: 10 });
    const again = await client.json<ErrorBody>('/api/security/two-factor/setup', { json: { password: PASSWORD } });
    expect(again.body.error.code).toBe('already_enabled');
  });
});

describe('signing in with two-factor on', () => {
  it('asks for the code after the right password, and gives no session without it', async () => {
    const { account } = await withTwoFactor();
    const before = await sessionCount(account.id);
    const asked = await signIn(account.email);
    expect(asked.status).toBe(401);
    expect(asked.body.error).toEqual({
      code: 'two_factor_required',
      message: 'Enter the 6-digit code from your authenticator app, or a backup code.',
    });
    expect(asked.headers.getSetCookie()).toEqual([]);
    expect(await sessionCount(account.id)).toBe(before);
    // A wrong password says nothing about two-factor.
    const wrong = await new TestClient(ctx).json<ErrorBody>('/api/auth/sign-in/email', {
      json: { email: account.email, password: 'not the password' },
    });
    expect(wrong.body.error.code).toBe('invalid_email_or_password');
  });

  it('accepts a code once: the same code a second time fails', async () => {
    const { account, code, freshCode } = await withTwoFactor();
    const next = freshCode(); // a step after the setup's
    const first = await signIn(account.email, { code: next });
    expect(first.status).toBe(200);
    const replay = await signIn(account.email, { code: next });
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('invalid_code');
    // An earlier step than the last accepted one is refused too, though still in the window.
    expect((await signIn(account.email, { code: code(-1) })).status).toBe(401);
  });

  it('takes a code of the current step or the one before, never of the next step or two before (ASVS 6.5.5)', async () => {
    const { account, code } = await withTwoFactor();
    // Three steps after the setup's: two steps before now is later than the setup's, so only the window
    // refuses it (not the rule that a step is taken once).
    ctx.totpClock.advanceSteps(3);
    const refused = await signIn(account.email, { code: code(1) });
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('invalid_code');
    expect((await signIn(account.email, { code: code(-2) })).status).toBe(401);
    expect((await signIn(account.email, { code: code(-1) })).status).toBe(200);
    expect((await signIn(account.email, { code: code(0) })).status).toBe(200);
    // The next step's code works once its step has come.
    const next = code(1);
    ctx.totpClock.advanceSteps(1);
    expect((await signIn(account.email, { code: next })).status).toBe(200);
  });

  it('still accepts, once, a backup code made before issue 27 (10 characters, unsalted SHA-256)', async () => {
    const { account } = await withTwoFactor();
    const legacy = 'abcde-fghjk';
    await ctx.database.db.insert(backupCodes).values({
      user_id: account.id,
      code_hash: createHash('sha256').update('abcdefghjk').digest('hex'),
    });
    expect((await signIn(account.email, { code: legacy })).status).toBe(200);
    expect((await signIn(account.email, { code: legacy })).status).toBe(401);
  });

  it('accepts each backup code once', async () => {
    const { account, backupCodes } = await withTwoFactor();
    const backup = backupCodes[3] as string;
    expect((await signIn(account.email, { code: backup.toUpperCase() })).status).toBe(200);
    expect((await signIn(account.email, { code: backup })).status).toBe(401);
  });

  it('still takes backup codes when the secret was sealed under an earlier auth secret', async () => {
    const { account, backupCodes, freshCode } = await withTwoFactor();
    await ctx.database.db
      .update(twoFactors)
      .set({ secret_sealed: 'AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.AAAA' })
      .where(eq(twoFactors.user_id, account.id));
    expect((await signIn(account.email, { code: freshCode() })).status).toBe(401);
    expect((await signIn(account.email, { code: backupCodes[0] })).status).toBe(200);
  });

  it('takes a code typed in Arabic-Indic digits, at sign-in and as a backup code (decision 005)', async () => {
    const { account, freshCode, backupCodes } = await withTwoFactor();
    const typed = arabicIndic(freshCode());
    expect(typed).toMatch(/^[\u0660-\u0669]{6}$/);
    const signedIn = await signIn(account.email, { code: typed });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.getSetCookie().some((cookie) => cookie.includes('session_token'))).toBe(true);
    // Read as the same code: taken once, whichever digits it is typed in the second time.
    expect(
      (await signIn(account.email, { code: typed.replace(/./g, (d) => String(d.charCodeAt(0) - 0x0660)) })).status,
    ).toBe(401);
    expect((await signIn(account.email, { code: easternArabicIndic(freshCode()) })).status).toBe(200);
    // A backup code's digits, typed on the same keyboard.
    const backup = backupCodes.find((code) => /[0-9]/.test(code)) as string;
    expect((await signIn(account.email, { code: arabicIndic(backup) })).status).toBe(200);
    expect((await signIn(account.email, { code: backup })).status).toBe(401);
  });

  it('turns on and off with codes typed in Arabic-Indic digits (decision 005)', async () => {
    const client = new TestClient(ctx);
    const account = await client.signUp({ password: PASSWORD });
    await client.confirmAddress();
    const setup = await client.json<{ secret: string }>('/api/security/two-factor/setup', {
      json: { password: PASSWORD },
    });
    const secret = base32Decode(setup.body.secret);
    const code = () => codeAt(secret, currentStep(ctx.totpClock.now()));
    const enabled = await client.json<{ backup_codes: string[] }>('/api/security/two-factor/enable', {
      json: { code: arabicIndic(code()) },
    });
    expect(enabled.status).toBe(200);
    expect(enabled.body.backup_codes).toHaveLength(10);
    ctx.totpClock.advanceSteps(1);
    const disabled = await client.request('/api/security/two-factor/disable', {
      json: { password: PASSWORD, code: easternArabicIndic(code()) },
    });
    expect(disabled.status).toBe(200);
    expect((await signIn(account.email)).status).toBe(200);
  });

  it('turns off only with a current code or a backup code', async () => {
    const { client, account, backupCodes } = await withTwoFactor();
    const wrong = await client.json<ErrorBody>('/api/security/two-factor/disable', {
      json: { password: PASSWORD, code: '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('invalid_code');
    expect((await signIn(account.email)).status).toBe(401);
    expect(
      (await client.request('/api/security/two-factor/disable', { json: { password: PASSWORD, code: backupCodes[0] } }))
        .status,
    ).toBe(200);
    expect((await signIn(account.email)).status).toBe(200);
  });

  it('is needed to delete the account', async () => {
    const { client, freshCode } = await withTwoFactor();
    const without = await client.json<ErrorBody>('/api/account/delete', { json: { password: PASSWORD } });
    expect(without.body.error.code).toBe('two_factor_required');
    expect((await client.request('/api/profile')).status).toBe(200);
    expect(
      (await client.request('/api/account/delete', { json: { password: PASSWORD, code: freshCode() } })).status,
    ).toBe(200);
  });
});

describe('sessions', () => {
  it('lists the person’s sessions without tokens, and signs out everywhere else', async () => {
    const here = new TestClient(ctx);
    const account = await here.signUp({ password: PASSWORD });
    const phone = new TestClient(ctx);
    await phone.json('/api/auth/sign-in/email', { json: { email: account.email, password: PASSWORD } });
    const list = await here.json<{ sessions: { id: string; current: boolean }[] }>('/api/security');
    expect(list.body.sessions).toHaveLength(2);
    expect(list.body.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toMatch(/token/i);

    // A session alone cannot sign its owner out elsewhere (issue 27): the password first.
    const bare = await here.json<{ error: { code: string } }>('/api/security/sessions/revoke-others', { json: {} });
    expect(bare.status).toBe(400);
    expect((await phone.request('/api/profile')).status).toBe(200);
    const revoked = await here.json<{ revoked: number }>('/api/security/sessions/revoke-others', {
      json: { password: PASSWORD },
    });
    expect(revoked.body.revoked).toBe(1);
    expect((await phone.request('/api/profile')).status).toBe(401);
    expect((await here.request('/api/profile')).status).toBe(200);
  });

  it('ends one session of one’s own; anyone else’s is not found', async () => {
    const a = new TestClient(ctx);
    const mine = await a.signUp();
    const b = new TestClient(ctx);
    const theirs = await b.signUp();
    const [bSession] = (await b.json<{ sessions: { id: string }[] }>('/api/security')).body.sessions;
    const end = (client: TestClient, password: string) =>
      client.request(`/api/security/sessions/${bSession?.id}`, { method: 'DELETE', json: { password } });
    // Someone else's is not found, even with one's own password; one's own takes the password.
    expect((await end(a, mine.password)).status).toBe(404);
    expect((await b.request('/api/profile')).status).toBe(200);
    expect((await b.request(`/api/security/sessions/${bSession?.id}`, { method: 'DELETE' })).status).toBe(400);
    expect((await end(b, 'not the password')).status).toBe(400);
    expect((await end(b, theirs.password)).status).toBe(204);
    expect((await b.request('/api/profile')).status).toBe(401);
  });

  it('limits password changes to five tries per ten minutes, with Retry-After', async () => {
    const client = new TestClient(ctx);
    await client.signUp({ password: PASSWORD });
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 6; i++) {
      const res = await client.request('/api/auth/change-password', {
        json: { currentPassword: 'not my password', newPassword: 'a new long secret 9' },
      });
      statuses.push(res.status);
      retryAfter ??= res.headers.get('retry-after');
    }
    expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true);
    expect(statuses[5]).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('ends the other sessions when the password changes', async () => {
    const here = new TestClient(ctx);
    const account = await here.signUp({ password: PASSWORD });
    const phone = new TestClient(ctx);
    await phone.json('/api/auth/sign-in/email', { json: { email: account.email, password: PASSWORD } });
    const changed = await here.request('/api/auth/change-password', {
      json: { currentPassword: PASSWORD, newPassword: 'a new long secret 9' },
    });
    expect(changed.status).toBe(200);
    expect((await phone.request('/api/profile')).status).toBe(401);
    expect((await here.request('/api/profile')).status).toBe(200);
    expect((await signIn(account.email)).status).toBe(401);
  });
});
