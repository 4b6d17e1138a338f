import type { SourcedAdvice } from '../../domain/advice/ai-analysis.ts';
import type { CategoryId } from '../../domain/assessment/categories.ts';
import type { AgeGroup, Pairing, Perspective } from '../../domain/assessment/family-types.ts';
import type { Bilingual } from '../../domain/assessment/question.ts';
import type { CategoryScore } from '../../domain/assessment/scoring.ts';
import type { Language } from '../../domain/language.ts';
import type { PairCategory, PairPattern, PairTopic } from '../../domain/pair/compare.ts';
import { api } from './api.ts';
import type { AssessmentRecord } from './assessments-api.ts';

export interface FamilyLink {
  id: string;
  role: Perspective;
  pairing: Pairing;
  age_group: AgeGroup;
  supervised: boolean;
  other_name: string;
  linked_at: string;
}

export interface FamilyAssessment {
  id: string;
  link_id: string;
  role: Perspective;
  pairing: Pairing;
  age_group: AgeGroup;
  supervised: boolean;
  created_at: string;
  mine: { assessment_id: string; status: 'in_progress' | 'completed'; share_answers: boolean } | null;
  child_session: { assessment_id: string; status: 'in_progress' | 'completed' } | null;
  other_completed: boolean;
  report_ready: boolean;
}

type Answer = { expectation: number | null; reality: number | null };
export type FamilyReport =
  | (FamilyAssessment & { status: 'waiting' })
  | (FamilyAssessment & {
      status: 'ready';
      other_name: string;
      other_share_answers: boolean;
      /** When the second side finished: the report's date. */
      completed_at: string;
      agreement: number;
      categories: Partial<Record<CategoryId, PairCategory>>;
      pattern: PairPattern;
      alignment: Record<'mine' | 'other', { score: number; categories: Partial<Record<CategoryId, CategoryScore>> }>;
      topics: (PairTopic & { statement: Bilingual; answers: { mine: Answer; other: Answer } | null })[];
      advice: Record<Language, SourcedAdvice> | null;
    });

type Started = { family: FamilyAssessment; assessment: AssessmentRecord };

export const fetchFamily = () =>
  api<{ links: FamilyLink[]; invitations: { id: string; expires_at: string }[] }>('/api/family');
export const fetchFamilyAssessments = () => api<FamilyAssessment[]>('/api/family/assessments');
export const addSupervisedChild = (pairing: Pairing, name: string) =>
  api<FamilyLink>('/api/family/children', { json: { pairing, name } });
export const createFamilyInvitation = (role: Perspective, pairing: Pairing, ageGroup: AgeGroup) =>
  api<{ id: string; token: string; url: string; expires_at: string }>('/api/family/invitations', {
    json: { role, pairing, age_group: ageGroup },
  });
export const lookupFamilyInvitation = (token: string) =>
  api<{ inviter_name: string; inviter_role: Perspective; pairing: Pairing; age_group: AgeGroup }>(
    '/api/family/invitations/lookup',
    { json: { token } },
  );
export const acceptFamilyInvitation = (token: string) =>
  api<FamilyLink>('/api/family/invitations/accept', { json: { token } });
export const declineFamilyInvitation = (token: string) =>
  api<null>('/api/family/invitations/decline', { json: { token } });
export const endFamilyLink = (id: string) =>
  api<null>(`/api/family/links/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const startFamilyAssessment = (linkId: string) =>
  api<Started>(`/api/family/links/${encodeURIComponent(linkId)}/assessments`, { json: {} });
export const joinFamilyAssessment = (id: string) =>
  api<Started>(`/api/family/assessments/${encodeURIComponent(id)}/join`, { json: {} });
export const openChildSession = (id: string) =>
  api<Started>(`/api/family/assessments/${encodeURIComponent(id)}/child-session`, { json: {} });
export const fetchFamilyReport = (id: string) =>
  api<FamilyReport>(`/api/family/assessments/${encodeURIComponent(id)}/report`);
export const setFamilyShareAnswers = (id: string, share: boolean) =>
  api<FamilyAssessment>(`/api/family/assessments/${encodeURIComponent(id)}/share-answers`, {
    method: 'PUT',
    json: { share },
  });
