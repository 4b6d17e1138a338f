import { hkdfSync } from 'node:crypto';

/**
 * Keys for one purpose each, derived from BETTER_AUTH_SECRET with HKDF-SHA256 (ASVS 11.2, issue 27): a
 * key that leaks through one use (a sealed two-factor secret, a backup-code hash) says nothing of the
 * others or of the secret. Each value made under a key carries the key's version, so when the secret is
 * rotated a value made under the old one is told apart (and re-made or refused) instead of misread.
 */
export const KEY_VERSION = 1;
export type KeyPurpose = 'totp-secret' | 'backup-codes' | 'unsubscribe';

export function purposeKey(secret: string, purpose: KeyPurpose, version = KEY_VERSION): Buffer {
  // The two-factor key of version 1 predates versioning and keeps the info string it was made with.
  const info = purpose === 'totp-secret' && version === 1 ? 'totp-secret' : `${purpose}:v${version}`;
  return Buffer.from(hkdfSync('sha256', secret, 'wifaq', info, 32));
}

/**
 * The server's secrets: BETTER_AUTH_SECRET, and while it is being rotated the one it replaced
 * (BETTER_AUTH_PREVIOUS_SECRET), whose keys only read what was made under them (docs/security.md).
 */
export interface ServerSecrets {
  current: string;
  previous?: string | null;
}

/** A purpose key with its version: which server secret it comes from, stored beside each value made under it. */
export interface VersionedKey {
  /** `k` and 8 hex characters, from the secret by HKDF of its own: says which secret, nothing of it. */
  id: string;
  key: Buffer;
}

/** The keys of one purpose: the current one makes values; the previous one, if any, only reads them. */
export interface PurposeKeys {
  current: VersionedKey;
  previous: VersionedKey | null;
  /** The key a value names by its version, or null when it names none the server holds. */
  byId(id: string): VersionedKey | null;
}

export const secretsOf = (secrets: string | ServerSecrets): ServerSecrets =>
  typeof secrets === 'string' ? { current: secrets } : secrets;

export const keyVersion = (secret: string) =>
  `k${Buffer.from(hkdfSync('sha256', secret, 'wifaq', 'key-version', 4)).toString('hex')}`;

export function purposeKeys(secrets: string | ServerSecrets, purpose: KeyPurpose): PurposeKeys {
  const { current, previous } = secretsOf(secrets);
  const versioned = (secret: string): VersionedKey => ({ id: keyVersion(secret), key: purposeKey(secret, purpose) });
  const keys = {
    current: versioned(current),
    previous: previous && previous !== current ? versioned(previous) : null,
  };
  return { ...keys, byId: (id) => [keys.current, keys.previous].find((key) => key?.id === id) ?? null };
}
