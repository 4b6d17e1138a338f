import { createHash, createHmac, randomInt } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { renderSVG } from 'uqr';
import { westernDigits } from '../../domain/digits.ts';
import type { Db } from '../db/client.ts';
import { backupCodes, twoFactors } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { KEY_VERSION, type PurposeKeys, purposeKeys, type ServerSecrets, type VersionedKey } from '../keys.ts';
import { newSecret, openSealed, otpauthUri, sealSecret, stepOf } from './totp.ts';

export const BACKUP_CODE_COUNT = 10;
/**
 * Backup codes: 16 characters from an alphabet of 31 without look-alikes (79 bits, ASVS 6.5.2 asks for
 * 64), shown as xxxx-xxxx-xxxx-xxxx. Codes made before issue 27 have 10 (xxxxx-xxxxx) and still work.
 */
const BACKUP_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const BACKUP_LENGTH = 16;
const LEGACY_BACKUP_LENGTH = 10;
const plainCode = (code: string) => code.replaceAll('-', '').toLowerCase();
const looksLikeBackupCode = (code: string) =>
  /^[a-z0-9]+$/.test(plainCode(code)) && [BACKUP_LENGTH, LEGACY_BACKUP_LENGTH].includes(plainCode(code).length);
/**
 * A code as the person typed it, read one way wherever it arrives (sign-in's body, a proof, the setup):
 * Arabic-Indic digits as Western ones (decision 005), no spaces around it.
 */
const typedCode = (code: string) => westernDigits(code).trim();
/** Which kind of code a person typed, as `verify` reads it: for the security events, never the code itself. */
export const codeFactor = (code: string) => (looksLikeBackupCode(typedCode(code)) ? 'backup_code' : 'code');

/**
 * Stored as an HMAC under a key of their own (keys.ts), tagged with the derivation's and the key's
 * versions (`v1:k…:hex`): a copy of the database alone cannot test guesses, and a code made under the
 * previous server secret is still found during a rotation. (Codes made before the key's version was
 * stored read `v1:hex`; the first codes were unsalted SHA-256: both kept only to check those old codes
 * until they are used or replaced.)
 */
const keyedHash = (code: string, key: VersionedKey) =>
  `v${KEY_VERSION}:${key.id}:${createHmac('sha256', key.key).update(plainCode(code)).digest('hex')}`;
const unversionedHash = (code: string, key: VersionedKey) =>
  `v${KEY_VERSION}:${createHmac('sha256', key.key).update(plainCode(code)).digest('hex')}`;
/** Every form a stored code's hash may take under the keys the server holds. */
const storedForms = (code: string, keys: PurposeKeys) =>
  [keys.current, keys.previous].flatMap((key) => (key ? [keyedHash(code, key), unversionedHash(code, key)] : []));
const legacyHash = (code: string) => createHash('sha256').update(plainCode(code)).digest('hex');
const twoFactorError = (status: 400 | 409, code: string) => new AppError(status, code, `errors.twoFactor.${code}`);

function newBackupCode() {
  const chars = Array.from({ length: BACKUP_LENGTH }, () => BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)]);
  return chars.join('').match(/.{4}/g)?.join('-') ?? '';
}

/** `now`: the clock codes are checked against (tests move their own). */
export function twoFactorService(db: Db, authSecret: string | ServerSecrets, now: () => number = Date.now) {
  const backupKeys = purposeKeys(authSecret, 'backup-codes');
  async function row(userId: string) {
    const [found] = await db.select().from(twoFactors).where(eq(twoFactors.user_id, userId));
    return found ?? null;
  }

  /** Accepts a TOTP code once: its step must be later than the last accepted one (atomic). */
  async function acceptTotp(userId: string, sealed: string, code: string): Promise<boolean> {
    let opened: { secret: Buffer; current: boolean };
    try {
      opened = openSealed(sealed, authSecret);
    } catch {
      // Sealed under a secret the server no longer holds: app codes no longer check; backup codes may.
      return false;
    }
    const { secret } = opened;
    const step = stepOf(secret, code, now());
    if (step === null) return false;
    const updated = await db
      .update(twoFactors)
      .set({ last_used_step: step })
      .where(
        and(eq(twoFactors.user_id, userId), or(isNull(twoFactors.last_used_step), lt(twoFactors.last_used_step, step))),
      )
      .returning({ user_id: twoFactors.user_id });
    // Sealed under the previous secret (a rotation under way): sealed again under the current one, unless
    // a new setup replaced it meanwhile.
    if (updated.length > 0 && !opened.current)
      await db
        .update(twoFactors)
        .set({ secret_sealed: sealSecret(secret, authSecret) })
        .where(and(eq(twoFactors.user_id, userId), eq(twoFactors.secret_sealed, sealed)));
    return updated.length > 0;
  }

  async function acceptBackupCode(userId: string, code: string): Promise<boolean> {
    const hashes = storedForms(code, backupKeys);
    if (plainCode(code).length === LEGACY_BACKUP_LENGTH) hashes.push(legacyHash(code));
    // Kept, used, under the current key: no row names the previous secret's key once its code is spent.
    const used = await db
      .update(backupCodes)
      .set({ used_at: new Date(), code_hash: keyedHash(code, backupKeys.current) })
      .where(and(eq(backupCodes.user_id, userId), inArray(backupCodes.code_hash, hashes), isNull(backupCodes.used_at)))
      .returning({ id: backupCodes.id });
    return used.length > 0;
  }

  return {
    async enabled(userId: string) {
      return (await row(userId))?.enabled_at != null;
    },

    /** A new secret to scan. Replaces an unfinished setup; refused while two-factor is on. */
    async beginSetup(userId: string, account: string) {
      if ((await row(userId))?.enabled_at) throw twoFactorError(409, 'already_enabled');
      const secret = newSecret();
      const sealed = sealSecret(secret, authSecret);
      await db
        .insert(twoFactors)
        .values({ user_id: userId, secret_sealed: sealed })
        .onConflictDoUpdate({ target: twoFactors.user_id, set: { secret_sealed: sealed, last_used_step: null } });
      const uri = otpauthUri(secret, account);
      const svg = renderSVG(uri, { border: 2 });
      return {
        uri,
        secret: uri.match(/secret=([A-Z2-7]+)/)?.[1] ?? '',
        qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },

    /** Turns it on with a first code from the app; the backup codes are returned this once. */
    async confirmSetup(userId: string, code: string) {
      const pending = await row(userId);
      if (!pending) throw twoFactorError(400, 'setup_not_started');
      if (pending.enabled_at) throw twoFactorError(409, 'already_enabled');
      if (!(await acceptTotp(userId, pending.secret_sealed, typedCode(code))))
        throw twoFactorError(400, 'invalid_code');
      const codes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode);
      await db.transaction(async (tx) => {
        await tx.update(twoFactors).set({ enabled_at: new Date() }).where(eq(twoFactors.user_id, userId));
        await tx.delete(backupCodes).where(eq(backupCodes.user_id, userId));
        await tx
          .insert(backupCodes)
          .values(codes.map((c) => ({ user_id: userId, code_hash: keyedHash(c, backupKeys.current) })));
      });
      return codes;
    },

    /** A sign-in's second factor: a fresh TOTP code, or an unused backup code. */
    async verify(userId: string, code: string): Promise<boolean> {
      const found = await row(userId);
      if (!found?.enabled_at) return true;
      const trimmed = typedCode(code).toLowerCase();
      if (looksLikeBackupCode(trimmed)) return acceptBackupCode(userId, trimmed);
      return acceptTotp(userId, found.secret_sealed, trimmed);
    },

    async disable(userId: string) {
      await db.delete(twoFactors).where(eq(twoFactors.user_id, userId));
      await db.delete(backupCodes).where(eq(backupCodes.user_id, userId));
    },

    async backupCodesLeft(userId: string) {
      const [result] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(backupCodes)
        .where(and(eq(backupCodes.user_id, userId), isNull(backupCodes.used_at)));
      return result?.n ?? 0;
    },
  };
}

export type TwoFactor = ReturnType<typeof twoFactorService>;
