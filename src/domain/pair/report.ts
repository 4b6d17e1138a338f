import { answerKey } from '../assessment/answer-key.ts';
import type { Question } from '../assessment/question.ts';
import { analyze } from '../assessment/scoring.ts';
import { comparePair, type SharedStatement, type SideAnswers } from './compare.ts';

/**
 * The body of a pair report once both sides have finished, the same for every kind of pair: the
 * comparison, each side's own alignment and level of today, the topics with their statements, and the
 * statements both rate well (shared strengths) or poorly (shared concerns) today. Which side said what
 * (`answers`) only when `showAnswers` (both sides agreed to show them, and the kind allows it).
 *
 * `other` names the other side's key in the result (`partner` for couples, `other` for families), so
 * each kind's API keeps the JSON shape it always had.
 */
export interface PairSide extends SideAnswers {
  completed_at: Date | null;
}

export function buildPairReport<Other extends string>(input: {
  questions: readonly Question[];
  mine: PairSide;
  other: PairSide;
  showAnswers: boolean;
  otherKey: Other;
}) {
  const { questions, mine, other, showAnswers, otherKey } = input;
  const comparison = comparePair(questions, mine, other);
  const mineAnalysis = analyze(mine.responses, mine.importance);
  const otherAnalysis = analyze(other.responses, other.importance);
  const byKey = new Map(questions.map((q) => [q.key, q]));
  const answersOf = (side: PairSide, key: string) => ({
    expectation: side.responses[answerKey(key, 1)] ?? null,
    reality: side.responses[answerKey(key, 2)] ?? null,
  });
  const keyed = <T>(own: T, theirs: T) => ({ mine: own, [otherKey]: theirs }) as { mine: T } & Record<Other, T>;
  // The reader's own wording of today (Phase 2), as in their questionnaire.
  const statements = (shared: SharedStatement[]) =>
    shared.map(({ key, category }) => ({ key, category, statement: byKey.get(key)?.phase2 ?? { en: '', ar: '' } }));
  return {
    comparison,
    completed_at: latest(mine.completed_at, other.completed_at),
    agreement: comparison.agreement,
    categories: comparison.categories,
    pattern: comparison.pattern,
    alignment: keyed(
      {
        score: mineAnalysis.compatibilityScore,
        reality: mineAnalysis.reality,
        categories: mineAnalysis.categoryScores,
      },
      {
        score: otherAnalysis.compatibilityScore,
        reality: otherAnalysis.reality,
        categories: otherAnalysis.categoryScores,
      },
    ),
    /** Notes on the comparison itself (either side straight-lined), for the page and the PDF. */
    signals: comparison.signals,
    shared_strengths: statements(comparison.sharedStrengths),
    shared_concerns: statements(comparison.sharedConcerns),
    topics: comparison.topics.map((topic) => ({
      ...topic,
      statement: byKey.get(topic.key)?.phase1 ?? { en: '', ar: '' },
      answers: showAnswers ? keyed(answersOf(mine, topic.key), answersOf(other, topic.key)) : null,
    })),
  };
}

/** When the later of the two sides finished (the report's date). */
const latest = (a: Date | null, b: Date | null) =>
  new Date(Math.max(a?.getTime() ?? 0, b?.getTime() ?? 0)).toISOString();
