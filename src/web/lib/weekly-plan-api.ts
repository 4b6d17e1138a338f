import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { checkInSchema } from '../../domain/weekly-plan/requests.ts';
import { type Answer, client, unwrap, withJson } from './api-client.ts';

const plans = client['weekly-plans'];
const plan = plans[':id'];

export type WeeklyPlan = Answer<typeof plan.$get>;
export type CheckInInput = z.input<typeof checkInSchema>;

export const fetchPlans = () => unwrap(plans.$get());
export const fetchPlan = (id: string) => unwrap(plan.$get({ param: { id } }));
export const startPlan = (assessmentId: string) => unwrap(plans.$post(withJson({}, { assessment_id: assessmentId })));
export const markWeek = (id: string, week: number, input: CheckInInput) =>
  unwrap(plan.weeks[':week'].$put(withJson({ param: { id, week: String(week) } }, input)));
export const setPlanSharing = (id: string, share: boolean) =>
  unwrap(plan.sharing.$put(withJson({ param: { id } }, { share })));

/** The cache's keys and readers for weekly plans (decision 068). */
export const weeklyPlanQueries = {
  /** Everything under `['weekly-plans']`: invalidate it after a plan starts or a week is marked. */
  all: ['weekly-plans'] as const,
  list: () => queryOptions({ queryKey: ['weekly-plans', 'list'], queryFn: fetchPlans }),
  one: (id: string) => queryOptions({ queryKey: ['weekly-plans', id], queryFn: () => fetchPlan(id) }),
};
