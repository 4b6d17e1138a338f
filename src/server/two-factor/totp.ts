import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { purposeKeys, type ServerSecrets } from '../keys.ts';

/**
 * TOTP (RFC 6238: HMAC-SHA1, 30-second steps, 6 digits), the kind every authenticator app reads
 * from an otpauth:// QR code. Small enough to own, so the replay rule (a code is accepted once) is
 * ours to enforce.
 */
export const STEP_SECONDS = 30;
const DIGITS = 6;
/**
 * The current step and the one before it, no other (ASVS 6.5.5, decision 058): a code typed in the last
 * seconds of its step, or from a phone whose clock runs a little slow, still works, and no code lives
 * more than 60 s. A step ahead is never accepted: it would let a code shown now work for 30 s more.
 */
const EARLIER_STEPS = 1;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export const currentStep = (now = Date.now()) => Math.floor(now / 1000 / STEP_SECONDS);

/** The code for one time step (RFC 4226 dynamic truncation). */
export function codeAt(secret: Buffer, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', secret).update(counter).digest();
  const offset = (mac[mac.length - 1] as number) & 15;
  const number = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 10 ** DIGITS).padStart(DIGITS, '0');
}

/** The time step a code belongs to (the current one or the one before), or null. */
export function stepOf(secret: Buffer, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const step = currentStep(now);
  for (let s = step - EARLIER_STEPS; s <= step; s++) if (codeAt(secret, s) === code) return s;
  return null;
}

export const newSecret = () => randomBytes(20);

export const otpauthUri = (secret: Buffer, account: string, issuer = 'Wifaq') =>
  `otpauth://totp/${encodeURIComponent(`${issuer}:${account}`)}?secret=${base32Encode(secret)}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${DIGITS}&period=${STEP_SECONDS}`;

/**
 * The secret is kept encrypted (AES-256-GCM, key derived from the auth secret): a database copy alone
 * cannot make codes. Stored as `version.iv.tag.data`, the version naming the server secret whose key
 * sealed it (keys.ts), so one sealed under the previous secret is still opened during a rotation.
 */
export function sealSecret(secret: Buffer, secrets: string | ServerSecrets): string {
  const key = purposeKeys(secrets, 'totp-secret').current;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  const data = Buffer.concat([cipher.update(secret), cipher.final()]);
  return [key.id, ...[iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'))].join('.');
}

/** The seed, and whether its key is the current one (otherwise it is to be sealed again: `sealSecret`). */
export function openSealed(sealed: string, secrets: string | ServerSecrets): { secret: Buffer; current: boolean } {
  const keys = purposeKeys(secrets, 'totp-secret');
  const parts = sealed.split('.');
  if (parts.length === 4) {
    const key = keys.byId(parts[0] ?? '');
    if (!key) throw new Error('sealed under a key this server does not hold');
    return { secret: decrypt(parts.slice(1), key.key), current: key === keys.current };
  }
  // Sealed before values named their key: under whichever secret was current then. GCM's tag tells.
  for (const key of [keys.current, keys.previous]) {
    if (!key) continue;
    try {
      return { secret: decrypt(parts, key.key), current: false };
    } catch {
      // not this key
    }
  }
  throw new Error('sealed under a key this server does not hold');
}

export const openSecret = (sealed: string, secrets: string | ServerSecrets) => openSealed(sealed, secrets).secret;

function decrypt(parts: string[], key: Buffer): Buffer {
  const [iv, tag, data] = parts.map((part) => Buffer.from(part, 'base64url'));
  if (parts.length !== 3 || !iv || !tag || !data) throw new Error('sealed secret is malformed');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]);
}
