import { z } from 'zod/mini';
import { LANGUAGES } from '../language.ts';
import { ANSWER_MAX, ANSWER_MIN } from '../limits.ts';
import { ASSESSMENT_TYPE_IDS } from './catalogue-ids.ts';

/** Generous: the longest assessment has 100 answers and 50 importance flags. */
const MAX_ENTRIES = 400;

const answerValue = z
  .number({ error: 'validation.answerRange' })
  .check(
    z.int('validation.answerRange'),
    z.gte(ANSWER_MIN, 'validation.answerRange'),
    z.lte(ANSWER_MAX, 'validation.answerRange'),
  );

const notTooMany = () =>
  z.refine<Record<string, unknown>>((map) => Object.keys(map).length <= MAX_ENTRIES, 'validation.answersShape');
const answerMap = z
  .record(z.string().check(z.maxLength(40, 'validation.unknownAnswerKey')), answerValue, {
    error: 'validation.answersShape',
  })
  .check(notTooMany());
const importanceMap = z
  .record(
    z.string().check(z.maxLength(40, 'validation.unknownQuestionKey')),
    z.boolean({ error: 'validation.importanceBoolean' }),
    { error: 'validation.answersShape' },
  )
  .check(notTooMany());

/** POST /api/assessments */
export const createAssessmentSchema = z.strictObject(
  { assessment_type: z.enum(ASSESSMENT_TYPE_IDS, { error: 'validation.assessmentTypeUnknown' }) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput') },
);

/**
 * PATCH /api/assessments/{id}/answers (autosave) and POST …/complete. Answers are keyed
 * `answerKey(questionKey, phase)` (answer-key.ts) with whole numbers 1-5; importance is keyed by question key.
 */
export const answersSchema = z.strictObject(
  { responses: z.optional(answerMap), importance: z.optional(importanceMap) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput') },
);

export type AnswersPatch = z.infer<typeof answersSchema>;

/** GET /api/assessments/open?type=…: the person's own unfinished run of one assessment type. */
export const openAssessmentQuerySchema = z.strictObject(
  { type: z.enum(ASSESSMENT_TYPE_IDS, { error: 'validation.assessmentTypeUnknown' }) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput') },
);

/** POST /api/assessments/{id}/insights: model advice in another language. */
export const insightsRequestSchema = z.strictObject(
  { language: z.enum(LANGUAGES, { error: 'validation.languageInvalid' }) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput') },
);
