import { describe, expect, it } from 'vitest';
import { AGE_GROUPS, PAIRINGS } from '../../assessment/family-types.ts';
import { FAMILY_BANKS } from './index.ts';

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
};

describe('the family banks', () => {
  it('cover all five age groups', () => {
    expect(Object.keys(FAMILY_BANKS).sort()).toEqual([...AGE_GROUPS].sort());
  });
});

describe.each(AGE_GROUPS)('ages %s', (group) => {
  const bank = FAMILY_BANKS[group];

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
        expect(normalize(q[side].phase1.en.father_son)).not.toBe(normalize(q[side].phase2.en.father_son));
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
          expect(q.parent[phase].en[pairing], `${q.key} parent en ${pairing}`).not.toMatch(
            NOUNS.en[child === 'son' ? 'daughter' : 'son'],
          );
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
