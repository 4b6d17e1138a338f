import type { AiAnalysis } from '../../domain/advice/ai-analysis.ts';
import type { CategoryId } from '../../domain/assessment/categories.ts';
import type { Bilingual, CategoryNumber } from '../../domain/assessment/question.ts';
import type { AnswersPatch } from '../../domain/assessment/requests.ts';
import type { CategoryScore } from '../../domain/assessment/scoring.ts';
import { api } from './api.ts';

export interface AssessmentTypeSummary {
  id: string;
  title: Bilingual;
  description: Bilingual;
  icon: string;
  categories: { number: CategoryNumber; id: CategoryId; title: Bilingual }[];
  question_count: number;
  estimated_minutes: number;
}

export interface QuestionView {
  key: string;
  category: CategoryNumber;
  important: boolean;
  phase1: Bilingual;
  phase2: Bilingual;
}

export interface AssessmentTypeDetail extends AssessmentTypeSummary {
  questions: QuestionView[];
}

export interface AssessmentRecord {
  id: string;
  assessment_type: string;
  status: 'in_progress' | 'completed';
  responses: { responses: Record<string, number>; importance: Record<string, boolean> };
  created_at: string;
  completed_at: string | null;
  /** Set when this is the person's own side of an assessment taken with their partner. */
  shared_id: string | null;
  /** Set on one side of a parent-child assessment; `perspective` says which side. */
  family_id: string | null;
  perspective: 'parent' | 'child' | null;
}

export interface AssessmentResult {
  id: string;
  assessment_id: string;
  compatibility_score: number;
  category_scores: Partial<Record<CategoryId, CategoryScore>>;
  ai_analysis: AiAnalysis;
  created_at: string;
}

export const fetchAssessmentTypes = () => api<AssessmentTypeSummary[]>('/api/assessment-types');
export const fetchAssessmentType = (type: string) =>
  api<AssessmentTypeDetail>(`/api/assessment-types/${encodeURIComponent(type)}`);
/** The questions of one assessment as its owner answers them (a family side has its own wording). */
export const fetchAssessmentQuestions = (id: string) =>
  api<AssessmentTypeDetail>(`/api/assessments/${encodeURIComponent(id)}/questions`);
export const fetchAssessments = () => api<AssessmentRecord[]>('/api/assessments');
export const fetchAssessment = (id: string) => api<AssessmentRecord>(`/api/assessments/${encodeURIComponent(id)}`);
export const createAssessment = (assessmentType: string) =>
  api<AssessmentRecord>('/api/assessments', { json: { assessment_type: assessmentType } });
export const saveAnswers = (id: string, patch: AnswersPatch) =>
  api<AssessmentRecord>(`/api/assessments/${encodeURIComponent(id)}/answers`, { method: 'PATCH', json: patch });
export const completeAssessment = (id: string, patch: AnswersPatch) =>
  api<AssessmentResult>(`/api/assessments/${encodeURIComponent(id)}/complete`, { json: patch });
export const fetchResult = (id: string) => api<AssessmentResult>(`/api/assessments/${encodeURIComponent(id)}/result`);
/** Asks for the model's advice in another language (once; the server ignores repeats). */
export const requestInsights = (id: string, language: string) =>
  api<AssessmentResult>(`/api/assessments/${encodeURIComponent(id)}/insights`, { json: { language } });
