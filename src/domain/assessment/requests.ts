import { z } from 'zod';
import { LANGUAGES } from '../language.ts';
import { ANSWER_MAX, ANSWER_MIN } from '../limits.ts';
import { ASSESSMENT_TYPE_IDS } from './catalogue-ids.ts';

/** Generous: the longest assessment has 100 answers and 50 importance flags. */
const MAX_ENTRIES = 400;

const answerValue = z
  .number({ error: 'validation.answerRange' })
  .int('validation.answerRange')
  .min(ANSWER_MIN, 'validation.answerRange')
  .max(ANSWER_MAX, 'validation.answerRange');

const answerMap = z
  .record(z.string().max(40, 'validation.unknownAnswerKey'), answerValue, { error: 'validation.answersShape' })
  .refine((map) => Object.keys(map).length <= MAX_ENTRIES, 'validation.answersShape');
const importanceMap = z
  .record(z.string().max(40, 'validation.unknownQuestionKey'), z.boolean({ error: 'validation.importanceBoolean' }), {
    error: 'validation.answersShape',
  })
  .refine((map) => Object.keys(map).length <= MAX_ENTRIES, 'validation.answersShape');

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
  { responses: answerMap.optional(), importance: importanceMap.optional() },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput') },
);

export type AnswersPatch = z.infer<typeof answersSchema>;

/** POST /api/assessments/{id}/insights: model advice in another language. */
export const insightsRequestSchema = z.strictObject(
  { language: z.enum(LANGUAGES, { error: 'validation.languageInvalid' }) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput') },
);
