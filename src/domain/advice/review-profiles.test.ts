import { describe, expect, it } from 'vitest';
import { findAssessmentType } from '../assessment/catalogue.ts';
import { CATEGORY_IDS, CATEGORY_TITLES, type CategoryId } from '../assessment/categories.ts';
import { familyQuestions } from '../assessment/family-questions.ts';
import { categoryTitle } from '../assessment/kind.ts';
import type { Question } from '../assessment/question.ts';
import { type Analysis, analyze } from '../assessment/scoring.ts';
import { PATTERN_CLOSING } from '../content/advice/advisor-content.ts';
import familyContent from '../content/advice/family-advice-content.ts';
import {
  ABOVE_HOPES_SCORE,
  LOW_TODAY_AREAS,
  NO_STRENGTH_YET,
  NOTHING_SHORT,
  TIED_IMPORTANT_GAPS,
} from '../content/advice/honest-content.ts';
import { LANGUAGES, type Language } from '../language.ts';
import { comparePair, type SideAnswers } from '../pair/compare.ts';
import { changeBetween } from '../progress.ts';
import { builtinAdvice, importantGaps } from './advisor.ts';
import { builtinCoupleAdvice, LISTEN_FIRST, TOPICS_IMPROVEMENT } from './couple-advisor.ts';
import { builtinFamilyAdvice, builtinFamilyPairAdvice } from './family-advisor.ts';
import { pairContradictions, personalContradictions } from './review-checks.ts';
import {
  type Answer,
  COUPLES,
  FAMILY_OWN,
  FAMILY_PAIRS,
  INDIVIDUAL,
  PROGRESS,
  REVIEW_PROFILES,
} from './review-profiles.ts';
import { addressed, topicsAsked } from './template.ts';

/**
 * The content review's 46 answer sets (2026-11-27, §2), each held to the pattern rules version 3 give
 * it and to advice that never contradicts its own figures, in both languages (decision 055). The
 * comments name what version 2 said where the review called it misleading.
 */

const bank = (id: Parameters<typeof findAssessmentType>[0]) => {
  const type = findAssessmentType(id);
  if (!type) throw new Error(`no bank ${id}`);
  return type.questions;
};

function side(questions: readonly Question[], answer: Answer, importance: 'default' | 'off' = 'default'): SideAnswers {
  const responses: Record<string, number> = {};
  questions.forEach((q, i) => {
    const [hope, today] = answer(q, i, questions);
    responses[`${q.key}_phase1`] = hope;
    responses[`${q.key}_phase2`] = today;
  });
  // Completion fills in each bank's default importance (assessments/service.ts), so the review did too.
  return {
    responses,
    importance: Object.fromEntries(questions.map((q) => [q.key, importance === 'off' ? false : q.important])),
  };
}

const coupleLabels = (language: Language) =>
  Object.fromEntries(CATEGORY_IDS.map((id) => [id, CATEGORY_TITLES[id][language]])) as Record<CategoryId, string>;
const familyLabels = (language: Language) =>
  Object.fromEntries(CATEGORY_IDS.map((id) => [id, categoryTitle('family', id)[language]])) as Record<
    CategoryId,
    string
  >;

const figures = (analysis: Analysis) => ({
  score: analysis.compatibilityScore,
  reality: analysis.reality,
  categories: Object.fromEntries(Object.entries(analysis.categoryScores).map(([id, c]) => [id, c.alignment])),
  realities: Object.fromEntries(Object.entries(analysis.categoryScores).map(([id, c]) => [id, c.reality])),
  uniform_answers: analysis.signals.includes('uniform_answers'),
});

it('keeps all 46 answer sets of the review', () => {
  expect(REVIEW_PROFILES).toHaveLength(46);
  expect(new Set(REVIEW_PROFILES.map((p) => p.id)).size).toBe(46);
});

describe('individual results (I01-I26)', () => {
  it.each(INDIVIDUAL.map((p) => [p.id, p] as const))(
    '%s: the pattern the rules give, advice that holds',
    (_, profile) => {
      const questions = bank(profile.bank);
      const { responses, importance } = side(questions, profile.answer, profile.importance);
      const analysis = analyze(responses, importance);
      expect(analysis.pattern.id).toBe(profile.pattern);
      expect(analysis.signals).toEqual(profile.signals);
      const gaps = importantGaps(questions, responses, importance);
      const asked = topicsAsked(questions);
      for (const language of LANGUAGES) {
        const advice = builtinAdvice(analysis, gaps, language, profile.address, asked);
        const problems = personalContradictions({
          analysis,
          advice,
          language,
          labels: coupleLabels(language),
          prayerAsked: asked.prayer,
          closings: {
            high: addressed(PATTERN_CLOSING.high_alignment, language, profile.address),
            growth: addressed(PATTERN_CLOSING.growth_opportunity, language, profile.address),
          },
        });
        expect(problems, `${profile.id} ${language}`).toEqual([]);
      }
    },
  );

  const advice = (id: string, language: Language = 'en') => {
    const profile = INDIVIDUAL.find((p) => p.id === id);
    if (!profile) throw new Error(id);
    const questions = bank(profile.bank);
    const { responses, importance } = side(questions, profile.answer, profile.importance);
    const analysis = analyze(responses, importance);
    return {
      analysis,
      advice: builtinAdvice(
        analysis,
        importantGaps(questions, responses, importance),
        language,
        profile.address,
        topicsAsked(questions),
      ),
    };
  };

  it('I07: the worst possible today is red, and no faith item is picked first from a tie', () => {
    // Version 2: amber "Dreamer vs. Realist" (milder than I09's red), first step a faith statement.
    const { analysis, advice: en } = advice('I07');
    expect(analysis.pattern.color).toBe('red');
    expect(en.improvements[0]).toBe(TIED_IMPORTANT_GAPS.en);
    expect(en.recommendations[0]).not.toMatch(/“/);
  });

  it('I09: "Agree" to every statement is green, with its strengths named', () => {
    // Version 2: red "Needs Attention" and "No area stands out as a strength yet" (80 was not above 80).
    const { analysis, advice: en } = advice('I09');
    expect(analysis.pattern.color).toBe('green');
    expect(en.strengths).not.toContain(NO_STRENGTH_YET.en);
    expect(en.strengths).toHaveLength(1);
    expect(en.strengths[0]).toMatch(/^Values & Faith, Communication, Finances & Goals, Intimacy, and Family \(80%\)/);
  });

  it('I13, I14, I03: a middling today with a high score is never green, and says so', () => {
    // Version 2: green High Alignment, "Keep protecting what already works", beside "No area stands out".
    for (const id of ['I03', 'I13', 'I14']) {
      const { analysis, advice: en } = advice(id);
      expect(analysis.pattern.color, id).toBe('blue');
      expect(en.summary, id).toMatch(/today itself is only \d+%/);
      expect(en.summary, id).not.toContain('Keep protecting what already works');
    }
  });

  it('I17, I19: an area where today beats the hope is never a gap, and the kind line says so', () => {
    // Version 2: Values (today 100 %) was "the widest gap" needing "a calm, open conversation" (I17);
    // Family (today 88 %, hopes 76 %) a growth area (I19).
    const { advice: i17 } = advice('I17');
    expect(i17.summary).toContain('Today is better than you hoped in Values & Faith.');
    expect(i17.improvements).toEqual([NOTHING_SHORT.en]);
    const { advice: i19 } = advice('I19');
    expect(i19.improvements).toEqual([NOTHING_SHORT.en]);
    expect(i19.summary).not.toMatch(/furthest|widest/);
  });

  it('I20: today at 100 % is green, and the score of 20 % is explained kindly', () => {
    // Version 2: red, "a clear gap between what you hope for and what you experience".
    const { analysis, advice: en } = advice('I20');
    expect(analysis.pattern.color).toBe('green');
    expect(en.summary).toContain(ABOVE_HOPES_SCORE.en.replace('{reality}', '100%'));
    expect(advice('I20', 'ar').advice.summary).toContain('أفضل مما تطلعت إليه');
  });

  it('I01, I11: resigned answers: today is named as low, once, never as a gap', () => {
    for (const id of ['I01', 'I11']) {
      const { analysis, advice: en } = advice(id);
      expect(analysis.pattern.color, id).toBe('red');
      expect(en.improvements, id).toHaveLength(1);
      expect(en.improvements[0], id).toContain(LOW_TODAY_AREAS.en.replace('{areas}', ''));
    }
  });

  it('I25: the Intimacy assessment gives no prayer advice unless its statements ask about prayer', () => {
    const questions = bank('intimacy');
    const { advice: en } = advice('I25');
    const asks = questions.some((q) => /\bprayer\b/i.test(q.phase1.en));
    if (!asks) expect(en.recommendations.join(' ')).not.toMatch(/pray/i);
    expect(topicsAsked(questions).prayer).toBe(asks);
  });
});

describe('couples (C01-C09)', () => {
  it.each(COUPLES.map((p) => [p.id, p] as const))('%s: the pattern the rules give, advice that holds', (_, profile) => {
    const questions = bank(profile.bank);
    const [a, b] = [side(questions, profile.a), side(questions, profile.b)];
    const comparison = comparePair(questions, a, b);
    expect(comparison.pattern.id).toBe(profile.pattern);
    expect(comparison.signals).toEqual(profile.signals);
    // Each partner's own page and the pair never contradict each other in colour for the same answers.
    expect([analyze(a.responses, a.importance).pattern.id, analyze(b.responses, b.importance).pattern.id]).toEqual(
      profile.own,
    );
    const asked = topicsAsked(questions);
    for (const language of LANGUAGES) {
      const advice = builtinCoupleAdvice(comparison, language, asked);
      const problems = pairContradictions({
        comparison,
        advice,
        language,
        labels: coupleLabels(language),
        prayerAsked: asked.prayer,
        couple: true,
      });
      expect(problems, `${profile.id} ${language}`).toEqual([]);
    }
  });

  it('C01, C04: no topics, so no "for each topic" and no topics line', () => {
    for (const id of ['C01', 'C04']) {
      const profile = COUPLES.find((p) => p.id === id);
      if (!profile) throw new Error(id);
      const questions = bank(profile.bank);
      const comparison = comparePair(questions, side(questions, profile.a), side(questions, profile.b));
      expect(comparison.topics).toEqual([]);
      const advice = builtinCoupleAdvice(comparison, 'en', topicsAsked(questions));
      expect(advice.recommendations).not.toContain(LISTEN_FIRST.en);
      expect(advice.improvements).not.toContain(TOPICS_IMPROVEMENT.en);
    }
  });
});

describe('parents and children (F01-F08)', () => {
  it.each(FAMILY_PAIRS.map((p) => [p.id, p] as const))(
    '%s: the pair’s pattern, joint advice that holds',
    (_, profile) => {
      const parentQuestions = familyQuestions(profile.group, 'parent', profile.pairing);
      const childQuestions = familyQuestions(profile.group, 'child', profile.pairing);
      const parent = side(parentQuestions, profile.parent);
      const child = side(childQuestions, profile.child);
      const [mine, other] = profile.reader === 'parent' ? [parent, child] : [child, parent];
      const comparison = comparePair(profile.reader === 'parent' ? parentQuestions : childQuestions, mine, other);
      expect(comparison.pattern.id).toBe(profile.pattern);
      // F01: version 2 said the pair was "In Harmony" while each side's own page was red at 80 %.
      expect([
        analyze(parent.responses, parent.importance).pattern.id,
        analyze(child.responses, child.importance).pattern.id,
      ]).toEqual(profile.own);
      for (const language of LANGUAGES) {
        const advice = builtinFamilyPairAdvice(comparison, profile.reader, profile.pairing, language);
        const problems = pairContradictions({
          comparison,
          advice,
          language,
          labels: familyLabels(language),
          prayerAsked: topicsAsked(childQuestions).prayer,
          couple: false,
        });
        expect(problems, `${profile.id} ${language}`).toEqual([]);
      }
    },
  );

  it.each(FAMILY_OWN.map((p) => [p.id, p] as const))('%s: a child’s own result, advice that holds', (_, profile) => {
    const questions = familyQuestions(profile.group, profile.role, profile.pairing);
    const { responses, importance } = side(questions, profile.answer);
    const analysis = analyze(responses, importance);
    expect(analysis.pattern.id).toBe(profile.pattern);
    expect(analysis.signals).toEqual(profile.signals);
    const gaps = importantGaps(questions, responses, importance);
    for (const language of LANGUAGES) {
      const advice = builtinFamilyAdvice(analysis, gaps, profile.role, profile.pairing, language);
      const closing = (id: 'high_alignment' | 'growth_opportunity') =>
        familyContent.patternClosing[id][profile.role][language][profile.pairing];
      const problems = personalContradictions({
        analysis,
        advice,
        language,
        labels: familyLabels(language),
        prayerAsked: topicsAsked(questions).prayer,
        closings: { high: closing('high_alignment'), growth: closing('growth_opportunity') },
      });
      expect(problems, `${profile.id} ${language}`).toEqual([]);
    }
  });
});

describe('progress (P1-P3)', () => {
  it.each(PROGRESS.map((p) => [p.id, p] as const))(
    '%s: the change in today travels with the change in alignment',
    (_, profile) => {
      // Version 2: P1's decline showed 0 and P2's improvement −40, with nothing beside them.
      const questions = bank(profile.bank);
      const point = (answer: Answer, at: string) => {
        const { responses, importance } = side(questions, answer);
        return { assessment_id: at, completed_at: at, ...figures(analyze(responses, importance)) };
      };
      const change = changeBetween(
        point(profile.before, '2026-03-01T00:00:00Z'),
        point(profile.after, '2026-06-01T00:00:00Z'),
      );
      expect([change.overall, change.reality]).toEqual([profile.overall, profile.reality]);
      for (const c of change.categories) expect(c.reality).toBe(profile.reality);
    },
  );
});
