/** The assessment type ids, without the question banks, for code that only needs to name a type. */
export const ASSESSMENT_TYPE_IDS = ['premarital', 'relationship', 'communication', 'values', 'intimacy'] as const;
export type AssessmentTypeId = (typeof ASSESSMENT_TYPE_IDS)[number];

export const isAssessmentType = (value: unknown): value is AssessmentTypeId =>
  typeof value === 'string' && (ASSESSMENT_TYPE_IDS as readonly string[]).includes(value);
