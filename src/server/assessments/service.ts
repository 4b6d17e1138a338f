import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { builtinAdviceBoth, type ImportantGap, importantGaps } from '../../domain/advice/advisor.ts';
import { type AiAnalysis, BUILTIN_SOURCE, RULES_VERSION } from '../../domain/advice/ai-analysis.ts';
import { builtinFamilyAdvice } from '../../domain/advice/family-advisor.ts';
import { type Address, type AskedTopics, addressFor, topicsAsked } from '../../domain/advice/template.ts';
import {
  type AssessmentType,
  answerKeys,
  estimatedMinutes,
  typeAtVersion,
  typeSummary,
} from '../../domain/assessment/catalogue.ts';
import { ADULT_ONLY_TYPES, type AssessmentTypeId } from '../../domain/assessment/catalogue-ids.ts';
import { CATEGORY_BY_NUMBER } from '../../domain/assessment/categories.ts';
import { currentContentVersion } from '../../domain/assessment/content-version.ts';
import { familySideQuestions } from '../../domain/assessment/family-questions.ts';
import { FAMILY_CATEGORY_TITLES, isPerspective } from '../../domain/assessment/family-types.ts';
import { kindTitle, parseAssessmentType } from '../../domain/assessment/kind.ts';
import type { AnswersPatch } from '../../domain/assessment/requests.ts';
import { type Analysis, analyze } from '../../domain/assessment/scoring.ts';
import { isLanguage, LANGUAGES, type Language } from '../../domain/language.ts';
import type { PlansMode } from '../../domain/plans.ts';
import { privateAnalysis } from '../../domain/safety-view.ts';
import { type Access, type ReaderRole, readOr404, type Viewer } from '../access/can-read.ts';
import type { GrantLevel } from '../access/grants.ts';
import type { Db } from '../db/client.ts';
import { isUuid } from '../db/ids.ts';
import { preparedQuery } from '../db/prepared.ts';
import { assessmentResults, assessments, profiles, session } from '../db/schema.ts';
import { AppError, notFound, validationFailed } from '../errors.ts';
import { isUnderAge } from '../pairs/safeguarding.ts';
import { countNewAssessment } from '../plans/service.ts';
import { privateReader } from '../safety/service.ts';

type AssessmentRow = typeof assessments.$inferSelect;
type ResultRow = typeof assessmentResults.$inferSelect;

export const toApiAssessment = (row: AssessmentRow) => ({
  ...row,
  created_at: row.created_at.toISOString(),
  completed_at: row.completed_at?.toISOString() ?? null,
});
/**
 * A result as the API returns it: the stored row, with the level of today and the signals beside the
 * score (`reality_score`, `signals`), as the current rules computed them.
 */
export const toApiResult = (row: ResultRow) => ({
  ...row,
  created_at: row.created_at.toISOString(),
  reality_score: row.ai_analysis.reality ?? null,
  signals: row.ai_analysis.signals ?? [],
  uniform_answer: row.ai_analysis.uniformAnswer ?? null,
});

/**
 * A result as its reader reads it. After its owner's own check showed the help card, its advice asks
 * nothing of them together with their partner and puts support for them first, as their couple report
 * does (decision 054): `private_view` and the private advice in place of what was written, the stored row
 * untouched. Only for the owner: a grantee reads the result as it was written, so nothing of the owner's
 * safety check reaches them, not even that it showed the card (decision 074).
 */
export async function resultAsRead(db: Db, access: Pick<Access, 'as'>, row: ResultRow) {
  const result = toApiResult(row);
  const reader = access.as === 'owner' ? await privateReader(db, row.user_id) : null;
  if (!reader) return result;
  return { ...result, ai_analysis: privateAnalysis(result.ai_analysis, reader.gender), private_view: true as const };
}

/** The dashboard's query: every one of the person's assessments, newest first. */
const assessmentsOf = preparedQuery((db) =>
  db
    .select()
    .from(assessments)
    .where(eq(assessments.user_id, sql.placeholder('userId')))
    .orderBy(desc(assessments.created_at))
    .prepare('assessments_of_user'),
);

export async function listAssessments(db: Db, userId: string) {
  return assessmentsOf(db).execute({ userId });
}

/**
 * The same list and the session's check in one statement (http/session.ts `sessionInStatement`): the
 * assessments of whoever holds the session `token`, if its expiry is later than `freshAfter`; undefined
 * when no such session stands. A left join, so a session with no assessment yet is one row of nulls.
 */
const assessmentsBySession = preparedQuery((db) =>
  db
    .select({ session: session.id, assessment: assessments })
    .from(session)
    .leftJoin(assessments, eq(assessments.user_id, session.userId))
    .where(and(eq(session.token, sql.placeholder('token')), gt(session.expiresAt, sql.placeholder('freshAfter'))))
    .orderBy(desc(assessments.created_at))
    .prepare('assessments_by_session'),
);

export async function listAssessmentsBySession(db: Db, token: string, freshAfter: string) {
  const rows = await assessmentsBySession(db).execute({ token, freshAfter });
  if (rows.length === 0) return undefined;
  return rows.flatMap((row) => (row.assessment ? [row.assessment] : []));
}

/**
 * The person's own unfinished run of one type, newest first, or null. Shared and family sides are
 * opened by their id (from the dashboard), never found here.
 */
export async function findOpenAssessment(db: Db, userId: string, type: AssessmentTypeId) {
  const [row] = await db
    .select()
    .from(assessments)
    .where(
      and(
        eq(assessments.user_id, userId),
        eq(assessments.assessment_type, type),
        eq(assessments.status, 'in_progress'),
        isNull(assessments.shared_id),
        isNull(assessments.family_id),
      ),
    )
    .orderBy(desc(assessments.created_at))
    .limit(1);
  return row ?? null;
}

/**
 * A new run of a type (a first run or a retake), in its bank's current version (decision 029),
 * counted against the person's plan in the same transaction (decision 042).
 */
export async function createAssessment(db: Db, userId: string, type: AssessmentTypeId, plansMode: PlansMode) {
  const content_version = currentContentVersion({ kind: 'individual', type });
  return db.transaction(async (tx) => {
    // The pages never offer these to someone under 18 (issue 29, m12); neither does the server.
    if (ADULT_ONLY_TYPES.includes(type) && (await isUnderAge(tx, userId)))
      throw new AppError(403, 'under_age', 'errors.adultOnly');
    await countNewAssessment(tx, plansMode, userId);
    const [row] = await tx
      .insert(assessments)
      .values({ user_id: userId, assessment_type: type, content_version })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  });
}

const ownAssessment = preparedQuery((db) =>
  db
    .select()
    .from(assessments)
    .where(and(eq(assessments.id, sql.placeholder('id')), eq(assessments.user_id, sql.placeholder('userId'))))
    .prepare('own_assessment'),
);

/**
 * The caller's own assessment, to write to (answers, completing it); anyone else's (or a malformed id) is
 * "not found", never "forbidden". Reads go through `canRead` (src/server/access) instead.
 */
export async function getOwnAssessment(db: Db, userId: string, id: string): Promise<AssessmentRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await ownAssessment(db).execute({ id, userId });
  if (!row) throw notFound();
  return row;
}

/**
 * The questions a row holds, in the version it is answered in: a catalogue type's, or one side of a
 * parent-child assessment. The row's `content_version` only ever comes from the server; one its bank
 * never had is a server bug (logged, answered with a plain 500), never today's wording instead.
 */
export function typeOf(row: Pick<AssessmentRow, 'assessment_type' | 'perspective' | 'content_version'>): {
  questions: AssessmentType['questions'];
} {
  const family = familySideQuestions(parseAssessmentType(row.assessment_type), row.perspective, row.content_version);
  if (family) return { questions: family };
  const type = typeAtVersion(row.assessment_type, row.content_version);
  if (!type) throw new Error(`an assessment has an unknown type ${row.assessment_type}`);
  return type;
}

/**
 * What the questionnaire needs to run one assessment: its type's summary and questions; for one side
 * of a family assessment, that side's own wording for its pairing, with the family labels.
 */
export function questionSetOf(row: AssessmentRow) {
  const kind = parseAssessmentType(row.assessment_type);
  const familySide = familySideQuestions(kind, row.perspective, row.content_version);
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
      content_version: row.content_version,
      questions: familySide,
    };
  }
  const type = typeAtVersion(row.assessment_type, row.content_version);
  if (!type) throw new Error(`assessment ${row.id} has an unknown type`);
  return { ...typeSummary(type), questions: type.questions };
}

const FAMILY_DESCRIPTION = {
  en: 'A parent and a child each answer privately, from their own side: what you hope for between you, and how it is today.',
  ar: 'يجيب الوالد والابن أو الابنة كلٌّ على انفراد ومن جهته: عمّا يأمله بينكما، وعن واقعكما اليوم.',
};

/**
 * Built-in advice in both languages: the family variant speaks to the reader's role (which carries their
 * gender); the individual advice addresses the reader as their profile's gender says (decision 031).
 */
function adviceFor(row: AssessmentRow, analysis: Analysis, gaps: ImportantGap[], address: Address, asked: AskedTopics) {
  const kind = parseAssessmentType(row.assessment_type);
  if (kind?.kind === 'family' && isPerspective(row.perspective)) {
    const { pairing } = kind;
    const perspective = row.perspective;
    return {
      en: builtinFamilyAdvice(analysis, gaps, perspective, pairing, 'en'),
      ar: builtinFamilyAdvice(analysis, gaps, perspective, pairing, 'ar'),
    };
  }
  return builtinAdviceBoth(analysis, gaps, address, asked);
}

/** Answer keys must belong to this type's questions: anything else is refused, by name. */
function checkKeys(type: { questions: AssessmentType['questions'] }, patch: AnswersPatch) {
  const problem = keyProblem(keysOf(type), patch);
  if (problem) throw problem;
}

/** The answer keys (`…_phase1`, `…_phase2`) and question keys (importance) a set of questions takes. */
interface Keys {
  answers: ReadonlySet<string>;
  questions: ReadonlySet<string>;
}

const keysOf = (type: { questions: AssessmentType['questions'] }): Keys => ({
  answers: new Set(answerKeys(type)),
  questions: new Set(type.questions.map((q) => q.key)),
});

/** The refusal `checkKeys` throws for the first key that does not belong, or undefined when all do. */
function keyProblem(keys: Keys, patch: AnswersPatch): AppError | undefined {
  for (const key of Object.keys(patch.responses ?? {})) {
    if (!keys.answers.has(key)) return validationFailed('validation.unknownAnswerKey', { key: key.slice(0, 40) });
  }
  for (const key of Object.keys(patch.importance ?? {})) {
    if (!keys.questions.has(key)) return validationFailed('validation.unknownQuestionKey', { key: key.slice(0, 40) });
  }
  return undefined;
}

const assessmentCompleted = () => new AppError(409, 'assessment_completed', 'errors.assessmentCompleted');

/**
 * Autosave: merges the given answers into what is stored, in one statement, so two saves arriving
 * together both land (jsonb `||` on the current row, not read-modify-write in the app).
 *
 * The keys are checked against the assessment's questions, which its owner, type, side and version
 * decide; none of them ever changes once the row exists. So after one autosave has read the row, the
 * next ones check the keys against what that read found and write straight away: one statement instead
 * of two, with the same facts in its WHERE, so a row that is not (or no longer) as remembered is not
 * written and the save takes the full path below, whose answers and errors are the only ones a caller sees.
 */
export async function saveAnswers(db: Db, userId: string, id: string, patch: AnswersPatch): Promise<AssessmentRow> {
  const remembered = recentlySaved(db);
  const known = remembered.get(id);
  if (known && known.user_id === userId && !keyProblem(known.keys, patch)) {
    const updated = await mergeAnswers(db, id, known, patch);
    if (updated) return updated;
    remembered.delete(id);
  }
  const row = await getOwnAssessment(db, userId, id);
  checkKeys(typeOf(row), patch);
  if (row.status === 'completed') throw assessmentCompleted();
  const updated = await mergeAnswers(db, id, row, patch);
  if (!updated) throw assessmentCompleted(); // completed between the read and the write
  remember(remembered, id, row);
  return updated;
}

/** What decides an assessment's questions (see `typeOf`) and whose it is. */
type QuestionFacts = Pick<AssessmentRow, 'user_id' | 'assessment_type' | 'perspective' | 'content_version'>;
/** The facts, and the keys they allow, worked out once (a fiftieth of an autosave's time when it was on each). */
type Remembered = QuestionFacts & { keys: Keys };

/** Enough for everyone answering at once on one server; the oldest are forgotten first. */
const REMEMBERED_ASSESSMENTS = 10_000;
const rememberedByDatabase = new WeakMap<Db, Map<string, Remembered>>();

function recentlySaved(db: Db): Map<string, Remembered> {
  let remembered = rememberedByDatabase.get(db);
  if (!remembered) {
    remembered = new Map();
    rememberedByDatabase.set(db, remembered);
  }
  return remembered;
}

function remember(remembered: Map<string, Remembered>, id: string, row: QuestionFacts) {
  const { user_id, assessment_type, perspective, content_version } = row;
  remembered.delete(id);
  remembered.set(id, { user_id, assessment_type, perspective, content_version, keys: keysOf(typeOf(row)) });
  if (remembered.size > REMEMBERED_ASSESSMENTS) remembered.delete(remembered.keys().next().value as string);
}

/** The merge for an unfinished assessment that is still exactly as `facts` say; undefined when none is. */
async function mergeAnswers(db: Db, id: string, facts: QuestionFacts, patch: AnswersPatch) {
  const [updated] = await mergeAnswersStatement(db).execute(mergeParameters(id, facts, patch));
  return updated;
}

/**
 * A later autosave and the session's check in one statement (http/session.ts `sessionInStatement`):
 * for an assessment an earlier save remembered, the merge above, written only when the session `token`
 * stands (its expiry later than `freshAfter`) and is its owner's. Undefined when nothing was written,
 * for whatever reason; the request then takes the ordinary path (the session middleware, then
 * `saveAnswers`), which gives the answer or refusal that applies.
 */
export async function saveAnswersBySession(db: Db, token: string, freshAfter: string, id: string, patch: AnswersPatch) {
  const known = recentlySaved(db).get(id);
  if (!known || keyProblem(known.keys, patch)) return undefined;
  const [updated] = await mergeBySessionStatement(db).execute({
    ...mergeParameters(id, known, patch),
    token,
    freshAfter,
  });
  return updated;
}

const mergeParameters = (id: string, facts: QuestionFacts, patch: AnswersPatch) => ({
  id,
  userId: facts.user_id,
  assessmentType: facts.assessment_type,
  perspective: facts.perspective,
  contentVersion: facts.content_version,
  responses: JSON.stringify(patch.responses ?? {}),
  importance: JSON.stringify(patch.importance ?? {}),
});

/** The row to merge into: this one, unfinished, and still as the facts say (see saveAnswers). */
const mergeTarget = () =>
  and(
    eq(assessments.id, sql.placeholder('id')),
    eq(assessments.user_id, sql.placeholder('userId')),
    eq(assessments.status, 'in_progress'),
    eq(assessments.assessment_type, sql.placeholder('assessmentType')),
    sql`${assessments.perspective} is not distinct from ${sql.placeholder('perspective')}`,
    eq(assessments.content_version, sql.placeholder('contentVersion')),
  );

const mergeAnswersStatement = preparedQuery((db) =>
  db
    .update(assessments)
    .set({ responses: mergedResponses(sql.placeholder('responses'), sql.placeholder('importance')) })
    .where(mergeTarget())
    .returning()
    .prepare('merge_answers'),
);

const mergeBySessionStatement = preparedQuery((db) =>
  db
    .update(assessments)
    .set({ responses: mergedResponses(sql.placeholder('responses'), sql.placeholder('importance')) })
    .where(
      and(
        mergeTarget(),
        sql`${assessments.user_id} = (select ${session.userId} from ${session} where ${session.token} = ${sql.placeholder('token')} and ${session.expiresAt} > ${sql.placeholder('freshAfter')})`,
      ),
    )
    .returning()
    .prepare('merge_answers_by_session'),
);

/** Answers and importance (JSON objects as text, or placeholders for them) merged into the stored ones. */
const mergedResponses = (responses: unknown, importance: unknown) => sql`jsonb_build_object(
  'responses', coalesce(${assessments.responses} -> 'responses', '{}'::jsonb) || ${responses}::jsonb,
  'importance', coalesce(${assessments.responses} -> 'importance', '{}'::jsonb) || ${importance}::jsonb
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
          .set({
            responses: mergedResponses(JSON.stringify(patch.responses ?? {}), JSON.stringify(patch.importance ?? {})),
          })
          .where(eq(assessments.id, id));
      return { missing };
    }

    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, userId));
    const language = isLanguage(profile?.language_preference) ? profile.language_preference : 'en';
    const { analysis, aiAnalysis: stored } = analysisOf(
      row,
      type,
      responses,
      importance,
      language,
      addressFor(profile?.gender),
    );
    // The built-in advice is there at once; with a provider, the person's language is marked pending
    // so the results page knows the model's advice is on its way (the route starts the call).
    const aiAnalysis: AiAnalysis = {
      ...stored,
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

/**
 * A completed assessment's analysis and the `ai_analysis` the current rules write for it: pattern,
 * level of today, signals and the built-in advice in both languages (the model's is added later).
 */
function analysisOf(
  row: AssessmentRow,
  type: Pick<AssessmentType, 'questions'>,
  responses: Record<string, number>,
  importance: Record<string, boolean>,
  language: Language,
  address: Address,
): { analysis: Analysis; aiAnalysis: AiAnalysis } {
  const analysis = analyze(responses, importance);
  const advice = adviceFor(
    row,
    analysis,
    importantGaps(type.questions, responses, importance),
    address,
    topicsAsked(type.questions),
  );
  return {
    analysis,
    aiAnalysis: {
      ...advice[language],
      pattern: analysis.pattern,
      averageGap: Number(analysis.averageGap.toFixed(2)),
      reality: analysis.reality,
      signals: analysis.signals,
      uniformAnswer: analysis.uniformAnswer,
      rules: RULES_VERSION,
      language,
      source: BUILTIN_SOURCE,
      translations: {
        en: { ...advice.en, source: BUILTIN_SOURCE },
        ar: { ...advice.ar, source: BUILTIN_SOURCE },
      },
    },
  };
}

/**
 * Rewrites what older rules derived for stored results (pattern, level of today, signals, built-in
 * advice) with the current ones, from the stored answers; the score and category figures are the
 * spec's and do not change. Model advice stays unless the pattern changed: advice written for another
 * pattern is set aside (`superseded`, never deleted) and the built-in advice shown. Idempotent and
 * safe to run on several instances at once (each row is rewritten only while still stale). Returns
 * how many results it rewrote.
 */
export async function rescoreStoredResults(
  db: Db,
  options: { batch?: number; onError?: (resultId: string, error: unknown) => void } = {},
): Promise<number> {
  const stale = sql`coalesce((${assessmentResults.ai_analysis} ->> 'rules')::int, 1) < ${RULES_VERSION}`;
  let rewritten = 0;
  // Keyset pages by id: a row that cannot be rescored (reported, then left as it was) is passed, not retried forever.
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({ result: assessmentResults, assessment: assessments, gender: profiles.gender })
      .from(assessmentResults)
      .innerJoin(assessments, eq(assessments.id, assessmentResults.assessment_id))
      .leftJoin(profiles, eq(profiles.id, assessments.user_id))
      .where(and(stale, gt(assessmentResults.id, after)))
      .orderBy(asc(assessmentResults.id))
      .limit(options.batch ?? 200);
    if (rows.length === 0) return rewritten;
    for (const { result, assessment, gender } of rows) {
      after = result.id;
      try {
        await db
          .update(assessmentResults)
          .set({ ai_analysis: rescored(result.ai_analysis, assessment, addressFor(gender)) })
          .where(and(eq(assessmentResults.id, result.id), stale));
        rewritten += 1;
      } catch (error) {
        options.onError?.(result.id, error);
      }
    }
  }
}

/** One stored analysis under the current rules (see rescoreStoredResults). */
function rescored(stored: AiAnalysis, assessment: AssessmentRow, address: Address): AiAnalysis {
  const { responses, importance } = assessment.responses;
  const fresh = analysisOf(assessment, typeOf(assessment), responses, importance, stored.language, address).aiAnalysis;
  const patternChanged = fresh.pattern.id !== stored.pattern.id;
  const translations = { ...fresh.translations };
  const superseded = { ...stored.superseded };
  for (const language of LANGUAGES) {
    const kept = stored.translations[language];
    if (kept && kept.source !== BUILTIN_SOURCE) {
      if (patternChanged) superseded[language] = kept;
      else translations[language] = kept;
    }
  }
  return {
    ...stored,
    ...translations[stored.language],
    pattern: fresh.pattern,
    averageGap: fresh.averageGap,
    reality: fresh.reality,
    signals: fresh.signals,
    uniformAnswer: fresh.uniformAnswer,
    rules: RULES_VERSION,
    translations,
    ...(Object.keys(superseded).length > 0 ? { superseded } : {}),
  };
}

/** Importance the person did not set falls back to the question's default flag. */
function defaultImportance(
  type: { questions: AssessmentType['questions'] },
  given: Record<string, boolean>,
): Record<string, boolean> {
  return Object.fromEntries(type.questions.map((q) => [q.key, given[q.key] ?? q.important]));
}

async function existingResult(db: Pick<Db, 'select'>, assessmentId: string): Promise<ResultRow> {
  const [result] = await db.select().from(assessmentResults).where(eq(assessmentResults.assessment_id, assessmentId));
  if (!result) throw new Error(`completed assessment ${assessmentId} has no result`);
  return result;
}

/**
 * One assessment and its result, for whoever may read them at `level` (src/server/access, decision 074)
 * among the `readers` the route's view is written for; everyone else, and a run not completed, is 404.
 */
export async function readResult<R extends ReaderRole>(
  db: Db,
  viewer: Viewer,
  id: string,
  level: GrantLevel,
  readers: readonly R[],
) {
  const access = await readOr404(db, viewer, { kind: 'assessment', id }, level, readers);
  const [result] = await db
    .select()
    .from(assessmentResults)
    .where(and(eq(assessmentResults.assessment_id, id), eq(assessmentResults.user_id, access.row.user_id)));
  if (!result) throw notFound();
  return { access, assessment: access.row, result };
}
