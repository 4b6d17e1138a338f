import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the code never does, read from the code itself (docs/asvs.md, chapters V1, V3, V11, V12, V13,
 * V15). Each rule lists the few places allowed, each with its reason: a new use fails here until it is
 * reviewed and named, with its reason, in the list.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('src/server/testing/');
const sources = readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
  .map((file) => path.join('src', file).split(path.sep).join('/'))
  .filter((file) => /\.(ts|tsx)$/.test(file) && !isTest(file))
  .map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));

/** Every `file:line` of the product's code (tests and test fakes left out) where `pattern` matches. */
function uses(pattern: RegExp, where: (file: string) => boolean = () => true): string[] {
  const found: string[] = [];
  for (const { file, text } of sources.filter((s) => where(s.file))) {
    text.split('\n').forEach((line, i) => {
      if (pattern.test(line)) found.push(`${file}:${i + 1}`);
    });
  }
  return found;
}
const server = (file: string) => file.startsWith('src/server/');
const files = (found: string[]) => [...new Set(found.map((at) => at.replace(/:\d+$/, '')))].sort();

describe('the code itself', () => {
  it('reads the product’s sources (the scan is not blind)', () => {
    expect(sources.length).toBeGreaterThan(200);
    expect(sources.some((s) => s.file === 'src/server/app.ts')).toBe(true);
    expect(sources.some((s) => s.file.startsWith('src/web/'))).toBe(true);
  });

  it('runs no code made from text: no eval, no new Function, no string timers (V1.3.2)', () => {
    expect(uses(/\beval\s*\(|new\s+Function\s*\(|set(Timeout|Interval)\s*\(\s*['"`]/)).toEqual([]);
  });

  it('renders no HTML from strings in the browser: no dangerouslySetInnerHTML, innerHTML or document.write (V1.2.1, V3.2.2)', () => {
    expect(uses(/dangerouslySetInnerHTML|\.(inner|outer)HTML\b|insertAdjacentHTML|document\.write/)).toEqual([]);
  });

  it('starts no process and no shell from the server (V1.2.5)', () => {
    expect(uses(/node:child_process|from 'child_process'|\bexecSync\b|\bspawn\(/)).toEqual([]);
  });

  it('builds SQL text from constants only: sql.raw in three reviewed places (V1.2.4)', () => {
    // admin/service.ts: a table name from the fixed list of counted tables; pairs/assessments.ts: the
    // side column of a pair kind, a constant of the domain; db/schema.ts: CHECK constraints spelled from the
    // domain's constant lists (pair kinds, grant levels, counsellor statuses), read by the migration generator
    // only. Everything else goes through bound parameters.
    expect(files(uses(/sql\.raw\(/))).toEqual([
      'src/server/admin/service.ts',
      'src/server/db/schema.ts',
      'src/server/pairs/assessments.ts',
    ]);
  });

  it('builds regular expressions from constants or escaped words only (V1.2.9)', () => {
    // password-strength.ts escapes each context word (V1.2.9, tested in asvs/input.test.ts); the others
    // compile constant patterns.
    expect(files(uses(/new RegExp\(/))).toEqual([
      'src/domain/advice/review-checks.ts',
      'src/server/reports/documents.ts',
      'src/server/sign-in/password-strength.ts',
      'src/web/i18n/device-language.ts',
    ]);
  });

  it('renders no Markdown, HTML or template a person or the model wrote: no such library is a dependency (V1.3.5, V1.3.7)', () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const renderers =
      /^(marked|markdown-it|remark|rehype|showdown|micromark|handlebars|mustache|ejs|pug|nunjucks|dompurify|sanitize-html|react-markdown|xml2js|fast-xml-parser|node-serialize|js-yaml)$/;
    expect(Object.keys(manifest.dependencies).filter((name) => renderers.test(name))).toEqual([]);
  });

  it('never turns off a certificate check (V12.3.2)', () => {
    expect(uses(/rejectUnauthorized\s*:\s*false|NODE_TLS_REJECT_UNAUTHORIZED|checkServerIdentity/)).toEqual([]);
  });

  it('uses approved ciphers and hashes: AES-GCM only, no MD5, SHA-1 only where a protocol fixes it (V11.3, V11.4.1)', () => {
    expect(files(uses(/createCipheriv\(|createDecipheriv\(/))).toEqual(['src/server/two-factor/totp.ts']);
    expect(uses(/createCipheriv\(\s*'(?!aes-256-gcm')/)).toEqual([]);
    expect(uses(/['"](md5|md4|rc4|des|des-ede3|bf)(-[a-z0-9]+)?['"]|-ecb['"]/i, server)).toEqual([]);
    // totp.ts: HMAC-SHA-1 is what RFC 6238 and every authenticator app use; breached.ts: the Pwned
    // Passwords range API is indexed by SHA-1 prefixes (a lookup key, not a protection).
    expect(files(uses(/['"]sha1['"]/))).toEqual(['src/server/sign-in/breached.ts', 'src/server/two-factor/totp.ts']);
  });

  it('takes every value that must not be guessed from the CSPRNG: no Math.random in the product (V11.5.1)', () => {
    expect(uses(/Math\.random\(/)).toEqual([]);
  });

  it('ships no test fake or development route: nothing outside the tests imports src/server/testing (V13.4.2, V15.2.3)', () => {
    expect(uses(/from '(\.\.?\/)+(server\/)?testing\//)).toEqual([]);
  });

  it('logs to standard output only, the one destination the log inventory names (V16.2.3)', () => {
    expect(uses(/pino\.(transport|destination)\(|transport\s*:\s*\{/, server)).toEqual([]);
    expect(files(uses(/\bpino\(/, server))).toEqual(['src/server/logger.ts']);
  });
});
