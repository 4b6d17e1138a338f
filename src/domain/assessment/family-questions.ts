import { FAMILY_VERSIONED_BANKS } from '../content/family/index.ts';
import { bankVersion, questionsAt } from '../content/versions.ts';
import { type AgeGroup, isPerspective, type Pairing, type Perspective } from './family-types.ts';
import type { AssessmentKind } from './kind.ts';
import type { Question } from './question.ts';

export type { Perspective } from './family-types.ts';

/** An age group's current bank version: what a new family assessment is answered in. */
export const familyBankVersion = (group: AgeGroup) => bankVersion(FAMILY_VERSIONED_BANKS[group]);

/**
 * The questions one side answers, in the shape every questionnaire and the scoring engine already
 * read: the same keys for parent and child, so their answers compare statement by statement. At the
 * assessment's `version` (decision 029); the newest when none is given (a new assessment, or a test).
 */
export function familyQuestions(
  group: AgeGroup,
  perspective: Perspective,
  pairing: Pairing,
  version = familyBankVersion(group),
): Question[] {
  return questionsAt(FAMILY_VERSIONED_BANKS[group], version).map((q) => ({
    key: q.key,
    category: q.category,
    important: q.important,
    phase1: { en: q[perspective].phase1.en[pairing], ar: q[perspective].phase1.ar[pairing] },
    phase2: { en: q[perspective].phase2.en[pairing], ar: q[perspective].phase2.ar[pairing] },
  }));
}

/** The questions of one family side at its version, or null when the kind or side is not a family one. */
export function familySideQuestions(
  kind: AssessmentKind | null,
  perspective: string | null,
  version: number,
): Question[] | null {
  if (kind?.kind !== 'family' || !isPerspective(perspective)) return null;
  return familyQuestions(kind.group, perspective, kind.pairing, version);
}
