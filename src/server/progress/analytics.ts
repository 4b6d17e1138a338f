import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  type AnalyticsQuery,
  type AreaThresholds,
  areaChanges,
  BANK_MINIMUM,
  changeThresholds,
  FIXED_THRESHOLD,
  type Measure,
  statementMoves,
} from '../../domain/analytics.ts';
import { findAssessmentType, typeAtVersion } from '../../domain/assessment/catalogue.ts';
import { CATEGORY_IDS } from '../../domain/assessment/categories.ts';
import { typeTitle } from '../../domain/assessment/kind.ts';
import type { CategoryScore } from '../../domain/assessment/scoring.ts';
import type { Db } from '../db/client.ts';
import { isUuid } from '../db/ids.ts';
import { assessmentResults, assessments } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { ownResults } from './service.ts';

/**
 * The most recent completed results of a type the bank's figures are computed on: enough for a stable
 * α and SD, and a bounded read however large the bank grows.
 */
const BANK_SAMPLE = 5000;

/**
 * The bank's completed answers to one type, everyone's: only their spread and consistency are used
 * (decision 070), never one person's answers, and nothing about them leaves the server but the
 * thresholds and the count.
 */
async function bankAnswers(db: Db, type: string) {
  const rows = await db
    .select({ responses: assessments.responses })
    .from(assessments)
    .where(and(eq(assessments.assessment_type, type), eq(assessments.status, 'completed')))
    .orderBy(desc(assessments.completed_at))
    .limit(BANK_SAMPLE);
  return rows.map((row) => row.responses?.responses ?? {});
}

export async function typeThresholds(db: Db, type: string): Promise<AreaThresholds> {
  const current = findAssessmentType(type);
  if (!current) throw notFound();
  return changeThresholds(current.questions, await bankAnswers(db, type));
}

const figures = (score: CategoryScore | undefined): Record<Measure, number> | null =>
  score ? { hopes: score.expectation, today: score.reality, alignment: score.alignment } : null;

/**
 * GET /api/progress/analytics?type=…: the person's own first and latest results of a type (or the two
 * they name), each area's hopes, today and alignment compared against the reliable-change threshold,
 * and the statements that moved most. A result that is not the person's own answers 404, exactly as one
 * that does not exist; so does a type they have completed fewer than twice.
 */
export async function analyticsView(db: Db, userId: string, query: AnalyticsQuery) {
  // The same results the progress page counts as one's own (a supervised child's side is not).
  const own = (await ownResults(db, userId))
    .filter((r) => r.assessment_type === query.type)
    .sort((a, b) => Date.parse(a.completed_at) - Date.parse(b.completed_at));
  const pick = (id: string | undefined, fallback: (typeof own)[number] | undefined) => {
    if (id === undefined) return fallback;
    if (!isUuid(id)) throw notFound();
    return own.find((r) => r.assessment_id === id);
  };
  const first = pick(query.from, own[0]);
  const latest = pick(query.to, own.at(-1));
  if (!first || !latest || first.assessment_id === latest.assessment_id) throw notFound();
  const [earlier, later] =
    Date.parse(first.completed_at) <= Date.parse(latest.completed_at) ? [first, latest] : [latest, first];

  const rows = await db
    .select({
      id: assessments.id,
      responses: assessments.responses,
      content_version: assessments.content_version,
      category_scores: assessmentResults.category_scores,
    })
    .from(assessments)
    .innerJoin(assessmentResults, eq(assessmentResults.assessment_id, assessments.id))
    .where(and(eq(assessments.user_id, userId), inArray(assessments.id, [earlier.assessment_id, later.assessment_id])));
  const before = rows.find((r) => r.id === earlier.assessment_id);
  const after = rows.find((r) => r.id === later.assessment_id);
  const wording = after && typeAtVersion(query.type, after.content_version);
  if (!before || !after || !wording) throw notFound();

  const thresholds = await typeThresholds(db, query.type);
  const areas = CATEGORY_IDS.flatMap((category) => {
    const from = figures(before.category_scores[category]);
    const to = figures(after.category_scores[category]);
    const limits = thresholds.areas[category];
    if (!from || !to || !limits) return [];
    return [{ category, measures: areaChanges(from, to, limits) }];
  });
  const questions = new Map(wording.questions.map((q) => [q.key, q]));
  const moves = statementMoves(wording.questions, before.responses.responses, after.responses.responses).map((move) => {
    const question = questions.get(move.key);
    return { ...move, text: move.phase === 'hopes' ? question?.phase1 : question?.phase2 };
  });
  return {
    assessment_type: query.type,
    title: typeTitle(query.type),
    runs: own.length,
    from: { assessment_id: earlier.assessment_id, completed_at: earlier.completed_at },
    to: { assessment_id: later.assessment_id, completed_at: later.completed_at },
    threshold: {
      source: thresholds.source,
      bank_results: thresholds.results,
      bank_minimum: BANK_MINIMUM,
      fixed_points: FIXED_THRESHOLD,
    },
    areas,
    statements: moves,
  };
}
