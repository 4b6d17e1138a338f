import type { Bilingual } from './question.ts';

/** The assessment type ids, without the question banks, for code that only needs to name a type. */
export const ASSESSMENT_TYPE_IDS = ['premarital', 'relationship', 'communication', 'values', 'intimacy'] as const;
export type AssessmentTypeId = (typeof ASSESSMENT_TYPE_IDS)[number];

export const isAssessmentType = (value: unknown): value is AssessmentTypeId =>
  typeof value === 'string' && (ASSESSMENT_TYPE_IDS as readonly string[]).includes(value);

/**
 * The types written for adults about marriage and closeness (issue 29, m12): never offered to someone under 18
 * (`Profile.minor`, decision 057), who cannot be anyone's partner either.
 */
export const ADULT_ONLY_TYPES: readonly AssessmentTypeId[] = ['premarital', 'intimacy'];

/** Whether a type is offered to this person: every type to an adult, all but the adult ones to a minor. */
export const offeredTo = (minor: boolean | undefined, type: string) =>
  !minor || !(ADULT_ONLY_TYPES as readonly string[]).includes(type);

/**
 * The catalogue's titles, here rather than in catalogue.ts so a type can be named without its questions.
 * Sentence case; "alignment" is kept for the score, so the values type is "Shared values" (decision 031).
 */
export const TYPE_TITLES: Record<AssessmentTypeId, Bilingual> = {
  premarital: { en: 'Before marriage', ar: 'ما قبل الزواج' },
  relationship: { en: 'Relationship health', ar: 'صحة العلاقة' },
  communication: { en: 'Communication', ar: 'التواصل' },
  values: { en: 'Shared values', ar: 'القيم المشتركة' },
  intimacy: { en: 'Intimacy', ar: 'المودّة والقرب' },
};

/**
 * Whom a type's statements are written for (decision 029): `engaged` for people preparing to marry,
 * `married` where the statements describe a shared married life (home, closeness, children) that an
 * engaged person has no reality for yet. Anyone may take any type; the selection page shows an engaged
 * person their own type first and says calmly which ones were written for married couples.
 */
export const AUDIENCES = ['engaged', 'married'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** The audience a profile's relationship type belongs to, or null when it says neither (or is unset). */
export function audienceOfRelationship(relationshipType: string | null | undefined): Audience | null {
  if (relationshipType === 'pre-marriage' || relationshipType === 'dating') return 'engaged';
  if (relationshipType === 'married') return 'married';
  return null;
}
