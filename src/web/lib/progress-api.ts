import { queryOptions } from '@tanstack/react-query';
import type { AnalyticsQuery } from '../../domain/analytics.ts';
import type { MilestoneInput, TimelineFilter } from '../../domain/timeline.ts';
import { type Answer, client, unwrap, withJson } from './api-client.ts';

const milestone = client.timeline.milestones[':id'];
const param = (id: string) => ({ param: { id } });

export type ProgressView = Answer<typeof client.progress.$get>;
export type AnalyticsView = Answer<typeof client.progress.analytics.$get>;
export type CoupleAnalyticsView = Answer<typeof client.progress.analytics.couple.$get>;
export type TimelineEvent = Answer<typeof client.timeline.$get>['events'][number];
export type MilestoneView = Answer<typeof client.timeline.milestones.$post>;

export const fetchProgress = () => unwrap(client.progress.$get());
/** The query is the shape the server validates with the same schema (domain/analytics.ts). */
export const fetchAnalytics = (query: AnalyticsQuery) => unwrap(client.progress.analytics.$get({ query }));
/** A couple's two sides over time (decision 075): every couple series of the reader's, one request. */
export const fetchCoupleAnalytics = () => unwrap(client.progress.analytics.couple.$get());
export const fetchTimeline = (filter: TimelineFilter) => unwrap(client.timeline.$get({ query: { filter } }));
export const addMilestone = (input: MilestoneInput) => unwrap(client.timeline.milestones.$post(withJson({}, input)));
export const updateMilestone = (id: string, input: MilestoneInput) =>
  unwrap(milestone.$put(withJson(param(id), input)));
export const deleteMilestone = (id: string) => unwrap(milestone.$delete(param(id)));

/** The cache's keys and readers for progress and the timeline. */
export const progressQueries = {
  progress: () => queryOptions({ queryKey: ['progress'], queryFn: fetchProgress }),
  analytics: (type: AnalyticsQuery['type']) =>
    queryOptions({ queryKey: ['progress', 'analytics', type], queryFn: () => fetchAnalytics({ type }), retry: false }),
  coupleAnalytics: () =>
    queryOptions({ queryKey: ['progress', 'analytics', 'couple'], queryFn: fetchCoupleAnalytics, retry: false }),
  /** Everything under `['timeline']`: invalidate it after a milestone changes. */
  timelineAll: ['timeline'] as const,
  timeline: (filter: TimelineFilter) =>
    queryOptions({ queryKey: ['timeline', filter], queryFn: () => fetchTimeline(filter) }),
};
