import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { account } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { verifyPassword } from '../passwords.ts';
import { securityEvent } from '../security-events.ts';
import { codeFactor, type TwoFactor } from '../two-factor/service.ts';
import type { ProofChecks } from './proof-checks.ts';

/** What a person gives to prove they are the owner before a change of a way into the account. */
export interface Proof {
  password?: unknown;
  code?: unknown;
}

/**
 * The one check of proof made by someone already signed in, for every change that takes it (address,
 * password, factors, passkeys, export, deletion): the password, and while two-factor is on a code, both
 * checked before anything changes, under the per-account allowance of proof-checks.ts. The password is
 * checked first, so a wrong password never uses up a one-time code.
 *
 * Read from the credential row directly (not through better-auth's verify-password): the checks also run
 * inside better-auth's own hooks (change-email, change-password), where calling its API again would
 * re-enter them.
 */
export function accountProof(deps: { db: Db; twoFactor: TwoFactor; proofs: ProofChecks }) {
  const { db, twoFactor, proofs } = deps;

  async function passwordMatches(userId: string, password: string) {
    const [credential] = await db
      .select({ password: account.password })
      .from(account)
      .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
    // An account whose password was withdrawn (an undone address change) has none to match.
    if (!credential?.password) return false;
    return verifyPassword({ hash: credential.password, password });
  }

  /**
   * Checks the parts of `proof` asked for, in order, under the allowance: each wrong part counts a
   * failure, and only a whole proof clears them. (Clearing on the password alone would let someone who
   * knows it guess codes without limit, one right password between each guess.)
   */
  async function check(userId: string, proof: Proof, parts: { password: boolean; code: boolean }, messageKey?: string) {
    try {
      await proofs.check(userId);
    } catch (error) {
      const factor = parts.password ? 'password' : 'code';
      securityEvent('proof_failed', { account_id: userId, factor, reason: 'limited' });
      throw error;
    }
    if (parts.password) {
      if (typeof proof.password !== 'string' || proof.password.length === 0)
        throw new AppError(403, 'proof_required', 'errors.account.proofRequired');
      if (!(await passwordMatches(userId, proof.password))) {
        await proofs.failed(userId);
        securityEvent('proof_failed', { account_id: userId, factor: 'password', reason: 'wrong_password' });
        throw new AppError(400, 'invalid_password', messageKey ?? 'errors.account.wrongPassword');
      }
    }
    if (parts.code && (await twoFactor.enabled(userId))) {
      const code = proof.code;
      if (typeof code !== 'string' || code.trim().length === 0)
        throw new AppError(400, 'two_factor_required', 'errors.twoFactor.two_factor_required');
      if (code.length > 20 || !(await twoFactor.verify(userId, code))) {
        await proofs.failed(userId);
        securityEvent('proof_failed', { account_id: userId, factor: codeFactor(code), reason: 'invalid_code' });
        throw new AppError(400, 'invalid_code', 'errors.twoFactor.invalid_code');
      }
    }
    await proofs.succeeded(userId);
  }

  return {
    /** The password; `messageKey` says what the refusal tells (e.g. that nothing was deleted). */
    password: (userId: string, password: unknown, messageKey?: string) =>
      check(userId, { password }, { password: true, code: false }, messageKey),
    /** A code from the app or a backup code, when two-factor is on; nothing otherwise. */
    secondFactor: (userId: string, code: unknown) => check(userId, { code }, { password: false, code: true }),
    /** Both, in that order: the whole proof a change needs, before it makes any. */
    all: (userId: string, proof: Proof, messageKey?: string) =>
      check(userId, proof, { password: true, code: true }, messageKey),
  };
}

export type AccountProof = ReturnType<typeof accountProof>;

/**
 * A second way in (two-factor, a passkey) is added only to an account whose address is confirmed: until
 * then, whoever signed up first with someone else's address could keep one past the owner's reset.
 */
export function requireConfirmedAddress(me: { emailVerified: boolean }) {
  if (!me.emailVerified) throw new AppError(403, 'address_unconfirmed', 'errors.account.addressUnconfirmed');
}
