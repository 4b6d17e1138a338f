import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, codeAt, openSecret, STEP_SECONDS, sealSecret, stepOf } from './totp.ts';

// RFC 6238 appendix B, SHA-1: the ASCII secret "12345678901234567890"; the last six digits.
const RFC_SECRET = Buffer.from('12345678901234567890');
const VECTORS: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
];

describe('TOTP', () => {
  it.each(VECTORS)('matches RFC 6238 at t=%i', (seconds, code) => {
    expect(codeAt(RFC_SECRET, Math.floor(seconds / STEP_SECONDS))).toBe(code);
  });

  it('accepts the current step and the one before, never a later one or an older one (ASVS 6.5.5)', () => {
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 1000 / STEP_SECONDS);
    for (const offset of [-1, 0])
      expect(stepOf(RFC_SECRET, codeAt(RFC_SECRET, step + offset), now)).toBe(step + offset);
    for (const offset of [-3, -2, 1, 2])
      expect(stepOf(RFC_SECRET, codeAt(RFC_SECRET, step + offset), now), `offset ${offset}`).toBeNull();
    // At the last millisecond of a step and the first of the next, the window moves with the clock.
    const lastOfStep = (step + 1) * STEP_SECONDS * 1000 - 1;
    expect(stepOf(RFC_SECRET, codeAt(RFC_SECRET, step + 1), lastOfStep)).toBeNull();
    expect(stepOf(RFC_SECRET, codeAt(RFC_SECRET, step - 1), lastOfStep + 1)).toBeNull();
    expect(stepOf(RFC_SECRET, codeAt(RFC_SECRET, step), lastOfStep + 1)).toBe(step);
    expect(stepOf(RFC_SECRET, '12345', now)).toBeNull();
  });

  it('round-trips base32 (RFC 4648 vector) and the sealed secret', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    const sealed = sealSecret(RFC_SECRET, 'a'.repeat(32));
    expect(sealed).not.toContain(base32Encode(RFC_SECRET));
    expect(openSecret(sealed, 'a'.repeat(32))).toEqual(RFC_SECRET);
    expect(() => openSecret(sealed, 'b'.repeat(32))).toThrow();
  });
});
