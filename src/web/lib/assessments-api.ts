import { queryOptions } from '@tanstack/react-query';
import type { AnswersPatch } from '../../domain/assessment/requests.ts';
import { type Answer, client, unwrap, withJson } from './api-client.ts';

const assessment = client.assessments[':id'];
const param = (id: string) => ({ param: { id } });

export type AssessmentTypeSummary = Answer<(typeof client)['assessment-types']['$get']>[number];
/** A question set: a catalogue type's, or one side's of a family assessment (whose id is its kind). */
export type AssessmentTypeDetail = Answer<typeof assessment.questions.$get>;
export type QuestionView = AssessmentTypeDetail['questions'][number];
export type AssessmentRecord = Answer<typeof assessment.$get>;
export type AssessmentResult = Answer<typeof assessment.result.$get>;

export const fetchAssessmentTypes = () => unwrap(client['assessment-types'].$get());
export const fetchAssessmentType = (type: string) =>
  unwrap(client['assessment-types'][':type'].$get({ param: { type } }));
/** The questions of one assessment as its owner answers them (a family side has its own wording). */
export const fetchAssessmentQuestions = (id: string) => unwrap(assessment.questions.$get(param(id)));
export const fetchAssessments = () => unwrap(client.assessments.$get());
export const fetchAssessment = (id: string) => unwrap(assessment.$get(param(id)));
/** The person's unfinished assessment of this type, if any (their own rows only). */
export const fetchOpenAssessment = (type: string) => unwrap(client.assessments.open.$get({ query: { type } }));
export const createAssessment = (assessmentType: string) =>
  unwrap(client.assessments.$post({ json: { assessment_type: assessmentType } }));
export const saveAnswers = (id: string, patch: AnswersPatch) =>
  unwrap(assessment.answers.$patch(withJson(param(id), patch)));
export const completeAssessment = (id: string, patch: AnswersPatch): Promise<AssessmentResult> =>
  unwrap(assessment.complete.$post(withJson(param(id), patch)));
export const fetchResult = (id: string): Promise<AssessmentResult> => unwrap(assessment.result.$get(param(id)));
/** Asks for the model's advice in another language (once; the server ignores repeats). */
export const requestInsights = (id: string, language: string): Promise<AssessmentResult> =>
  unwrap(assessment.insights.$post(withJson(param(id), { language })));

/** The cache's keys and readers for assessments: one place, so an invalidation names what it means. */
export const assessmentQueries = {
  /** The catalogue changes only with a deploy. */
  types: () => queryOptions({ queryKey: ['assessment-types'], queryFn: fetchAssessmentTypes, staleTime: Infinity }),
  /** Everything under `['assessments']`: invalidate it after a change to any of them. */
  all: ['assessments'] as const,
  list: () => queryOptions({ queryKey: ['assessments', 'list'], queryFn: fetchAssessments }),
  one: (id: string) => queryOptions({ queryKey: ['assessments', id], queryFn: () => fetchAssessment(id) }),
  /**
   * A result never changes but for the model's advice, which the results page polls for while it is
   * pending: once read (or seeded by the completion's answer) it is not read again.
   */
  result: (id: string) =>
    queryOptions({
      queryKey: ['assessments', id, 'result'],
      queryFn: () => fetchResult(id),
      staleTime: Infinity,
    }),
};
