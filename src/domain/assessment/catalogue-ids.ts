import type { Bilingual } from './question.ts';

/** The assessment type ids, without the question banks, for code that only needs to name a type. */
export const ASSESSMENT_TYPE_IDS = ['premarital', 'relationship', 'communication', 'values', 'intimacy'] as const;
export type AssessmentTypeId = (typeof ASSESSMENT_TYPE_IDS)[number];

export const isAssessmentType = (value: unknown): value is AssessmentTypeId =>
  typeof value === 'string' && (ASSESSMENT_TYPE_IDS as readonly string[]).includes(value);

/** The catalogue's titles, here rather than in catalogue.ts so a type can be named without its questions. */
export const TYPE_TITLES: Record<AssessmentTypeId, Bilingual> = {
  premarital: { en: 'Pre-Relationship', ar: 'ما قبل الارتباط' },
  relationship: { en: 'Relationship Health', ar: 'صحة العلاقة' },
  communication: { en: 'Communication', ar: 'التواصل' },
  values: { en: 'Values Alignment', ar: 'توافق القيم' },
  intimacy: { en: 'Intimacy', ar: 'المودّة والقرب' },
};
