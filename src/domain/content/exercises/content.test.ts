import { describe, expect, it } from 'vitest';
import type { RoleText } from '../../advice/family-types.ts';
import type { AddressedText } from '../../advice/template.ts';
import { CATEGORY_IDS } from '../../assessment/categories.ts';
import { AGE_GROUPS, PAIRINGS, PERSPECTIVES } from '../../assessment/family-types.ts';
import type { AdultExercise, FamilyExercise } from '../../weekly-plan/exercise.ts';
import { COUPLE_EXERCISES } from './couple.ts';
import { FAMILY_EXERCISES } from './family.ts';
import { adultExerciseAt, exerciseBankVersion, familyExerciseAt } from './index.ts';
import { INDIVIDUAL_EXERCISES } from './individual.ts';

const ARABIC = /[\u0600-\u06FF]/u;
const LATIN = /[A-Za-z]/;
/** What the authoring marks leave behind when a mark is mistyped: brackets, bars, angles, placeholders. */
const MARKUP = /[[\]|<>{}]/;

const textsOf = <T>(e: { title: T; purpose: T; steps: readonly T[]; tenMinutes: T }): [string, T][] => [
  ['title', e.title],
  ['purpose', e.purpose],
  ...e.steps.map((s, i): [string, T] => [`steps[${i}]`, s]),
  ['tenMinutes', e.tenMinutes],
];

function expectEnglish(where: string, text: string) {
  expect(text.trim(), where).not.toBe('');
  expect(text, where).not.toMatch(ARABIC);
  expect(text, where).not.toMatch(MARKUP);
}
function expectArabic(where: string, text: string) {
  expect(text.trim(), where).not.toBe('');
  expect(ARABIC.test(text), where).toBe(true);
  expect(text, where).not.toMatch(LATIN);
  expect(text, where).not.toMatch(MARKUP);
}

const arabicForms = (t: AddressedText) => (typeof t.ar === 'string' ? [t.ar] : [t.ar.m, t.ar.f, t.ar.neutral]);
const gendered = (t: AddressedText) => typeof t.ar !== 'string' && t.ar.m !== t.ar.f;

describe('the exercise banks (decision 069)', () => {
  it('hold at least 6 exercises per area for one person and for couples, 3 per area for each family age group', () => {
    for (const category of CATEGORY_IDS) {
      expect(INDIVIDUAL_EXERCISES.filter((e) => e.category === category).length, category).toBeGreaterThanOrEqual(6);
      expect(COUPLE_EXERCISES.filter((e) => e.category === category).length, category).toBeGreaterThanOrEqual(6);
      for (const age of AGE_GROUPS) {
        const suited = FAMILY_EXERCISES.filter((e) => e.category === category && e.ages.includes(age));
        expect(suited.length, `${category} ${age}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('give every exercise a stable, unique key, a purpose, steps and a ten-minute version', () => {
    const all: { key: string; steps: readonly unknown[] }[] = [
      ...INDIVIDUAL_EXERCISES,
      ...COUPLE_EXERCISES,
      ...FAMILY_EXERCISES,
    ];
    expect(new Set(all.map((e) => e.key)).size).toBe(all.length);
    for (const e of all) expect(e.steps.length, e.key).toBeGreaterThanOrEqual(2);
  });

  it('write every adult text in English and Arabic, for every address, with no authoring mark left', () => {
    for (const e of [...INDIVIDUAL_EXERCISES, ...COUPLE_EXERCISES] as AdultExercise[]) {
      for (const [part, text] of textsOf(e)) {
        expectEnglish(`${e.key} ${part}`, text.en);
        for (const ar of arabicForms(text)) expectArabic(`${e.key} ${part}`, ar);
      }
    }
  });

  it('address the reader in their gender wherever a step speaks to them', () => {
    // One person's steps all speak to them; a couple's first step names the partner from the reader's side.
    for (const e of INDIVIDUAL_EXERCISES) {
      for (const [part, text] of textsOf(e).filter(([part]) => part !== 'title')) {
        if (part === 'purpose') continue;
        expect(gendered(text), `${e.key} ${part}`).toBe(true);
      }
    }
    for (const e of COUPLE_EXERCISES) {
      expect(gendered(e.steps[0] as AddressedText), `${e.key} steps[0]`).toBe(true);
      expect(gendered(e.tenMinutes), `${e.key} tenMinutes`).toBe(true);
      const first = e.steps[0]?.ar as { m: string; f: string };
      // «شريكة حياتك» for a man, «شريك حياتك» for a woman (decision 031).
      if (first.m.includes('شريك')) {
        expect(first.m, e.key).toContain('شريكة حياتك');
        expect(first.f, e.key).not.toContain('شريكة');
      }
    }
  });

  it('write every family text for both readers and every pairing, naming the other from the reader’s side', () => {
    for (const e of FAMILY_EXERCISES as FamilyExercise[]) {
      for (const [part, text] of textsOf<RoleText>(e)) {
        for (const perspective of PERSPECTIVES) {
          for (const pairing of PAIRINGS) {
            const where = `${e.key} ${part} ${perspective} ${pairing}`;
            expectEnglish(where, text[perspective].en[pairing]);
            expectArabic(where, text[perspective].ar[pairing]);
          }
        }
      }
      // The reader is addressed in the first step and the ten-minute version: a father and a mother
      // read different Arabic, and so do a son and a daughter.
      for (const [part, text] of [
        ['steps[0]', e.steps[0]],
        ['tenMinutes', e.tenMinutes],
      ] as const) {
        if (!text) throw new Error(`${e.key} has no first step`);
        expect(text.parent.ar.father_son, `${e.key} ${part}`).not.toBe(text.parent.ar.mother_son);
        expect(text.child.ar.father_son, `${e.key} ${part}`).not.toBe(text.child.ar.father_daughter);
        expect(text.parent.ar.father_son, `${e.key} ${part}`).toMatch(/ابنك/);
        expect(text.child.ar.mother_son, `${e.key} ${part}`).toMatch(/والدتك/);
        expect(text.child.en.mother_son, `${e.key} ${part}`).toMatch(/your mother/);
      }
    }
  });

  it('read every exercise at the bank’s current version', () => {
    const first = INDIVIDUAL_EXERCISES[0];
    const family = FAMILY_EXERCISES[0];
    if (!first || !family) throw new Error('empty bank');
    expect(adultExerciseAt('individual', first.key, exerciseBankVersion('individual'))).toBe(first);
    expect(familyExerciseAt(family.key, exerciseBankVersion('family'))).toBe(family);
    expect(adultExerciseAt('couple', 'couple.nothing.1', 1)).toBeUndefined();
    expect(() => adultExerciseAt('couple', 'couple.values.1', 2)).toThrow();
  });
});
