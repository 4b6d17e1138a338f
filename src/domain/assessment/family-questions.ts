import { FAMILY_BANKS } from '../content/family/index.ts';
import { type AgeGroup, isPerspective, type Pairing, type Perspective } from './family-types.ts';
import type { AssessmentKind } from './kind.ts';
import type { Question } from './question.ts';

export type { Perspective } from './family-types.ts';

/**
 * The questions one side answers, in the shape every questionnaire and the scoring engine already
 * read: the same keys for parent and child, so their answers compare statement by statement.
 */
export function familyQuestions(group: AgeGroup, perspective: Perspective, pairing: Pairing): Question[] {
  return FAMILY_BANKS[group].map((q) => ({
    key: q.key,
    category: q.category,
    important: q.important,
    phase1: { en: q[perspective].phase1.en[pairing], ar: q[perspective].phase1.ar[pairing] },
    phase2: { en: q[perspective].phase2.en[pairing], ar: q[perspective].phase2.ar[pairing] },
  }));
}

/** The questions of one family side, or null when the kind or side is not a family one. */
export function familySideQuestions(kind: AssessmentKind | null, perspective: string | null): Question[] | null {
  if (kind?.kind !== 'family' || !isPerspective(perspective)) return null;
  return familyQuestions(kind.group, perspective, kind.pairing);
}
