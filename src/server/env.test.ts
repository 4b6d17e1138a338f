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
    // Development with APP_URL unset: the loopback addresses of the same port are the same app.
    expect(env.trustedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']);
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
    expect(env.trustedOrigins).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('trusts no loopback alias by itself once APP_URL is set, or in production', () => {
    const named = loadEnv({ DATA_DIR: tempDir(), APP_URL: 'http://localhost:3000' });
    expect(named.trustedOrigins).toEqual(['http://localhost:3000']);
    const production = loadEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32), DATA_DIR: tempDir() });
    expect(production.trustedOrigins).toEqual(['http://localhost:3000']);
  });

  it('refuses an http APP_URL in production unless it is loopback or explicitly allowed (issue 27)', () => {
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32) } as const;
    expect(() => loadEnv({ ...production, DATA_DIR: tempDir(), APP_URL: 'http://wifaq.example' })).toThrow(
      /APP_URL: must be https:\/\//,
    );
    expect(loadEnv({ ...production, DATA_DIR: tempDir(), APP_URL: 'https://wifaq.example' }).appUrl).toBe(
      'https://wifaq.example',
    );
    expect(loadEnv({ ...production, DATA_DIR: tempDir(), APP_URL: 'http://127.0.0.1:4200' }).appUrl).toBe(
      'http://127.0.0.1:4200',
    );
    const allowed = { ...production, DATA_DIR: tempDir(), APP_URL: 'http://10.0.0.5', ALLOW_HTTP_APP_URL: 'true' };
    expect(loadEnv(allowed).appUrl).toBe('http://10.0.0.5');
    // Outside production it stays as it was: a development server on a LAN address is fine.
    expect(loadEnv({ DATA_DIR: tempDir(), APP_URL: 'http://wifaq.example' }).appUrl).toBe('http://wifaq.example');
  });

  it('warns in production of connections that may travel in the clear, and of none that cannot', () => {
    const production = {
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'x'.repeat(32),
      APP_URL: 'https://wifaq.example',
    } as const;
    const clear = loadEnv({
      ...production,
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://app@db.internal:5432/wifaq',
      SMTP_URL: 'smtp://user:pass@mail.example:587',
    });
    expect(clear.warnings).toEqual([expect.stringMatching(/^DATABASE_URL: /), expect.stringMatching(/^SMTP_URL: /)]);
    const safe = loadEnv({
      ...production,
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://app@db.internal:5432/wifaq?sslmode=verify-full',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
    });
    expect(safe.warnings).toEqual([]);
    expect(
      loadEnv({ ...production, DATA_DIR: tempDir(), DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x' }).warnings,
    ).toEqual([]);
    expect(loadEnv({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://app@db.internal/x' }).warnings).toEqual([]);
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

  it('takes payments only with every Stripe setting, in billing mode', () => {
    const dir = tempDir();
    expect(loadEnv({ DATA_DIR: dir }).stripe).toBeNull();
    const problems = (source: Record<string, string>) => {
      try {
        loadEnv({ DATA_DIR: dir, ...source });
        return [];
      } catch (error) {
        return (error as EnvError).problems;
      }
    };
    expect(problems({ STRIPE_SECRET_KEY: 'sk_test_abc', PLANS_MODE: 'billing' })).toEqual([
      'STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set',
      ...['INDIVIDUAL', 'COUPLE', 'PREMIUM'].flatMap((plan) =>
        ['MONTHLY', 'YEARLY'].map((period) => `STRIPE_PRICE_${plan}_${period}: required when STRIPE_SECRET_KEY is set`),
      ),
    ]);
    const full = {
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      ...Object.fromEntries(
        ['INDIVIDUAL', 'COUPLE', 'PREMIUM'].flatMap((plan) =>
          ['MONTHLY', 'YEARLY'].map((period) => [`STRIPE_PRICE_${plan}_${period}`, `price_${plan}${period}`]),
        ),
      ),
    };
    expect(problems(full)).toEqual(['STRIPE_SECRET_KEY: set PLANS_MODE=billing to take payments']);
    const env = loadEnv({ DATA_DIR: dir, PLANS_MODE: 'billing', ...full });
    expect(env.stripe?.prices.couple.yearly).toBe('price_COUPLEYEARLY');
    expect(env.stripe?.apiBase).toBeUndefined();
    expect(problems({ ...full, PLANS_MODE: 'billing', STRIPE_SECRET_KEY: 'pk_live_abc' })).toEqual([
      'STRIPE_SECRET_KEY: must be a Stripe secret key (sk_live_…)',
    ]);
  });

  it('requires a real secret in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(/BETTER_AUTH_SECRET/);
    expect(() => loadEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'short' })).toThrow(/32 characters/);
  });

  it('keeps the previous server secret only when one is given, as long as a real one (a rotation, ASVS 11.2.2)', () => {
    expect(loadEnv({ DATA_DIR: tempDir() }).authPreviousSecret).toBeNull();
    const previous = 'p'.repeat(32);
    expect(loadEnv({ DATA_DIR: tempDir(), BETTER_AUTH_PREVIOUS_SECRET: previous }).authPreviousSecret).toBe(previous);
    expect(() => loadEnv({ DATA_DIR: tempDir(), BETTER_AUTH_PREVIOUS_SECRET: 'short' })).toThrow(/32 characters/);
  });

  it('migrates as DATABASE_MIGRATION_URL only beside a DATABASE_URL that names the server role (ASVS 13.2.2)', () => {
    const owner = 'postgres://owner@db.example/wifaq';
    const server = 'postgres://server@db.example/wifaq';
    expect(loadEnv({ DATA_DIR: tempDir() }).databaseMigrationUrl).toBeUndefined();
    const both = loadEnv({ DATA_DIR: tempDir(), DATABASE_URL: server, DATABASE_MIGRATION_URL: owner });
    expect(both).toMatchObject({ databaseUrl: server, databaseMigrationUrl: owner });
    expect(() => loadEnv({ DATA_DIR: tempDir(), DATABASE_MIGRATION_URL: owner })).toThrow(/DATABASE_MIGRATION_URL/);
    expect(() =>
      loadEnv({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://db.example/wifaq', DATABASE_MIGRATION_URL: owner }),
    ).toThrow(/DATABASE_MIGRATION_URL/);
    expect(() => loadEnv({ DATA_DIR: tempDir(), DATABASE_URL: server, DATABASE_MIGRATION_URL: 'mysql://x' })).toThrow(
      /DATABASE_MIGRATION_URL/,
    );
  });

  it('checks new passwords against a breach corpus only when PWNED_PASSWORDS_URL names one (decision 056)', () => {
    expect(loadEnv({ DATA_DIR: tempDir() }).pwnedPasswordsUrl).toBeNull();
    expect(loadEnv({ DATA_DIR: tempDir(), PWNED_PASSWORDS_URL: '' }).pwnedPasswordsUrl).toBeNull();
    const url = 'https://api.pwnedpasswords.com';
    expect(loadEnv({ DATA_DIR: tempDir(), PWNED_PASSWORDS_URL: url }).pwnedPasswordsUrl).toBe(url);
    expect(() => loadEnv({ DATA_DIR: tempDir(), PWNED_PASSWORDS_URL: 'ftp://x' })).toThrow(/PWNED_PASSWORDS_URL/);
  });

  it('rejects a trusted origin that is not a URL', () => {
    expect(() => loadEnv({ DATA_DIR: tempDir(), TRUSTED_ORIGINS: 'not a url' })).toThrow(EnvError);
  });
});
