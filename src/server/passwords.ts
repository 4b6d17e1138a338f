import { hash, verify } from '@node-rs/argon2';
import { verifyPassword as verifyScrypt } from 'better-auth/crypto';

/**
 * Password hashing: argon2id at OWASP's minimum for it (19 MiB, 2 passes, 1 lane), through prebuilt
 * native binaries. Hashes made before (better-auth's scrypt, `salt:key`) still verify and are
 * replaced at the next successful sign-in (see auth.ts).
 */
/** `algorithm: 2` is argon2id (the package's `Algorithm` is a const enum, which type stripping cannot read). */
export const ARGON2_PARAMS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const CURRENT_PREFIX = '$argon2id$v=19$m=19456,t=2,p=1$';

export const hashPassword = (password: string) => hash(password, ARGON2_PARAMS);

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  if (stored.startsWith('$argon2')) return verify(stored, password);
  return verifyScrypt({ hash: stored, password });
}

/** A stored hash made with anything but today's algorithm and parameters. */
export const needsRehash = (stored: string) => !stored.startsWith(CURRENT_PREFIX);
