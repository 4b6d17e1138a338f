import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_DAYS, SESSION_EXPIRES_IN_SECONDS } from '../auth.ts';
import { PRODUCT_WORDS } from '../sign-in/password-strength.ts';

/**
 * The ASVS requirements whose subject is a document (docs/security.md, docs/asvs.md) are held to the
 * code here: a document that drifts from what the code does fails, as a behaviour would.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const security = read('docs/security.md');
const section = (heading: string) => {
  const start = security.indexOf(`\n## ${heading}`);
  expect(start, heading).toBeGreaterThan(-1);
  const end = security.indexOf('\n## ', start + 4);
  return security.slice(start, end === -1 ? undefined : end);
};

interface Row {
  id: string;
  level: string;
  verdict: string;
  evidence: string;
}
const rows: Row[] = read('docs/asvs.md')
  .split('\n')
  .filter((line) => /^\| V\d+\.\d+\.\d+ \|/.test(line))
  .map((line) => {
    const [id = '', level = '', , verdict = '', ...evidence] = line.slice(2, -2).split(' | ');
    return { id, level, verdict, evidence: evidence.join(' | ') };
  });
/** Every `file` › "test name" a row cites. */
const citations = (evidence: string) =>
  [...evidence.matchAll(/`([^`]+\.(?:test|spec)\.ts)` › "([^"]+)"/g)].map(([, file = '', name = '']) => ({
    file,
    name,
  }));

describe('docs/asvs.md', () => {
  it('lists each of the 253 Level 1 and 2 requirements of ASVS 5.0.0 once, with a verdict', () => {
    const ids = rows.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(253);
    for (const row of rows) {
      expect(['1', '2'], row.id).toContain(row.level);
      expect(row.verdict, row.id).toMatch(/^(holds|n\/a|decision|deployment|fails|operators: holds)/);
    }
  });

  it('names, for every requirement that holds, a test that exists', () => {
    const unproven: string[] = [];
    const missing: string[] = [];
    for (const row of rows.filter((r) => r.verdict.startsWith('holds') || r.verdict.startsWith('operators: holds'))) {
      const cited = citations(row.evidence);
      if (cited.length === 0) unproven.push(row.id);
      for (const { file, name } of cited) {
        if (!existsSync(path.join(ROOT, file)) || !read(file).includes(name))
          missing.push(`${row.id}: ${file} › ${name}`);
      }
    }
    expect(unproven).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('points every decision at a reason that exists', () => {
    for (const row of rows.filter((r) => r.verdict.includes('decision D'))) {
      const id = /decision (D\d+)/.exec(row.verdict)?.[1] ?? '';
      expect(section('ASVS decisions'), `${row.id} ${id}`).toContain(`**${id} ·`);
    }
    for (const row of rows) {
      for (const [, file] of row.evidence.matchAll(/\]\((decisions\/[^)]+\.md)\)/g)) {
        expect(existsSync(path.join(ROOT, 'docs', file ?? '')), `${row.id} ${file}`).toBe(true);
      }
    }
  });
});

describe('docs/security.md says what the code does', () => {
  it('security.md states the session lifetimes the code enforces (V7.1.1)', () => {
    const sessions = section('Accounts and sessions');
    expect(sessions).toContain(`**${SESSION_EXPIRES_IN_SECONDS / 3600} idle hours**`);
    expect(sessions).toContain(`**${SESSION_ABSOLUTE_DAYS} days after sign-in**`);
  });

  it('security.md says how many sessions an account may have, and why (V7.1.2)', () => {
    expect(section('ASVS decisions')).toMatch(/\*\*D2 · Any number of sessions per account/);
  });

  it('security.md lists the words barred from passwords, as the code bars them (V6.1.2)', () => {
    for (const word of PRODUCT_WORDS) expect(section('Accounts and sessions')).toContain(`\`${word}\``);
    expect(section('Accounts and sessions')).toContain('own name and email local part');
  });

  it('security.md documents every way into an account and its strength (V6.1.3)', () => {
    // Every better-auth endpoint the bridge lets through is named, and so is each other way in.
    const reachable = [...read('src/server/http/auth-bridge.ts').matchAll(/'(?:GET|POST) \/api\/auth\/([^']+)'/g)];
    expect(reachable.length).toBeGreaterThan(10);
    for (const [, endpoint = ''] of reachable) {
      const named = new RegExp(`\`((GET|POST) )?${endpoint.replace(/[/.]/g, '\\$&')}\``);
      expect(security, endpoint).toMatch(named);
    }
    for (const heading of ['Recovery and mail', 'A stolen session, a squatted address']) section(heading);
    for (const way of ['Two-factor sign-in', 'Passkeys', 'Proof while signed in'])
      expect(security).toContain(`| ${way} |`);
  });

  it('security.md names every key the server holds, with a policy for each (V11.1.1, V11.1.2)', () => {
    const keys = section('Keys and cryptography');
    const purposes = /export type KeyPurpose = ([^;]+);/.exec(read('src/server/keys.ts'))?.[1] ?? '';
    const names = [...purposes.matchAll(/'([^']+)'/g)].map(([, name]) => name ?? '');
    expect(names.length).toBeGreaterThan(1);
    for (const purpose of names) expect(keys, purpose).toContain(`purpose key \`${purpose}\``);
    const secrets = new Set([...read('src/server/env.ts').matchAll(/\b([A-Z_]+_(?:SECRET|KEY))\b/g)].map(([, n]) => n));
    for (const secret of [...secrets, 'DATABASE_URL', 'SMTP_URL']) expect(keys, secret).toContain(`\`${secret}\``);
    expect(keys).toContain('**Key policy.**');
    expect(keys).toContain('Rotated');
  });

  it('security.md classifies the data into levels with rules for each (V14.1.1, V14.1.2)', () => {
    const data = section('Data and how it is protected');
    for (const level of [
      '1 · most sensitive',
      '2 · special category',
      '3 · account and proof',
      '4 · personal',
      '5 · operational',
    ])
      expect(data).toContain(`| ${level} |`);
    expect(data).toMatch(/backups/);
  });

  it('security.md has the log inventory: each log, what it holds, where, who reads it and for how long (V16.1.1)', () => {
    const logs = section('Secrets and logs');
    expect(logs).toContain('| Log | Where | Holds | Recommended retention |');
    for (const log of ['Request lines', 'Security events', 'Audit log', 'Mail outbox'])
      expect(logs).toContain(`| ${log}`);
    expect(logs).toContain('Who reads them');
  });

  it('security.md sets remediation time frames and CI writes the SBOM (V15.1.1, V15.1.2)', () => {
    const dependencies = section('Dependencies');
    expect(dependencies).toMatch(/\*\*Remediation time frames\*\*.*critical.*72 hours; high, 7 days; medium, 30 days/s);
    expect(read('.ci/run')).toContain('npm sbom --sbom-format cyclonedx --omit dev');
  });

  it('security.md says what each person, and everyone together, may do how often (V2.1.3, V15.1.3)', () => {
    const availability = section('Availability');
    expect(availability).toContain('at most the workers plus 16 in flight');
    expect(availability).toContain('hold at');
    expect(security).toMatch(/\| Proof while signed in \|.*20 per 10 min/);
    expect(security).toMatch(/\| Guessing passwords at sign-in \|.*ceiling of 30 per 10 s per address/);
  });

  it('security.md names every outside service the server reaches, for the egress allowlist (V13.1.1, V13.2.4)', () => {
    const egress = section('Running a deployment safely');
    for (const service of [
      'the database',
      'the SMTP host',
      '`api.stripe.com`',
      "the model provider's host",
      'Pwned Passwords',
    ])
      expect(egress).toContain(service);
    // The settings that name an outside service are the ones the allowlist covers.
    for (const setting of ['DATABASE_URL', 'SMTP_URL', 'AI_BASE_URL', 'STRIPE_API_BASE', 'PWNED_PASSWORDS_URL'])
      expect(read('src/server/env.ts')).toContain(setting);
  });
});
