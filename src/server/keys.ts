import { hkdfSync } from 'node:crypto';

/**
 * Keys for one purpose each, derived from BETTER_AUTH_SECRET with HKDF-SHA256 (ASVS 11.2, issue 27): a
 * key that leaks through one use (a sealed two-factor secret, a backup-code hash) says nothing of the
 * others or of the secret. Each value made under a key carries the key's version, so when the secret is
 * rotated a value made under the old one is told apart (and re-made or refused) instead of misread.
 */
export const KEY_VERSION = 1;
export type KeyPurpose = 'totp-secret' | 'backup-codes';

export function purposeKey(secret: string, purpose: KeyPurpose, version = KEY_VERSION): Buffer {
  // The two-factor key of version 1 predates versioning and keeps the info string it was made with.
  const info = purpose === 'totp-secret' && version === 1 ? 'totp-secret' : `${purpose}:v${version}`;
  return Buffer.from(hkdfSync('sha256', secret, 'wifaq', info, 32));
}
