import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../assessment/catalogue.ts';
import { CATEGORY_IDS, CATEGORY_TITLES, type CategoryId } from '../assessment/categories.ts';
import { familyQuestions } from '../assessment/family-questions.ts';
import { AGE_GROUPS, PAIRINGS, PERSPECTIVES } from '../assessment/family-types.ts';
import { categoryTitle } from '../assessment/kind.ts';
import type { Question } from '../assessment/question.ts';
import { analyze } from '../assessment/scoring.ts';
import { PATTERN_CLOSING } from '../content/advice/advisor-content.ts';
import familyContent from '../content/advice/family-advice-content.ts';
import { LANGUAGES, type Language } from '../language.ts';
import { comparePair, type SideAnswers } from '../pair/compare.ts';
import { builtinAdvice, importantGaps } from './advisor.ts';
import { builtinCoupleAdvice } from './couple-advisor.ts';
import { builtinFamilyAdvice, builtinFamilyPairAdvice } from './family-advisor.ts';
import { pairContradictions, personalContradictions } from './review-checks.ts';
import { type Address, addressed, topicsAsked } from './template.ts';

/**
 * Thousands of random answer sets, over every bank, in both languages and every Arabic address: no
 * pattern contradicts its figures and no sentence of its advice contradicts them either (decision 055;
 * what "contradicts" means is `review-checks.ts`). The sets are drawn to reach the cases that misled
 * before: answers the same everywhere, one area collapsed, today above the hope, ties between areas.
 */

const answer = fc.integer({ min: 1, max: 5 });
const ADDRESSES: Address[] = ['m', 'f', 'neutral'];

/** Answers for a bank: wholly random, or a hope and a today per area with a few statements changed. */
function answersFor(questions: readonly Question[]) {
  const n = questions.length;
  const random = fc.array(fc.tuple(answer, answer), { minLength: n, maxLength: n });
  const structured = fc
    .tuple(
      fc.array(fc.tuple(answer, answer), { minLength: 5, maxLength: 5 }),
      fc.array(fc.tuple(fc.nat(n - 1), answer, answer), { maxLength: 8 }),
    )
    .map(([perArea, changes]) => {
      const pairs = questions.map((q) => perArea[(q.category - 1) % 5] as [number, number]);
      for (const [i, hope, today] of changes) pairs[i] = [hope, today];
      return pairs;
    });
  return fc.oneof(random, structured).map((pairs) => {
    const responses: Record<string, number> = {};
    questions.forEach((q, i) => {
      const [hope, today] = pairs[i] as [number, number];
      responses[`${q.key}_phase1`] = hope;
      responses[`${q.key}_phase2`] = today;
    });
    return responses;
  });
}

/** The bank's default importance, none, or a random set: completion always fills in one of these. */
function importanceFor(questions: readonly Question[]) {
  return fc.oneof(
    fc.constant(Object.fromEntries(questions.map((q) => [q.key, q.important]))),
    fc.constant(Object.fromEntries(questions.map((q) => [q.key, false]))),
    fc
      .array(fc.boolean(), { minLength: questions.length, maxLength: questions.length })
      .map((flags) => Object.fromEntries(questions.map((q, i) => [q.key, flags[i] === true]))),
  );
}

const sideFor = (questions: readonly Question[]) =>
  fc.tuple(answersFor(questions), importanceFor(questions)).map(
    ([responses, importance]): SideAnswers => ({
      responses,
      importance,
    }),
  );

const labelsFor = (kind: 'couple' | 'family', language: Language) =>
  Object.fromEntries(
    CATEGORY_IDS.map((id) => [
      id,
      kind === 'family' ? categoryTitle('family', id)[language] : CATEGORY_TITLES[id][language],
    ]),
  ) as Record<CategoryId, string>;

const individual = fc
  .constantFrom(...CATALOGUE)
  .chain((type) => fc.tuple(fc.constant(type), sideFor(type.questions), fc.constantFrom(...ADDRESSES)));

/**
 * Answers written per area as hope-and-today digit pairs in question order: `{ 1: '53 21' }` is q_1_1
 * hoped 5 and lived 3, q_1_2 hoped 2 and lived 1. No statement is marked important.
 */
function written(questions: readonly Question[], areas: Record<number, string>) {
  const responses: Record<string, number> = {};
  const importance: Record<string, boolean> = {};
  const seen = new Map<number, number>();
  for (const q of questions) {
    const index = seen.get(q.category) ?? 0;
    seen.set(q.category, index + 1);
    const pair = areas[q.category]?.split(' ')[index];
    if (!pair) throw new Error(`no answer for ${q.key}`);
    responses[`${q.key}_phase1`] = Number(pair[0]);
    responses[`${q.key}_phase2`] = Number(pair[1]);
    importance[q.key] = false;
  }
  return { responses, importance };
}

// Sets the properties below once found (seed and path in the failure report), kept as plain cases.
describe('advice against its figures, cases the random sets found', () => {
  // Every area has a statement lived above its hope, so none shows a closeness, and all five tie on
  // the shortfall (F_c 82.9) while their alignments read 80, 80, 80, 80 and 77. The summary said
  // "Every area is at the same level ()." (fast-check seed -293077490, one run in about 6,500.)
  it('areas tied on the shortfall but lived above their hope somewhere are not "at the same level"', () => {
    const type = CATALOGUE.find((t) => t.id === 'intimacy');
    if (!type) throw new Error('catalogue');
    const { responses, importance } = written(type.questions, {
      1: '53 21 11 41 11 11 12',
      2: '11 31 31 11 11 31 12',
      3: '41 53 43 11 11 12 11',
      4: '11 11 11 42 12 42 31',
      5: '11 11 32 54 53 42 13',
    });
    const analysis = analyze(responses, importance);
    const asked = topicsAsked(type.questions);
    for (const language of LANGUAGES) {
      for (const address of ADDRESSES) {
        const advice = builtinAdvice(
          analysis,
          importantGaps(type.questions, responses, importance),
          language,
          address,
          asked,
        );
        expect(advice.summary).not.toContain('()');
        expect(
          personalContradictions({
            analysis,
            advice,
            language,
            labels: labelsFor('couple', language),
            prayerAsked: asked.prayer,
            closings: {
              high: addressed(PATTERN_CLOSING.high_alignment, language, address),
              growth: addressed(PATTERN_CLOSING.growth_opportunity, language, address),
            },
          }),
          `${language} ${address}`,
        ).toEqual([]);
      }
    }
  });

  // The same in a family side's own result: a father of a 13-15-year-old son (seed -746518449).
  it('a parent’s own result tied on the shortfall with a today above the hope in every area', () => {
    const questions = familyQuestions('13-15', 'parent', 'father_son');
    const { responses, importance } = written(questions, {
      1: '31 11 42 54 12',
      2: '42 52 11 12 11',
      3: '42 43 31 11 12',
      4: '11 42 52 11 13',
      5: '43 11 12 32 41',
    });
    const analysis = analyze(responses, importance);
    const gaps = importantGaps(questions, responses, importance);
    for (const language of LANGUAGES) {
      const closing = (id: 'high_alignment' | 'growth_opportunity') =>
        familyContent.patternClosing[id].parent[language].father_son;
      const advice = builtinFamilyAdvice(analysis, gaps, 'parent', 'father_son', language);
      expect(advice.summary).not.toContain('()');
      expect(
        personalContradictions({
          analysis,
          advice,
          language,
          labels: labelsFor('family', language),
          prayerAsked: topicsAsked(questions).prayer,
          closings: { high: closing('high_alignment'), growth: closing('growth_opportunity') },
        }),
        language,
      ).toEqual([]);
    }
  });
});

// Thousands of sets take seconds, more on a busy machine: a timeout is not what these tests measure.
// The seeds are random, to find new cases: a failure prints its seed and path, and
// `fc.assert(..., { seed, path })` replays it (then keep it above as a plain case).
describe('advice never contradicts its figures, over random answer sets', { timeout: 120_000 }, () => {
  it('one person’s result, every bank, both languages, every address', () => {
    fc.assert(
      fc.property(individual, ([type, side, address]) => {
        const analysis = analyze(side.responses, side.importance);
        const gaps = importantGaps(type.questions, side.responses, side.importance);
        const asked = topicsAsked(type.questions);
        for (const language of LANGUAGES) {
          const advice = builtinAdvice(analysis, gaps, language, address, asked);
          const problems = personalContradictions({
            analysis,
            advice,
            language,
            labels: labelsFor('couple', language),
            prayerAsked: asked.prayer,
            closings: {
              high: addressed(PATTERN_CLOSING.high_alignment, language, address),
              growth: addressed(PATTERN_CLOSING.growth_opportunity, language, address),
            },
          });
          expect(problems, `${type.id} ${language} ${address}`).toEqual([]);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('a couple’s report, every bank, both languages', () => {
    const couple = fc
      .constantFrom(...CATALOGUE)
      .chain((type) => fc.tuple(fc.constant(type), sideFor(type.questions), sideFor(type.questions)));
    fc.assert(
      fc.property(couple, ([type, a, b]) => {
        const comparison = comparePair(type.questions, a, b);
        const asked = topicsAsked(type.questions);
        for (const language of LANGUAGES) {
          const problems = pairContradictions({
            comparison,
            advice: builtinCoupleAdvice(comparison, language, asked),
            language,
            labels: labelsFor('couple', language),
            prayerAsked: asked.prayer,
            couple: true,
          });
          expect(problems, `${type.id} ${language}`).toEqual([]);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('a parent and child: each side’s own result and their joint report, every age and pairing', () => {
    const family = fc
      .tuple(fc.constantFrom(...AGE_GROUPS), fc.constantFrom(...PAIRINGS), fc.constantFrom(...PERSPECTIVES))
      .chain(([group, pairing, reader]) => {
        const questions = familyQuestions(group, reader, pairing);
        return fc.tuple(fc.constant({ group, pairing, reader, questions }), sideFor(questions), sideFor(questions));
      });
    fc.assert(
      fc.property(family, ([{ pairing, reader, questions }, mine, other]) => {
        const comparison = comparePair(questions, mine, other);
        // The 8-12 statements ask about prayer: an important one may be quoted back to its reader.
        const prayerAsked = topicsAsked(questions).prayer;
        const analysis = analyze(mine.responses, mine.importance);
        const gaps = importantGaps(questions, mine.responses, mine.importance);
        for (const language of LANGUAGES) {
          const labels = labelsFor('family', language);
          expect(
            pairContradictions({
              comparison,
              advice: builtinFamilyPairAdvice(comparison, reader, pairing, language),
              language,
              labels,
              prayerAsked,
              couple: false,
            }),
            `pair ${pairing} ${reader} ${language}`,
          ).toEqual([]);
          const closing = (id: 'high_alignment' | 'growth_opportunity') =>
            familyContent.patternClosing[id][reader][language][pairing];
          expect(
            personalContradictions({
              analysis,
              advice: builtinFamilyAdvice(analysis, gaps, reader, pairing, language),
              language,
              labels,
              prayerAsked,
              closings: { high: closing('high_alignment'), growth: closing('growth_opportunity') },
            }),
            `own ${pairing} ${reader} ${language}`,
          ).toEqual([]);
        }
      }),
      { numRuns: 800 },
    );
  });
});
