import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { KEY_VERSION, purposeKey } from '../keys.ts';
import { newSecret, openSecret, sealSecret } from '../two-factor/totp.ts';

/** Keys, ciphers and the connections they protect (docs/asvs.md, chapters V11 and V12). */
const SECRET = 'a server secret of at least thirty-two characters';

describe('keys (ASVS V11.1, V11.2)', () => {
  it('gives each purpose and each version its own key, none of them the secret itself', () => {
    const keys = [
      purposeKey(SECRET, 'totp-secret'),
      purposeKey(SECRET, 'backup-codes'),
      purposeKey(SECRET, 'totp-secret', KEY_VERSION + 1),
      purposeKey(SECRET, 'backup-codes', KEY_VERSION + 1),
      purposeKey(`${SECRET}!`, 'totp-secret'),
    ].map((key) => key.toString('hex'));
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toHaveLength(64); // 256 bits
    expect(keys).not.toContain(Buffer.from(SECRET).toString('hex'));
  });
});

describe('the sealed two-factor secret (ASVS V11.3)', () => {
  it('opens only unaltered and under the key it was sealed with: AES-256-GCM checks its tag (V11.3.3)', () => {
    const secret = newSecret();
    const sealed = sealSecret(secret, SECRET);
    expect(openSecret(sealed, SECRET).equals(secret)).toBe(true);
    const [version = '', iv = '', tag = '', data = ''] = sealed.split('.');
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      return bytes.toString('base64url');
    };
    for (const altered of [
      `${version}.${flip(iv)}.${tag}.${data}`,
      `${version}.${iv}.${flip(tag)}.${data}`,
      `${version}.${iv}.${tag}.${flip(data)}`,
    ]) {
      expect(() => openSecret(altered, SECRET), altered).toThrow();
    }
    expect(() => openSecret(sealed, `${SECRET}?`)).toThrow();
  });

  it('draws a fresh 96-bit IV for every sealing, so no IV meets the key twice (V11.3.2)', () => {
    const secret = newSecret();
    const ivs = Array.from({ length: 200 }, () => sealSecret(secret, SECRET).split('.')[1]);
    expect(new Set(ivs).size).toBe(ivs.length);
    expect(Buffer.from(ivs[0] ?? '', 'base64url')).toHaveLength(12);
    expect(newSecret()).toHaveLength(20); // 160-bit TOTP seeds (RFC 4226's recommendation)
  });
});

describe('connections to other services (ASVS V12.3.1)', () => {
  const production = {
    NODE_ENV: 'production',
    BETTER_AUTH_SECRET: 'x'.repeat(32),
    APP_URL: 'https://wifaq.example',
  } as const;
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'wifaq-asvs-env-'));

  it('are told at start when the model provider or Stripe would be reached over plain http', () => {
    const clear = loadEnv({
      ...production,
      DATA_DIR: dataDir(),
      AI_API_KEY: 'sk-test',
      AI_BASE_URL: 'http://models.example/v1',
    });
    expect(clear.warnings).toEqual([expect.stringMatching(/^AI_BASE_URL: /)]);
    const safe = loadEnv({
      ...production,
      DATA_DIR: dataDir(),
      AI_API_KEY: 'sk-test',
      AI_BASE_URL: 'https://models.example/v1',
    });
    expect(safe.warnings).toEqual([]);
    // A provider on this machine never crosses a network.
    expect(
      loadEnv({ ...production, DATA_DIR: dataDir(), AI_API_KEY: 'sk-test', AI_BASE_URL: 'http://127.0.0.1:8080/v1' })
        .warnings,
    ).toEqual([]);
  });
});
