import type { Bilingual } from '../../domain/assessment/question.ts';
import type { CoupleProgress, TypeProgress } from '../../domain/progress.ts';
import type { MilestoneInput, MilestoneView, TimelineEvent, TimelineFilter } from '../../domain/timeline.ts';
import { api } from './api.ts';

export interface ProgressView {
  types: (TypeProgress & { title: Bilingual })[];
  couple: (CoupleProgress & { title: Bilingual })[] | null;
  couple_locked: boolean;
  partner_name: string | null;
}

export const fetchProgress = () => api<ProgressView>('/api/progress');

export type { MilestoneView, TimelineEvent };

export const fetchTimeline = (filter: TimelineFilter) =>
  api<{ events: TimelineEvent[] }>(`/api/timeline?filter=${encodeURIComponent(filter)}`);
export const addMilestone = (input: MilestoneInput) => api<MilestoneView>('/api/timeline/milestones', { json: input });
export const updateMilestone = (id: string, input: MilestoneInput) =>
  api<MilestoneView>(`/api/timeline/milestones/${encodeURIComponent(id)}`, { method: 'PUT', json: input });
export const deleteMilestone = (id: string) =>
  api<null>(`/api/timeline/milestones/${encodeURIComponent(id)}`, { method: 'DELETE' });
