import { FAMILY_BANKS } from '../content/family/index.ts';
import { isPerspective, parseFamilyType } from './family.ts';
import type { AgeGroup, Pairing, Perspective } from './family-types.ts';
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

/** The questions of one family side, or null when the type or side is not a family one. */
export function familySideQuestions(typeId: string, perspective: string | null): Question[] | null {
  const parsed = parseFamilyType(typeId);
  if (!parsed || !isPerspective(perspective)) return null;
  return familyQuestions(parsed.group, perspective, parsed.pairing);
}
