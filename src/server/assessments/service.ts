import { and, desc, eq, sql } from 'drizzle-orm';
import { builtinAdviceBoth, type ImportantGap, importantGaps } from '../../domain/advice/advisor.ts';
import { type AiAnalysis, BUILTIN_SOURCE } from '../../domain/advice/ai-analysis.ts';
import { builtinFamilyAdvice } from '../../domain/advice/family-advisor.ts';
import {
  type AssessmentType,
  answerKeys,
  estimatedMinutes,
  findAssessmentType,
  typeSummary,
} from '../../domain/assessment/catalogue.ts';
import type { AssessmentTypeId } from '../../domain/assessment/catalogue-ids.ts';
import { CATEGORY_BY_NUMBER } from '../../domain/assessment/categories.ts';
import { familySideQuestions } from '../../domain/assessment/family-questions.ts';
import { FAMILY_CATEGORY_TITLES, isPerspective } from '../../domain/assessment/family-types.ts';
import { kindTitle, parseAssessmentType } from '../../domain/assessment/kind.ts';
import type { AnswersPatch } from '../../domain/assessment/requests.ts';
import { type Analysis, analyze } from '../../domain/assessment/scoring.ts';
import { isLanguage } from '../../domain/language.ts';
import type { Db } from '../db/client.ts';
import { isUuid } from '../db/ids.ts';
import { assessmentResults, assessments, profiles } from '../db/schema.ts';
import { AppError, notFound, validationFailed } from '../errors.ts';

type AssessmentRow = typeof assessments.$inferSelect;
type ResultRow = typeof assessmentResults.$inferSelect;

export const toApiAssessment = (row: AssessmentRow) => ({
  ...row,
  created_at: row.created_at.toISOString(),
  completed_at: row.completed_at?.toISOString() ?? null,
});
export const toApiResult = (row: ResultRow) => ({ ...row, created_at: row.created_at.toISOString() });

export async function listAssessments(db: Db, userId: string) {
  return db.select().from(assessments).where(eq(assessments.user_id, userId)).orderBy(desc(assessments.created_at));
}

export async function createAssessment(db: Db, userId: string, type: AssessmentTypeId) {
  const [row] = await db.insert(assessments).values({ user_id: userId, assessment_type: type }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The caller's own assessment; anyone else's (or a malformed id) is "not found", never "forbidden". */
export async function getOwnAssessment(db: Db, userId: string, id: string): Promise<AssessmentRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.id, id), eq(assessments.user_id, userId)));
  if (!row) throw notFound();
  return row;
}

/** The questions a row holds: a catalogue type's, or one side of a parent-child assessment. */
function typeOf(row: AssessmentRow): Pick<AssessmentType, 'questions'> {
  const family = familySideQuestions(parseAssessmentType(row.assessment_type), row.perspective);
  if (family) return { questions: family };
  const type = findAssessmentType(row.assessment_type);
  if (!type) throw new Error(`assessment ${row.id} has an unknown type`);
  return type;
}

/**
 * What the questionnaire needs to run one assessment: its type's summary and questions; for one side
 * of a family assessment, that side's own wording for its pairing, with the family labels.
 */
export function questionSetOf(row: AssessmentRow) {
  const kind = parseAssessmentType(row.assessment_type);
  const familySide = familySideQuestions(kind, row.perspective);
  if (kind && familySide) {
    return {
      id: row.assessment_type,
      title: kindTitle(kind),
      description: FAMILY_DESCRIPTION,
      icon: 'heart',
      categories: ([1, 2, 3, 4, 5] as const).map((number) => ({
        number,
        id: CATEGORY_BY_NUMBER[number],
        title: FAMILY_CATEGORY_TITLES[number],
      })),
      question_count: familySide.length,
      estimated_minutes: estimatedMinutes(familySide.length),
      questions: familySide,
    };
  }
  const type = findAssessmentType(row.assessment_type);
  if (!type) throw new Error(`assessment ${row.id} has an unknown type`);
  return { ...typeSummary(type), questions: type.questions };
}

const FAMILY_DESCRIPTION = {
  en: 'A parent and a child each answer privately, from their own side: what you hope for between you, and how it is today.',
  ar: 'يجيب الوالد والابن أو الابنة كلٌّ على انفراد ومن جهته: عمّا يأمله بينكما، وعن واقعكما اليوم.',
};

/** Built-in advice in both languages: the family variant speaks to the reader's role. */
function adviceFor(row: AssessmentRow, analysis: Analysis, gaps: ImportantGap[]) {
  const kind = parseAssessmentType(row.assessment_type);
  if (kind?.kind === 'family' && isPerspective(row.perspective)) {
    const { pairing } = kind;
    const perspective = row.perspective;
    return {
      en: builtinFamilyAdvice(analysis, gaps, perspective, pairing, 'en'),
      ar: builtinFamilyAdvice(analysis, gaps, perspective, pairing, 'ar'),
    };
  }
  return builtinAdviceBoth(analysis, gaps);
}

/** Answer keys must belong to this type's questions: anything else is refused, by name. */
function checkKeys(type: Pick<AssessmentType, 'questions'>, patch: AnswersPatch) {
  const answers = new Set(answerKeys(type));
  const questions = new Set(type.questions.map((q) => q.key));
  for (const key of Object.keys(patch.responses ?? {})) {
    if (!answers.has(key)) throw validationFailed('validation.unknownAnswerKey', { key: key.slice(0, 40) });
  }
  for (const key of Object.keys(patch.importance ?? {})) {
    if (!questions.has(key)) throw validationFailed('validation.unknownQuestionKey', { key: key.slice(0, 40) });
  }
}

const assessmentCompleted = () => new AppError(409, 'assessment_completed', 'errors.assessmentCompleted');

/**
 * Autosave: merges the given answers into what is stored, in one statement, so two saves arriving
 * together both land (jsonb `||` on the current row, not read-modify-write in the app).
 */
export async function saveAnswers(db: Db, userId: string, id: string, patch: AnswersPatch): Promise<AssessmentRow> {
  const row = await getOwnAssessment(db, userId, id);
  checkKeys(typeOf(row), patch);
  if (row.status === 'completed') throw assessmentCompleted();
  const [updated] = await db
    .update(assessments)
    .set({ responses: mergedResponses(patch) })
    .where(and(eq(assessments.id, id), eq(assessments.user_id, userId), eq(assessments.status, 'in_progress')))
    .returning();
  if (!updated) throw assessmentCompleted(); // completed between the read and the write
  return updated;
}

const mergedResponses = (patch: AnswersPatch) => sql`jsonb_build_object(
  'responses', coalesce(${assessments.responses} -> 'responses', '{}'::jsonb) || ${JSON.stringify(patch.responses ?? {})}::jsonb,
  'importance', coalesce(${assessments.responses} -> 'importance', '{}'::jsonb) || ${JSON.stringify(patch.importance ?? {})}::jsonb
)`;

/**
 * Completes an assessment once. The row is locked for the transaction, so a second call (even at the
 * same moment) finds it completed and returns the result already stored; the unique assessment_id
 * guarantees a single result row whatever happens.
 */
export async function completeAssessment(
  db: Db,
  userId: string,
  id: string,
  patch: AnswersPatch,
  options: { insightsEnabled: boolean },
): Promise<{ result: ResultRow; created: boolean }> {
  const found = await getOwnAssessment(db, userId, id);
  const type = typeOf(found);
  checkKeys(type, patch);
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(assessments)
      .where(and(eq(assessments.id, id), eq(assessments.user_id, userId)))
      .for('update');
    if (!row) throw notFound();
    if (row.status === 'completed') return { result: await existingResult(tx, row.id), created: false };

    const responses = { ...row.responses.responses, ...patch.responses };
    const importance = defaultImportance(type, { ...row.responses.importance, ...patch.importance });
    const missing = answerKeys(type).filter((key) => typeof responses[key] !== 'number');
    if (missing.length > 0) {
      // Keep the answers that were sent, exactly as autosave would (no defaults filled in): the
      // person fills the gap and completes again. Nothing sent, nothing written.
      const sent = Object.keys(patch.responses ?? {}).length + Object.keys(patch.importance ?? {}).length;
      if (sent > 0)
        await tx
          .update(assessments)
          .set({ responses: mergedResponses(patch) })
          .where(eq(assessments.id, id));
      return { missing };
    }

    const analysis = analyze(responses, importance);
    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, userId));
    const language = isLanguage(profile?.language_preference) ? profile.language_preference : 'en';
    const advice = adviceFor(row, analysis, importantGaps(type.questions, responses, importance));
    // The built-in advice is there at once; with a provider, the person's language is marked pending
    // so the results page knows the model's advice is on its way (the route starts the call).
    const aiAnalysis: AiAnalysis = {
      ...advice[language],
      pattern: analysis.pattern,
      averageGap: Number(analysis.averageGap.toFixed(2)),
      language,
      source: BUILTIN_SOURCE,
      translations: {
        en: { ...advice.en, source: BUILTIN_SOURCE },
        ar: { ...advice.ar, source: BUILTIN_SOURCE },
      },
      ...(options.insightsEnabled
        ? { pending: [language], attempted: [language], pendingSince: new Date().toISOString() }
        : {}),
    };

    await tx
      .update(assessments)
      .set({ status: 'completed', completed_at: new Date(), responses: { responses, importance } })
      .where(eq(assessments.id, id));
    await tx
      .insert(assessmentResults)
      .values({
        assessment_id: id,
        user_id: userId,
        compatibility_score: analysis.compatibilityScore,
        category_scores: analysis.categoryScores,
        ai_analysis: aiAnalysis,
      })
      .onConflictDoNothing({ target: assessmentResults.assessment_id });
    return { result: await existingResult(tx, id), created: true };
  });
  if (outcome.missing) {
    throw new AppError(400, 'incomplete', 'errors.incomplete', {
      params: { key: outcome.missing[0] as string, count: outcome.missing.length },
      details: { missing: outcome.missing },
    });
  }
  return { result: outcome.result as ResultRow, created: outcome.created === true };
}

/** Importance the person did not set falls back to the question's default flag. */
function defaultImportance(
  type: Pick<AssessmentType, 'questions'>,
  given: Record<string, boolean>,
): Record<string, boolean> {
  return Object.fromEntries(type.questions.map((q) => [q.key, given[q.key] ?? q.important]));
}

async function existingResult(db: Pick<Db, 'select'>, assessmentId: string): Promise<ResultRow> {
  const [result] = await db.select().from(assessmentResults).where(eq(assessmentResults.assessment_id, assessmentId));
  if (!result) throw new Error(`completed assessment ${assessmentId} has no result`);
  return result;
}

export async function getOwnResult(db: Db, userId: string, id: string): Promise<ResultRow> {
  await getOwnAssessment(db, userId, id);
  const [result] = await db
    .select()
    .from(assessmentResults)
    .where(and(eq(assessmentResults.assessment_id, id), eq(assessmentResults.user_id, userId)));
  if (!result) throw notFound();
  return result;
}
