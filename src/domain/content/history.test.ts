import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AGE_GROUPS } from '../assessment/family-types.ts';
import { FAMILY_VERSIONED_BANKS } from './family/index.ts';
import { communicationBank } from './questions/communication.ts';
import { intimacyBank } from './questions/intimacy.ts';
import { premaritalBank } from './questions/premarital.ts';
import { relationshipBank } from './questions/relationship.ts';
import { valuesBank } from './questions/values.ts';
import { bankVersion, questionsAt, type VersionedBank } from './versions.ts';

/** The rules a bank's history keeps (decision 029): a revision changes wording, never the questions' identity. */
const banks: [string, VersionedBank<{ key: string; category: number }>][] = [
  ['premarital', premaritalBank],
  ['relationship', relationshipBank],
  ['communication', communicationBank],
  ['values', valuesBank],
  ['intimacy', intimacyBank],
  ...AGE_GROUPS.map(
    (group) =>
      [`family ${group}`, FAMILY_VERSIONED_BANKS[group]] as [string, VersionedBank<{ key: string; category: number }>],
  ),
];

const shape = (questions: readonly { key: string; category: number }[]) =>
  questions.map((q) => `${q.key}/${q.category}`);

describe.each(banks)('%s history', (_name, bank) => {
  it('numbers its revisions 2, 3, … oldest first, each dated and explained', () => {
    bank.revisions.forEach((revision, i) => {
      expect(revision.version).toBe(i + 2);
      expect(revision.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(revision.why.length).toBeGreaterThan(20);
      expect(revision.before.length).toBeGreaterThan(0);
    });
  });

  it('every question a revision records exists, once, with its category, and really changed', () => {
    for (const revision of bank.revisions) {
      const keys = revision.before.map((q) => q.key);
      expect(new Set(keys).size, `version ${revision.version}`).toBe(keys.length);
      const after = questionsAt(bank, revision.version);
      for (const before of revision.before) {
        const now = after.find((q) => q.key === before.key);
        expect(now, `${before.key} in version ${revision.version}`).toBeDefined();
        expect(before.category).toBe(now?.category);
        expect(JSON.stringify(before), `${before.key} changed in version ${revision.version}`).not.toBe(
          JSON.stringify(now),
        );
      }
    }
  });

  it('has the same keys, categories and count in every version', () => {
    for (let version = 1; version <= bankVersion(bank); version++) {
      expect(shape(questionsAt(bank, version)), `version ${version}`).toEqual(shape(bank.questions));
    }
  });
});

/**
 * Every bank's current version: a new assessment is answered in it. Decision 034 made version 3 of each; decision 059
 * made version 4 of every bank the content review of 2026-11-27 found items in, which is all but family 25+.
 */
const CURRENT: Record<string, number> = { 'family 25+': 3 };
describe.each(banks)('%s', (name, bank) => {
  it(`is at version ${CURRENT[name] ?? 4}`, () => {
    expect(bankVersion(bank)).toBe(CURRENT[name] ?? 4);
  });
});

/**
 * Answers were given to versions 2 and 3 of the couple banks, so rebuilt from the newest questions and the revisions
 * after it each must read exactly as it shipped, character for character (fingerprints of the files as they were on
 * main). The family banks' fingerprints are in family/content.test.ts.
 */
const VERSION_2_SHA256: [string, VersionedBank<{ key: string }>, string][] = [
  ['premarital', premaritalBank, 'fe2f384e2ce905bccc9b2e5690b1d93b19ba3fe6aede7e2f4d654dc4bf8e1303'],
  ['relationship', relationshipBank, '4e0c4e0412e0bf8d5c19e165536e117894af9cf85f6c3552265b5df26d99bcb7'],
  ['communication', communicationBank, 'e0f5580ef20848fe2954e3bbd6f9977a6466167ecf1e2d59c8efe7a71cb3dddf'],
  ['values', valuesBank, 'e04d4a5a120dda7d8e36fe69c1e4c70797ec1d13937b11c2235e0855020fb10e'],
  ['intimacy', intimacyBank, '7f3a6e11fb12c0e7439efd62715464872ee2bc7b04e4a4a37850387759d5a70c'],
];

describe('version 2 of the couple banks', () => {
  it.each(VERSION_2_SHA256)('reads for %s exactly as it shipped', (_name, bank, sha256) => {
    const shipped = JSON.stringify(questionsAt(bank, 2));
    expect(createHash('sha256').update(shipped).digest('hex')).toBe(sha256);
  });
});

const VERSION_3_SHA256: [string, VersionedBank<{ key: string }>, string][] = [
  ['premarital', premaritalBank, '2c398e2117bb60d2dcb658e1d97a3e59e7c646fe61f8963e4510021d3142b623'],
  ['relationship', relationshipBank, '540003739fc808dbd5e520fdc5d7b17888f6cf69e9663390fee81240aa551d7c'],
  ['communication', communicationBank, 'ab1ed549c92137ae9f9392196dea88dc74c980b0a06355b35a48fb8f651424b0'],
  ['values', valuesBank, 'c5b4a49057b005279d57f2d500f062c9a0a92183067bc820d6f2c140ef9104c4'],
  ['intimacy', intimacyBank, '0d0a20a3f606a49f5bbf3ae7564831db609449da6872949bcceb06ad17a37a10'],
];

describe('version 3 of the couple banks', () => {
  it.each(VERSION_3_SHA256)('reads for %s exactly as it shipped', (_name, bank, sha256) => {
    const shipped = JSON.stringify(questionsAt(bank, 3));
    expect(createHash('sha256').update(shipped).digest('hex')).toBe(sha256);
  });
});

describe('version 4 of the couple banks (decision 059)', () => {
  const at = (version: number) => questionsAt(valuesBank, version).find((q) => q.key === 'q_2_4');

  it('leaves answers given to version 3 in their words: values q_2_4 said «أحدنا» there, and still does', () => {
    expect(at(3)?.phase1.ar).toBe('آمل أن يسامح أحدنا الآخر عن طيب خاطر.');
    expect(at(3)?.phase2.ar).toBe('يسامح أحدنا الآخر عن طيب خاطر.');
  });

  it('asks values q_2_4 of each of us in Arabic, as the English does, and keeps the English', () => {
    expect(at(4)?.phase1.ar).toBe('آمل أن يسامح كلٌّ منا الآخر عن طيب خاطر.');
    expect(at(4)?.phase2.ar).toBe('يسامح كلٌّ منا الآخر عن طيب خاطر.');
    expect(at(4)?.phase1.en).toBe(at(3)?.phase1.en);
  });
});
