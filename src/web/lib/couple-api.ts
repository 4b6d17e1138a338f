import type { SourcedAdvice } from '../../domain/advice/ai-analysis.ts';
import type { CategoryId } from '../../domain/assessment/categories.ts';
import type { Bilingual } from '../../domain/assessment/question.ts';
import type { CategoryScore } from '../../domain/assessment/scoring.ts';
import type { Language } from '../../domain/language.ts';
import type { PairCategory, PairPattern, PairTopic } from '../../domain/pair/compare.ts';
import type { PlanAllowance, PlansMode } from '../../domain/plans.ts';
import type { PlanId } from '../../domain/pricing.ts';
import { api } from './api.ts';
import type { AssessmentRecord } from './assessments-api.ts';

export interface CoupleState {
  partner: { id: string; name: string; linked_at: string } | null;
  invitation: { id: string; expires_at: string } | null;
  /** Null only when the state could not be loaded. */
  plan: { mode: PlansMode; tier: PlanId; effective_tier: PlanId; allowance: PlanAllowance } | null;
  /** The person's stated age is under 18: partner links are for adults (they can neither invite nor accept). */
  under_age: boolean;
}
/** Why the signed-in person could not accept an invitation (the message is `errors.couple.{refusal}`). */
export type InvitationRefusal = 'under_age' | 'family_link';
export interface NewInvitation {
  id: string;
  token: string;
  url: string;
  expires_at: string;
  emailed: boolean;
}

export const fetchCouple = () => api<CoupleState>('/api/couple');
export const createInvitation = (email?: string) =>
  api<NewInvitation>('/api/couple/invitations', { json: email ? { email } : {} });
export const revokeInvitation = (id: string) =>
  api<null>(`/api/couple/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const lookupInvitation = (token: string) =>
  api<{ inviter_name: string; expires_at: string; already_linked: boolean; refusal: InvitationRefusal | null }>(
    '/api/couple/invitations/lookup',
    { json: { token } },
  );
export const acceptInvitation = (token: string) =>
  api<{ partner: CoupleState['partner'] }>('/api/couple/invitations/accept', { json: { token } });
export const declineInvitation = (token: string) => api<null>('/api/couple/invitations/decline', { json: { token } });
export const unlinkPartner = () => api<{ partner: null }>('/api/couple', { method: 'DELETE' });

export interface SharedAssessment {
  id: string;
  assessment_type: string;
  created_at: string;
  started_by_me: boolean;
  mine: { assessment_id: string; status: 'in_progress' | 'completed'; share_answers: boolean } | null;
  partner_completed: boolean;
  report_ready: boolean;
}

interface PartnerAnswer {
  expectation: number | null;
  reality: number | null;
}

export type CoupleReport =
  | (SharedAssessment & { status: 'waiting' })
  | (SharedAssessment & {
      status: 'ready';
      partner_name: string;
      partner_share_answers: boolean;
      completed_at: string;
      agreement: number;
      categories: Partial<Record<CategoryId, PairCategory>>;
      pattern: PairPattern;
      alignment: Record<'mine' | 'partner', { score: number; categories: Partial<Record<CategoryId, CategoryScore>> }>;
      topics: (PairTopic & {
        statement: Bilingual;
        answers: { mine: PartnerAnswer; partner: PartnerAnswer } | null;
      })[];
      advice: Record<Language, SourcedAdvice>;
      advice_pending: Language[];
    });

export interface StartedShared {
  shared: SharedAssessment;
  assessment: AssessmentRecord;
}

export const fetchShared = () => api<SharedAssessment[]>('/api/couple/shared');
export const startShared = (assessmentType: string) =>
  api<StartedShared>('/api/couple/shared', { json: { assessment_type: assessmentType } });
export const joinShared = (id: string) =>
  api<StartedShared>(`/api/couple/shared/${encodeURIComponent(id)}/join`, { method: 'POST' });
export const fetchCoupleReport = (id: string, language: Language) =>
  api<CoupleReport>(`/api/couple/shared/${encodeURIComponent(id)}/report?language=${language}`);
export const setShareAnswers = (id: string, share: boolean) =>
  api<SharedAssessment>(`/api/couple/shared/${encodeURIComponent(id)}/share-answers`, {
    method: 'PUT',
    json: { share },
  });
