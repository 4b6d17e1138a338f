import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, backupCodes, passkeys, profiles, session, twoFactors } from '../db/schema.ts';
import { addPasskey } from '../testing/passkey-authenticator.ts';
import { queuedMails } from '../testing/queued-mail.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';
import { signedInOperator, turnOnTwoFactor } from '../testing/two-factor.ts';

/**
 * Operators helping a person under attack or who lost their authenticator (issue 27, item 7): ending
 * every session of an account and removing its second factors, each audited and mailed to the person,
 * and for anyone but an operator as if the routes did not exist.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type ErrorBody = { error: { code: string } };
const db = () => ctx.database.db;

const operator = () => signedInOperator(ctx);

const sessionsOf = async (userId: string) =>
  (await db().select().from(session).where(eq(session.userId, userId))).length;
const mailsTo = (address: string) => queuedMails(db(), address);
const auditOf = (userId: string) => db().select().from(auditLog).where(eq(auditLog.target_user_id, userId));
const factorsOf = async (userId: string) => ({
  twoFactor: (await db().select().from(twoFactors).where(eq(twoFactors.user_id, userId))).length,
  backupCodes: (await db().select().from(backupCodes).where(eq(backupCodes.user_id, userId))).length,
  passkeys: (await db().select().from(passkeys).where(eq(passkeys.user_id, userId))).length,
});

describe('ending every session of an account', () => {
  it('signs the person out everywhere, records it and mails them in their language', async () => {
    const phone = new TestClient(ctx);
    const person = await phone.signUp({ name: 'Rania' });
    await db().update(profiles).set({ language_preference: 'ar' }).where(eq(profiles.id, person.id));
    const laptop = new TestClient(ctx);
    expect(
      (await laptop.json('/api/auth/sign-in/email', { json: { email: person.email, password: person.password } }))
        .status,
    ).toBe(200);
    expect(await sessionsOf(person.id)).toBe(2);
    const op = await operator();

    const ended = await op.json(`/api/admin/people/${person.id}/sessions/revoke-all`, { method: 'POST' });
    expect(ended).toMatchObject({ status: 200, body: { sessions_ended: 2 } });
    expect(await sessionsOf(person.id)).toBe(0);
    expect((await phone.json('/api/profile')).status).toBe(401);
    expect((await laptop.json('/api/profile')).status).toBe(401);
    // The operator's own session is untouched.
    expect((await op.json('/api/admin/me')).status).toBe(200);

    expect(await auditOf(person.id)).toEqual([
      expect.objectContaining({ action: 'sessions.revoke_all', actor_id: op.id, details: { sessions: 2 } }),
    ]);
    // The person's page in the console lists it (walkthrough m9), and not the views of the page itself.
    const page = await op.json<{ recent_actions: { action: string; details: unknown }[] }>(
      `/api/admin/people/${person.id}`,
    );
    expect(page.body.recent_actions).toEqual([
      expect.objectContaining({ action: 'sessions.revoke_all', details: { sessions: 2 } }),
    ]);
    const mails = (await mailsTo(person.email)).filter((m) => m.kind === 'operator_sessions_ended');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('سُجّل خروج حسابك من جميع الأجهزة');
    expect(mails[0]?.text).toContain('/forgot-password');
    // The person signs in again with their password.
    expect(
      (await phone.json('/api/auth/sign-in/email', { json: { email: person.email, password: person.password } }))
        .status,
    ).toBe(200);
  });
});

describe('resetting the second factors of an account', () => {
  it('removes two-factor, backup codes and passkeys, so the password alone signs in; recorded and mailed', async () => {
    const client = new TestClient(ctx);
    const person = await client.signUp({ name: 'Karim' });
    await client.confirmAddress();
    await addPasskey(client, ctx.env.appUrl, { password: person.password }, 'Lost phone');
    await turnOnTwoFactor(client, person.password);
    expect((await factorsOf(person.id)).twoFactor).toBe(1);
    // Without the authenticator, the password is not enough.
    const locked = await new TestClient(ctx).json<ErrorBody>('/api/auth/sign-in/email', {
      json: { email: person.email, password: person.password },
    });
    expect(locked.body.error.code).toBe('two_factor_required');
    const op = await operator();

    const reset = await op.json(`/api/admin/people/${person.id}/factors/reset`, { method: 'POST' });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ two_factor_removed: true, passkeys_removed: 1 });
    expect(await factorsOf(person.id)).toEqual({ twoFactor: 0, backupCodes: 0, passkeys: 0 });
    const signedIn = await new TestClient(ctx).json('/api/auth/sign-in/email', {
      json: { email: person.email, password: person.password },
    });
    expect(signedIn.status).toBe(200);

    expect(await auditOf(person.id)).toEqual([
      expect.objectContaining({ action: 'factors.reset', actor_id: op.id, details: { two_factor: 1, passkeys: 1 } }),
    ]);
    const mails = (await mailsTo(person.email)).filter((m) => m.kind === 'operator_factors_reset');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Two-step verification and passkeys were removed from your account');
    expect(mails[0]?.text).toContain('Two-step verification was turned off.');
    expect(mails[0]?.text).toContain('The passkey “Lost phone” was removed.');
    expect(mails[0]?.text).toContain('/settings/security');
  });
});

describe('an account with nothing to reset', () => {
  it('is recorded, and no mail tells of a change that was not made', async () => {
    const person = await new TestClient(ctx).signUp();
    const op = await operator();
    const reset = await op.json(`/api/admin/people/${person.id}/factors/reset`, { method: 'POST' });
    expect(reset).toMatchObject({ status: 200, body: { two_factor_removed: false, passkeys_removed: 0 } });
    expect(await auditOf(person.id)).toEqual([
      expect.objectContaining({ action: 'factors.reset', details: { two_factor: 0, passkeys: 0 } }),
    ]);
    expect((await mailsTo(person.email)).filter((m) => m.kind === 'operator_factors_reset')).toEqual([]);
  });
});

describe('for anyone but an operator', () => {
  it('the actions do not exist: 404, with nothing ended, removed, recorded or mailed', async () => {
    const client = new TestClient(ctx);
    const person = await client.signUp();
    await turnOnTwoFactor(client, person.password);
    const member = new TestClient(ctx);
    await member.signUp();
    const before = { sessions: await sessionsOf(person.id), factors: await factorsOf(person.id) };
    for (const caller of [member, new TestClient(ctx), client]) {
      for (const action of ['sessions/revoke-all', 'factors/reset']) {
        const res = await caller.json<ErrorBody>(`/api/admin/people/${person.id}/${action}`, { method: 'POST' });
        expect([action, res.status, res.body.error.code]).toEqual([action, 404, 'not_found']);
      }
    }
    expect({ sessions: await sessionsOf(person.id), factors: await factorsOf(person.id) }).toEqual(before);
    expect(await auditOf(person.id)).toEqual([]);
    const mails = await mailsTo(person.email);
    expect(mails.filter((m) => m.kind.startsWith('operator_'))).toEqual([]);
  });

  it('and for an operator, an account that does not exist is 404 too', async () => {
    const op = await operator();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      for (const action of ['sessions/revoke-all', 'factors/reset']) {
        const res = await op.json<ErrorBody>(`/api/admin/people/${id}/${action}`, { method: 'POST' });
        expect([id, action, res.status]).toEqual([id, action, 404]);
      }
    }
  });
});
