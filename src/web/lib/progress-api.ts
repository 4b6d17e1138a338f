import type { CoupleProgress, TypeProgress } from '../../domain/progress.ts';
import type { Bilingual } from '../../domain/questions/types.ts';
import type { MilestoneInput, MilestoneKind, TimelineEventKind, TimelineFilter } from '../../domain/timeline.ts';
import { api } from './api.ts';

export interface ProgressView {
  types: (TypeProgress & { title: Bilingual })[];
  couple: (CoupleProgress & { title: Bilingual })[] | null;
  couple_locked: boolean;
  partner_name: string | null;
}

export const fetchProgress = () => api<ProgressView>('/api/progress');

export interface MilestoneView {
  id: string;
  kind: MilestoneKind;
  title: string | null;
  date: string;
  note: string | null;
  shared_with_partner: boolean;
  mine: boolean;
  owner_name: string | null;
}

/** Mirrors the server's TimelineEvent (src/server/timeline/service.ts). */
export type TimelineEvent = { id: string; at: string } & (
  | { kind: 'account_created' }
  | {
      kind: 'assessment_completed';
      assessment: { id: string; type: string; title: Bilingual; score: number; pattern: string | null };
    }
  | { kind: 'partner_linked' | 'partner_unlinked'; person: { name: string | null } }
  | {
      kind: 'family_linked' | 'family_unlinked';
      person: { name: string | null; role: 'parent' | 'child'; supervised: boolean };
    }
  | {
      kind: 'couple_report_ready' | 'family_report_ready';
      report: { id: string; type: string; title: Bilingual; available: boolean };
    }
  | { kind: 'milestone'; milestone: MilestoneView }
);
export type { TimelineEventKind };

export const fetchTimeline = (filter: TimelineFilter) =>
  api<{ events: TimelineEvent[] }>(`/api/timeline?filter=${encodeURIComponent(filter)}`);
export const addMilestone = (input: MilestoneInput) => api<MilestoneView>('/api/timeline/milestones', { json: input });
export const updateMilestone = (id: string, input: MilestoneInput) =>
  api<MilestoneView>(`/api/timeline/milestones/${encodeURIComponent(id)}`, { method: 'PUT', json: input });
export const deleteMilestone = (id: string) =>
  api<null>(`/api/timeline/milestones/${encodeURIComponent(id)}`, { method: 'DELETE' });
