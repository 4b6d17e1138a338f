import { describe, expect, it } from 'vitest';
import { findAssessmentType } from '../assessment/catalogue.ts';
import { analyze } from '../assessment/scoring.ts';
import {
  CATEGORY_ADVICE,
  IMPORTANT_GAP_IMPROVEMENT,
  IMPORTANT_GAP_RECOMMENDATION,
  PATTERN_CLOSING,
  RETAKE,
  SUMMARY_SINGLE_CATEGORY,
} from '../content/advice/advisor-content.ts';
import { comparePair } from '../pair/compare.ts';
import { builtinAdvice, builtinAdviceBoth, importantGaps } from './advisor.ts';
import { builtinCoupleAdvice } from './couple-advisor.ts';
import {
  type Address,
  type AddressedText,
  addressed,
  addressFor,
  type ByAddress,
  fill,
  quoted,
  topicsAsked,
} from './template.ts';

/** Every individual advice text, named, so a failure says which one. */
const TEXTS: [string, AddressedText][] = [
  ...Object.entries(CATEGORY_ADVICE).flatMap(([id, c]): [string, AddressedText][] => [
    [`${id}.strength`, c.strength],
    [`${id}.relativeStrength`, c.relativeStrength],
    [`${id}.improvement`, c.improvement],
    [`${id}.recommendations[0]`, c.recommendations[0]],
    [`${id}.recommendations[1]`, c.recommendations[1]],
    ...(c.withoutPrayer ? [[`${id}.withoutPrayer`, c.withoutPrayer] as [string, AddressedText]] : []),
  ]),
  ['SUMMARY_SINGLE_CATEGORY', SUMMARY_SINGLE_CATEGORY],
  ...Object.entries(PATTERN_CLOSING).map(([id, t]): [string, AddressedText] => [`PATTERN_CLOSING.${id}`, t]),
  ['IMPORTANT_GAP_IMPROVEMENT', IMPORTANT_GAP_IMPROVEMENT],
  ['IMPORTANT_GAP_RECOMMENDATION', IMPORTANT_GAP_RECOMMENDATION],
  ['RETAKE', RETAKE],
];
const GENDERED = TEXTS.filter(
  (entry): entry is [string, { en: string; ar: ByAddress }] => typeof entry[1].ar !== 'string',
);
const ADDRESSES: Address[] = ['m', 'f', 'neutral'];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
// Two-letter words («هو»، «هي») are common to every text, so only longer ones tell the forms apart.
const words = (text: string) => text.split(/[\s،؛:.«»()!?؟]+/u).filter((w) => w.length > 2);

/** Words only one address uses (a masculine imperative, «شريكة», a feminine verb …): the others must never show them. */
function wordsOnlyIn(address: Address): Set<string> {
  const elsewhere = new Set(
    TEXTS.flatMap(([, t]) =>
      typeof t.ar === 'string'
        ? words(t.ar)
        : ADDRESSES.filter((a) => a !== address).flatMap((a) => words((t.ar as ByAddress)[a])),
    ),
  );
  return new Set(GENDERED.flatMap(([, t]) => words(t.ar[address])).filter((w) => !elsewhere.has(w)));
}

const type = findAssessmentType('relationship');
const ASKED = topicsAsked(type?.questions ?? []);
if (!type) throw new Error('catalogue');
/** Answers with a gap in every category and one important statement far from today, so every part is written. */
function sample() {
  const responses: Record<string, number> = {};
  type?.questions.forEach((q, i) => {
    responses[`${q.key}_phase1`] = 5;
    responses[`${q.key}_phase2`] = i === 0 ? 1 : 5 - (q.category % 3);
  });
  const first = type?.questions[0]?.key ?? '';
  const importance = { [first]: true };
  return {
    analysis: analyze(responses, importance),
    gaps: importantGaps(type?.questions ?? [], responses, importance),
  };
}
const arabicOf = (advice: ReturnType<typeof builtinAdvice>) => [
  advice.summary,
  ...advice.strengths,
  ...advice.improvements,
  ...advice.recommendations,
  ...advice.conversationStarters,
];

describe('addressing the reader (decision 031)', () => {
  it('reads the address from the profile: only male and female choose a gendered form', () => {
    expect(addressFor('male')).toBe('m');
    expect(addressFor('female')).toBe('f');
    for (const other of ['other', 'prefer_not_to_say', null, undefined, '']) expect(addressFor(other)).toBe('neutral');
  });

  it('gives every gendered text all three forms, distinct, with the English placeholders', () => {
    expect(GENDERED.length).toBeGreaterThan(20);
    for (const [name, text] of GENDERED) {
      for (const address of ADDRESSES) {
        expect(text.ar[address], `${name}.${address}`).toMatch(/[\u0600-\u06FF]/);
        expect(placeholders(text.ar[address]), `${name}.${address}`).toEqual(placeholders(text.en));
      }
      expect(text.ar.m, name).not.toBe(text.ar.f);
    }
    for (const [name, text] of TEXTS)
      if (typeof text.ar === 'string') expect(placeholders(text.ar), name).toEqual(placeholders(text.en));
  });

  it('picks the reader’s form in Arabic and the one English text in English', () => {
    expect(addressed(RETAKE, 'ar', 'f')).toBe('أعيدي هذا التقييم بعد ثلاثة إلى ستة أشهر لتري ما أحرزته من تقدّم.');
    expect(addressed(RETAKE, 'ar', 'm')).toBe('أعد هذا التقييم بعد ثلاثة إلى ستة أشهر لترى ما أحرزته من تقدّم.');
    for (const address of ADDRESSES) expect(addressed(RETAKE, 'en', address)).toBe(RETAKE.en);
    expect(addressed({ en: 'x', ar: 'نص واحد' }, 'ar', 'f')).toBe('نص واحد');
  });

  it('writes a woman’s advice in the feminine, with no masculine-only word', () => {
    const { analysis, gaps } = sample();
    const advice = builtinAdvice(analysis, gaps, 'ar', 'f', ASKED);
    const statement = quoted(gaps[0]?.statement.ar ?? '');
    expect(advice.recommendations[0]).toBe(fill((IMPORTANT_GAP_RECOMMENDATION.ar as ByAddress).f, { statement }));
    expect(advice.recommendations.at(-1)).toBe((RETAKE.ar as ByAddress).f);
    const used = arabicOf(advice).flatMap(words);
    const masculine = wordsOnlyIn('m');
    expect(used.filter((w) => masculine.has(w))).toEqual([]);
    expect(used.some((w) => wordsOnlyIn('f').has(w))).toBe(true);
  });

  it('writes a man’s advice in the masculine, with no feminine-only word', () => {
    const { analysis, gaps } = sample();
    const used = arabicOf(builtinAdvice(analysis, gaps, 'ar', 'm', ASKED)).flatMap(words);
    const feminine = wordsOnlyIn('f');
    expect(used.filter((w) => feminine.has(w))).toEqual([]);
    expect(used.some((w) => wordsOnlyIn('m').has(w))).toBe(true);
  });

  it('keeps today’s neutral forms when the gender is unknown, and for the couple', () => {
    const { analysis, gaps } = sample();
    const gendered = new Set([...wordsOnlyIn('m'), ...wordsOnlyIn('f')]);
    const neutral = arabicOf(builtinAdvice(analysis, gaps, 'ar', 'neutral', ASKED)).flatMap(words);
    expect(neutral.filter((w) => gendered.has(w))).toEqual([]);
    expect(builtinAdvice(analysis, gaps, 'ar', 'neutral', ASKED).recommendations.at(-1)).toBe(
      (RETAKE.ar as ByAddress).neutral,
    );

    const answers = Object.fromEntries(
      (type?.questions ?? []).flatMap((q) => [
        [`${q.key}_phase1`, 5],
        [`${q.key}_phase2`, 2],
      ]),
    );
    const other = Object.fromEntries(Object.keys(answers).map((key) => [key, 4]));
    const couple = builtinCoupleAdvice(
      comparePair(type?.questions ?? [], { responses: answers, importance: {} }, { responses: other, importance: {} }),
      'ar',
      ASKED,
    );
    expect(
      arabicOf(couple)
        .flatMap(words)
        .filter((w) => gendered.has(w)),
    ).toEqual([]);
  });

  it('leaves the English unchanged whatever the address', () => {
    const { analysis, gaps } = sample();
    const english = builtinAdvice(analysis, gaps, 'en', 'neutral', ASKED);
    expect(builtinAdvice(analysis, gaps, 'en', 'm', ASKED)).toEqual(english);
    expect(builtinAdvice(analysis, gaps, 'en', 'f', ASKED)).toEqual(english);
    expect(builtinAdviceBoth(analysis, gaps, 'f', ASKED).en).toEqual(english);
  });
});
