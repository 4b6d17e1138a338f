import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'wifaq-env-'));

describe('configuration', () => {
  it('needs nothing for a local start and keeps a generated secret', () => {
    const dir = tempDir();
    const env = loadEnv({ DATA_DIR: dir });
    expect(env).toMatchObject({ port: 3000, appUrl: 'http://localhost:3000', databaseUrl: undefined });
    expect(env.trustedOrigins).toEqual(['http://localhost:3000']);
    expect(env.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadEnv({ DATA_DIR: dir }).authSecret).toBe(env.authSecret);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8').trim()).toBe(env.authSecret);
    expect(statSync(path.join(dir, 'auth-secret')).mode & 0o777).toBe(0o600);
  });

  it('derives APP_URL from PORT and normalises origins', () => {
    const env = loadEnv({
      DATA_DIR: tempDir(),
      PORT: '8080',
      TRUSTED_ORIGINS: 'https://a.example/, https://b.example',
    });
    expect(env.appUrl).toBe('http://localhost:8080');
    expect(env.trustedOrigins).toEqual(['http://localhost:8080', 'https://a.example', 'https://b.example']);
  });

  it('lists every problem at once', () => {
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', APP_URL: 'ftp://x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const problems = (error as EnvError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL/);
      expect(problems).toMatch(/LOG_LEVEL/);
      expect(problems).toMatch(/APP_URL/);
    }
  });

  it('requires a real secret in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(/BETTER_AUTH_SECRET/);
    expect(() => loadEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'short' })).toThrow(/32 characters/);
  });

  it('rejects a trusted origin that is not a URL', () => {
    expect(() => loadEnv({ DATA_DIR: tempDir(), TRUSTED_ORIGINS: 'not a url' })).toThrow(EnvError);
  });
});
