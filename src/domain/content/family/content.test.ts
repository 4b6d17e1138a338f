import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AGE_GROUPS, type AgeGroup, PAIRINGS } from '../../assessment/family-types.ts';
import { bankVersion, questionsAt } from '../versions.ts';
import { FAMILY_REVISIONS } from './history.ts';
import { FAMILY_BANKS } from './index.ts';
import { FAMILY_REVISIONS_2026_11 } from './revisions-2026-11.ts';
import { FAMILY_REVISIONS_V3 } from './revisions-v3.ts';
import { FAMILY_REVISIONS_V4 } from './revisions-v4.ts';

/** The rules every parent-child bank keeps (families issue: content checks). */
const ARABIC = /[\u0600-\u06FF]/;
const LATIN_WORD = /[A-Za-z]{2,}/;
const QUESTIONS = 25;
const PER_CATEGORY = 5;
const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const NOUNS = {
  en: {
    father: /\bfather\b|\bdad\b/i,
    mother: /\bmother\b|\bmum\b|\bmom\b/i,
    son: /\bson\b/i,
    daughter: /\bdaughter\b/i,
  },
  // «ابني» is not inside «ابنتي», and each stays whole behind a prefix («لابني», «وأبي»).
  ar: { father: /أبي/, mother: /أمي/, son: /ابني/, daughter: /ابنتي/ },
};
const other = { father: 'mother', mother: 'father', son: 'daughter', daughter: 'son' } as const;

/** Each group's revisions as this test expects them: version 4 (decision 059) changed every group but 25+. */
const revisionsOf = (group: AgeGroup) =>
  group === '25+'
    ? [FAMILY_REVISIONS_2026_11[group], FAMILY_REVISIONS_V3[group]]
    : [FAMILY_REVISIONS_2026_11[group], FAMILY_REVISIONS_V3[group], FAMILY_REVISIONS_V4[group]];
const versioned = (group: AgeGroup) => ({ questions: FAMILY_BANKS[group], revisions: revisionsOf(group) });
const currentOf = (group: AgeGroup) => (group === '25+' ? 3 : 4);
const versionsOf = (group: AgeGroup) => Array.from({ length: currentOf(group) }, (_, i) => i + 1);
/** Every version of every bank: answers given to an old wording are shown in it, so it must stay well formed. */
const EVERY_VERSION = AGE_GROUPS.flatMap((group) =>
  versionsOf(group).map((version) => [group, version, questionsAt(versioned(group), version)] as const),
);

describe('the family banks', () => {
  it('cover all five age groups', () => {
    expect(Object.keys(FAMILY_BANKS).sort()).toEqual([...AGE_GROUPS].sort());
  });
});

describe.each(EVERY_VERSION)('ages %s, version %i', (group, _version, bank) => {
  it(`has ${QUESTIONS} questions, ${PER_CATEGORY} per category, keyed q_{category}_{n}`, () => {
    expect(bank).toHaveLength(QUESTIONS);
    for (const category of [1, 2, 3, 4, 5]) {
      const keys = bank.filter((q) => q.category === category).map((q) => q.key);
      expect(keys).toEqual(Array.from({ length: PER_CATEGORY }, (_, i) => `q_${category}_${i + 1}`));
    }
  });

  it('writes every statement for both perspectives, both phases, every pairing, in both languages', () => {
    for (const q of bank) {
      for (const side of ['parent', 'child'] as const) {
        for (const phase of ['phase1', 'phase2'] as const) {
          for (const pairing of PAIRINGS) {
            const en = q[side][phase].en[pairing];
            const ar = q[side][phase].ar[pairing];
            const where = `${group} ${q.key} ${side} ${phase} ${pairing}`;
            expect(en?.trim().length, `${where} en`).toBeGreaterThan(15);
            expect(en, `${where} en`).not.toMatch(ARABIC);
            expect(ar?.trim().length, `${where} ar`).toBeGreaterThan(10);
            expect(ar, `${where} ar`).toMatch(ARABIC);
            expect(ar, `${where} ar`).not.toMatch(LATIN_WORD);
            expect(en.length + ar.length, where).toBeLessThan(400);
          }
          // Different pairings read differently where the nouns differ.
          const en = q[side][phase].en;
          expect(new Set(Object.values(en)).size, `${group} ${q.key} ${side} ${phase} en pairings`).toBeGreaterThan(1);
        }
        expect(normalize(q[side].phase1.en.father_son), `${group} ${q.key} ${side}`).not.toBe(
          normalize(q[side].phase2.en.father_son),
        );
      }
    }
  });

  it('names the right people for each pairing', () => {
    for (const q of bank) {
      for (const phase of ['phase1', 'phase2'] as const) {
        // The child speaks of the parent; the parent of the child.
        for (const pairing of PAIRINGS) {
          const [parent, child] = pairing.split('_') as ['father' | 'mother', 'son' | 'daughter'];
          expect(q.child[phase].en[pairing], `${q.key} child en ${pairing}`).toMatch(NOUNS.en[parent]);
          expect(q.parent[phase].en[pairing], `${q.key} parent en ${pairing}`).toMatch(NOUNS.en[child]);
          expect(q.parent[phase].en[pairing], `${q.key} parent en ${pairing}`).not.toMatch(NOUNS.en[other[child]]);
          // The Arabic, written out per pairing, never names the other parent or child.
          expect(q.child[phase].ar[pairing], `${q.key} child ar ${pairing}`).toMatch(NOUNS.ar[parent]);
          expect(q.child[phase].ar[pairing], `${q.key} child ar ${pairing}`).not.toMatch(NOUNS.ar[other[parent]]);
          expect(q.parent[phase].ar[pairing], `${q.key} parent ar ${pairing}`).toMatch(NOUNS.ar[child]);
          expect(q.parent[phase].ar[pairing], `${q.key} parent ar ${pairing}`).not.toMatch(NOUNS.ar[other[child]]);
        }
      }
    }
  });

  it('has no statement twice within a set', () => {
    for (const side of ['parent', 'child'] as const) {
      for (const phase of ['phase1', 'phase2'] as const) {
        for (const language of ['en', 'ar'] as const) {
          const texts = bank.map((q) => normalize(q[side][phase][language].mother_daughter));
          expect(new Set(texts).size, `${side} ${phase} ${language}`).toBe(texts.length);
        }
      }
    }
  });

  it('never says "intimacy" in a family', () => {
    const all = JSON.stringify(bank);
    expect(all).not.toMatch(/intima/i);
    expect(all).not.toMatch(/الحميمي|العلاقة الحميمة/);
  });
});

/**
 * One Phase 1 stem per bank, language and side (decision 032): a hope, never a mix of hope, want, expectation and
 * norm, which measure different things. The 8-12 child's Arabic wishes («أتمنى»), as its phase title does.
 */
const STEMS = {
  en: /^I hope\b/,
  ar: /^آمل (أن|ألا) /,
  arYoungChild: /^أتمنى (أن|ألا) /,
};

describe.each(AGE_GROUPS)('ages %s, the newest version', (group) => {
  const bank = FAMILY_BANKS[group];

  it('opens every Phase 1 statement with the one stem of its bank, language and side', () => {
    for (const q of bank) {
      for (const side of ['parent', 'child'] as const) {
        const ar = group === '8-12' && side === 'child' ? STEMS.arYoungChild : STEMS.ar;
        for (const pairing of PAIRINGS) {
          const where = `${group} ${q.key} ${side} ${pairing}`;
          expect(q[side].phase1.en[pairing], where).toMatch(STEMS.en);
          expect(q[side].phase1.ar[pairing], where).toMatch(ar);
          // Phase 2 says how it is, never the hope again.
          expect(q[side].phase2.en[pairing], where).not.toMatch(STEMS.en);
          expect(q[side].phase2.ar[pairing], where).not.toMatch(/^(آمل|أتمنى) /);
        }
      }
    }
  });

  it('is at its newest version, the history lists every revision, and each records only questions it changed', () => {
    expect(FAMILY_REVISIONS[group]).toEqual(revisionsOf(group));
    expect(bankVersion(versioned(group))).toBe(currentOf(group));
    for (const revision of revisionsOf(group)) {
      expect(revision.date).toBe(revision.version === 4 ? '2026-11-27' : '2026-11-23');
      expect(revision.why.length).toBeGreaterThan(20);
      const keys = revision.before.map((q) => q.key);
      expect(new Set(keys).size).toBe(keys.length);
      // Each revision's `before` is the wording it replaced: compared with the version it made, every one changed.
      const after = questionsAt(versioned(group), revision.version);
      for (const before of revision.before) {
        const now = after.find((q) => q.key === before.key);
        expect(now, `${group} ${before.key}`).toBeDefined();
        expect(now?.category).toBe(before.category);
        expect(now).not.toEqual(before);
      }
    }
    expect(FAMILY_REVISIONS_2026_11[group].version).toBe(2);
    expect(FAMILY_REVISIONS_V3[group].version).toBe(3);
    if (group !== '25+') expect(FAMILY_REVISIONS_V4[group].version).toBe(4);
  });

  it('keeps the number, keys and order of questions in every version', () => {
    const keys = (version: number) => questionsAt(versioned(group), version).map((q) => [q.key, q.category]);
    for (const version of versionsOf(group)) expect(keys(version), `version ${version}`).toEqual(keys(1));
    expect(keys(1)).toHaveLength(QUESTIONS);
  });
});

/**
 * Answers were given to every earlier version, so each must read exactly as it shipped, character for character:
 * rebuilt from the newest questions and the revisions after it, it must match the fingerprint of the files as they
 * were on main (version 1 before revision 2, version 2 before revision 3, version 3 before revision 4).
 */
const SHIPPED_SHA256: Record<1 | 2 | 3, Record<AgeGroup, string>> = {
  1: {
    '8-12': '8e08e1a0d3398534a650eb2cafafa5a57499c6baa3c1d20f494f6075f3f4b4ac',
    '13-15': 'e66ce63c737be9902c9985e0037c61026a8ab7e7d9ba74fa33ac6d4521159f1f',
    '16-18': '7f8dde2cd06c18fa77c01c1844ed67d83df4230d05d6bba1cd092da3a77897bf',
    '19-24': 'cfb2871e5c518b4d33fddc78dfe25c373430dcb3d18ebafbaca9618abdf8f07f',
    '25+': '072df6131e206f0f7d99e47dcc31c4ccd6460f7b0321193acd9b495850c38a1c',
  },
  2: {
    '8-12': 'fabb38fe51c84c7c13f7d01393a13a7e7a2b5898eff9046840f1ae6bed3ec07e',
    '13-15': 'f8da67bd5cee5110199be88eb180242a3e4b5989bc12eb8b7c883ec76b6fbeb7',
    '16-18': 'a819ac6f23e067596061c54986190150d837906f19026b26805fc3a948bed15e',
    '19-24': 'b32bca763ce38f893d8338f9f991a74f6d30d83ac05d075bce7583b55cec5fbc',
    '25+': 'd8c2c685c7026056b49135ad7ae8371d3863194a060859c0313e6a2cdcd3962b',
  },
  3: {
    '8-12': 'fe2769198f4646156467c528d0086a4b84f78334c47af2b36af29e9a832c699e',
    '13-15': 'd4c00abba318923de316ee14a7434f36d465cda5a1b73c8703d83403c72a892d',
    '16-18': '53dc13fc9d1e2e135091f146429437a34e52656cd98e09b064447201d5975816',
    '19-24': 'de34e9a0f48d314ff9b6873e5d4d7ee9140a9d3ff18182417d577133f86fd7bd',
    '25+': 'b3821b70e86fe6a58430d576505f3e06cce416cc089ba255b58e57a31e47478c',
  },
};

describe.each([1, 2, 3] as const)('version %i of the family banks', (version) => {
  it.each(AGE_GROUPS)('reads for ages %s exactly as it shipped', (group) => {
    const shipped = JSON.stringify(questionsAt(versioned(group), version));
    expect(createHash('sha256').update(shipped).digest('hex')).toBe(SHIPPED_SHA256[version][group]);
  });
});

describe('version 3 of the family banks', () => {
  it('leaves answers given to version 2 in their words: 19-24 q_1_1 asked respect and talk, and still does there', () => {
    const at = (version: number) => questionsAt(versioned('19-24'), version).find((q) => q.key === 'q_1_1');
    expect(at(2)?.parent.phase1.en.father_son).toBe(
      'I hope to respect how my son lives his faith and values as an adult, and that we talk about faith with an open heart.',
    );
    expect(at(3)?.parent.phase1.en.father_son).toBe(
      'I hope to respect how my son lives his faith and values as an adult.',
    );
    expect(at(2)?.child.phase2.ar.mother_daughter).toBe(
      'تحترم أمي الطريقة التي أعيش بها إيماني وقيمي بعد أن صرت راشدة، ونتحاور في أمور الإيمان بصدر رحب.',
    );
    expect(at(3)?.child.phase2.ar.mother_daughter).toBe(
      'تحترم أمي الطريقة التي أعيش بها إيماني وقيمي بعد أن صرت راشدة.',
    );
  });
});

describe('version 4 of the family banks (decision 059)', () => {
  const at = (group: AgeGroup, key: string, version: number) => {
    const question = questionsAt(versioned(group), version).find((q) => q.key === key);
    if (!question) throw new Error(`${group} ${key}`);
    return question;
  };

  it('leaves answers given to version 3 in their words: 19-24 q_4_1 asked whether the child feels loved there', () => {
    expect(at('19-24', 'q_4_1', 3).parent.phase1.en.father_son).toBe(
      'I hope my son feels that I love him and respect him as a grown young man, not a child.',
    );
    expect(at('19-24', 'q_4_1', 3).child.phase2.ar.mother_daughter).toBe(
      'تُشعرني أمي بحبها واحترامها لي بعد أن صرت شابةً ناضجة.',
    );
  });

  it('asks 19-24 q_4_1 the same of both phases and both sides: the respect shown to a grown child', () => {
    const q = at('19-24', 'q_4_1', 4);
    expect(q.parent.phase1.en.father_son).toBe(
      'I hope to treat my son with respect as a grown young man, not a child.',
    );
    expect(q.parent.phase2.en.father_son).toBe('I treat my son with respect as a grown young man, not a child.');
    expect(q.child.phase1.ar.mother_daughter).toBe('آمل أن تعاملني أمي باحترام بوصفي شابةً راشدة، لا طفلةً صغيرة.');
    expect(q.child.phase2.ar.mother_daughter).toBe('تعاملني أمي باحترام بوصفي شابةً راشدة، لا طفلةً صغيرة.');
  });

  it('asks the 8-12 child to wish for what a child can want, not for chores or limits (q_3_1, q_3_2, q_5_5)', () => {
    for (const key of ['q_3_1', 'q_3_2', 'q_5_5']) {
      const before = at('8-12', key, 3).child.phase1.en.father_son;
      const now = at('8-12', key, 4).child.phase1.en.father_son;
      expect(now, key).not.toBe(before);
    }
    expect(at('8-12', 'q_3_1', 4).child.phase1.en.mother_son).toBe(
      'I hope my mother trusts me with small jobs at home, like setting the table.',
    );
    expect(at('8-12', 'q_5_5', 4).child.phase1.ar.father_daughter).toBe(
      'أتمنى أن نضع أنا وأبي معًا قواعد استخدام الأجهزة والتلفاز.',
    );
  });
});
