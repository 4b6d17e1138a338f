import { describe, expect, it } from 'vitest';
import { findAssessmentType } from '../../assessment/catalogue.ts';
import type { Question } from '../../assessment/question.ts';
import communication from './communication.ts';
import intimacy from './intimacy.ts';
import premarital from './premarital.ts';
import relationship from './relationship.ts';
import values from './values.ts';

/** The rules every question bank must keep (issue: "All 215 questions written in full"). */
const banks: [string, Question[], number][] = [
  ['premarital', premarital, 50],
  ['relationship', relationship, 50],
  ['communication', communication, 40],
  ['values', values, 40],
  ['intimacy', intimacy, 35],
];

const ARABIC = /[\u0600-\u06FF]/;
const LATIN_WORD = /[A-Za-z]{2,}/;
const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0640]/g, '') // Arabic diacritics and tatweel
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

describe.each(banks)('%s bank', (name, bank, total) => {
  const perCategory = total / 5;

  it(`has ${total} questions, ${perCategory} in each of the five categories`, () => {
    expect(bank).toHaveLength(total);
    for (const category of [1, 2, 3, 4, 5]) {
      expect(
        bank.filter((q) => q.category === category),
        `category ${category}`,
      ).toHaveLength(perCategory);
    }
  });

  it('keys are q_{category}_{n}, numbered 1..n within each category, unique', () => {
    for (const category of [1, 2, 3, 4, 5]) {
      const keys = bank.filter((q) => q.category === category).map((q) => q.key);
      expect(keys).toEqual(Array.from({ length: perCategory }, (_, i) => `q_${category}_${i + 1}`));
    }
  });

  it('every statement is written in both languages, first person, in the right script', () => {
    for (const q of bank) {
      for (const phase of [q.phase1, q.phase2]) {
        expect(phase.en.trim().length, `${q.key} en`).toBeGreaterThan(20);
        expect(phase.en.length, `${q.key} en`).toBeLessThanOrEqual(170);
        expect(phase.en, `${q.key} en`).toMatch(/\b(I|I'm|I've|me|my|My|we|We|our|Our|us)\b/);
        expect(phase.en, `${q.key} en`).not.toMatch(ARABIC);
        expect(phase.ar, `${q.key} ar`).toMatch(ARABIC);
        expect(phase.ar, `${q.key} ar`).not.toMatch(LATIN_WORD);
        expect(phase.ar.length, `${q.key} ar`).toBeLessThanOrEqual(170);
      }
      expect(normalize(q.phase1.en), `${q.key} phases differ`).not.toBe(normalize(q.phase2.en));
      expect(normalize(q.phase1.ar), `${q.key} phases differ`).not.toBe(normalize(q.phase2.ar));
      expect(typeof q.important).toBe('boolean');
    }
  });

  it('has no duplicated statement', () => {
    for (const [language, phase] of [
      ['en', 'phase1'],
      ['en', 'phase2'],
      ['ar', 'phase1'],
      ['ar', 'phase2'],
    ] as const) {
      const texts = bank.map((q) => normalize(q[phase][language]));
      expect(new Set(texts).size, `${phase}.${language}`).toBe(texts.length);
    }
  });

  it('says every Phase 1 statement as a hope, with one stem per language (decision 029)', () => {
    // "I expect my partner to…" reads as a demand in English and «أتوقع» as a prediction: a hope is the same in both.
    for (const q of bank) {
      expect(q.phase1.en, `${q.key} en`).toMatch(/^I hope\b/);
      expect(q.phase1.ar, `${q.key} ar`).toMatch(/^آمل (أن|ألا) /);
    }
  });

  it('speaks to a married couple in the present in English, as «آمل أن» does in Arabic (decision 059)', () => {
    // "I hope that in our marriage we will…" read to a married reader as a marriage still ahead; engaged
    // couples (Before marriage) do look ahead, so their bank keeps "will".
    const audience = findAssessmentType(name)?.audience;
    expect(audience).toMatch(/^(engaged|married)$/);
    if (audience === 'engaged') return;
    for (const q of bank) {
      // "what people will say" is others' talk, in its own clause: not the couple's future.
      const hope = q.phase1.en.replace('what people will say', '');
      expect(hope, q.key).not.toMatch(/\bwill\b|\bwe'll\b|\bin our marriage we\b/);
    }
  });

  it('uses British spelling and the review’s terms (§3)', () => {
    for (const q of bank) {
      for (const text of [q.phase1.en, q.phase2.en]) {
        expect(text, q.key).not.toMatch(/\b(judgment|counselor|analyz\w*|behavior|honor\w*|favor\w*)\b/i);
      }
      for (const text of [q.phase1.ar, q.phase2.ar]) expect(text, q.key).not.toMatch(/نحن الاثنين/);
    }
  });

  it('flags some but not all questions as important by default', () => {
    const important = bank.filter((q) => q.important).length;
    expect(important).toBeGreaterThan(0);
    expect(important).toBeLessThan(total);
  });
});

describe('premarital bank', () => {
  it('carries the spec’s embedded ids on its first 10 values and 10 communication questions', () => {
    const ids = premarital.filter((q) => q.legacyId).map((q) => [q.key, q.legacyId]);
    expect(ids).toEqual([
      ...Array.from({ length: 10 }, (_, i) => [`q_1_${i + 1}`, `fiance_1_${i + 1}`]),
      ...Array.from({ length: 10 }, (_, i) => [`q_2_${i + 1}`, `fiance_2_${i + 1}`]),
    ]);
  });
});
