import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { typeAtVersion } from '../../domain/assessment/catalogue.ts';
import { typeTitle } from '../../domain/assessment/kind.ts';
import type { CategoryScores } from '../../domain/assessment/scoring.ts';
import { comparePair } from '../../domain/pair/compare.ts';
import type { PlansMode } from '../../domain/plans.ts';
import { allows } from '../../domain/plans.ts';
import {
  type Change,
  type CouplePoint,
  changeBetween,
  coupleProgressByType,
  progressByType,
  type ResultPoint,
} from '../../domain/progress.ts';
import type { Db } from '../db/client.ts';
import { assessmentResults, assessments, familyLinks, pairAssessments, partners } from '../db/schema.ts';
import { currentPartner } from '../pairs/couple.ts';
import { planOf } from '../plans/service.ts';

/**
 * A person's own completed results, with their scores. A supervised child's side is stored in the
 * parent's account but holds the child's answers: it is never the parent's own progress.
 */
export async function ownResults(db: Db, userId: string) {
  const rows = await db
    .select({
      assessment_id: assessments.id,
      assessment_type: assessments.assessment_type,
      completed_at: assessments.completed_at,
      score: assessmentResults.compatibility_score,
      category_scores: assessmentResults.category_scores,
      pattern: sql<string | null>`${assessmentResults.ai_analysis} -> 'pattern' ->> 'id'`,
      reality: sql<number | null>`(${assessmentResults.ai_analysis} ->> 'reality')::int`,
      uniform_answers: sql<boolean>`coalesce(${assessmentResults.ai_analysis} -> 'signals' @> '["uniform_answers"]'::jsonb, false)`,
    })
    .from(assessments)
    .innerJoin(assessmentResults, eq(assessmentResults.assessment_id, assessments.id))
    .leftJoin(pairAssessments, eq(pairAssessments.id, assessments.family_id))
    .leftJoin(familyLinks, eq(familyLinks.id, pairAssessments.family_link_id))
    .where(
      and(
        eq(assessments.user_id, userId),
        eq(assessments.status, 'completed'),
        or(isNull(assessments.perspective), ne(assessments.perspective, 'child'), eq(familyLinks.child_id, userId)),
      ),
    );
  return rows.map((row) => ({
    assessment_id: row.assessment_id,
    assessment_type: row.assessment_type,
    completed_at: (row.completed_at ?? new Date(0)).toISOString(),
    score: row.score,
    // Every result carries its level of today since rules version 2; rescoring at start writes it on
    // older ones, so the fallback (the categories' mean) only serves a row read before that finishes.
    reality: row.reality ?? meanToday(row.category_scores),
    pattern: row.pattern,
    categories: figures(row.category_scores, 'alignment'),
    realities: figures(row.category_scores, 'reality'),
    uniform_answers: row.uniform_answers,
  }));
}

const figures = (scores: CategoryScores, figure: 'alignment' | 'reality') =>
  Object.fromEntries(
    Object.entries(scores).map(([category, score]) => [category, score?.[figure] ?? 0]),
  ) as ResultPoint['categories'];

const meanToday = (scores: CategoryScores) => {
  const values = Object.values(scores).map((score) => score?.reality ?? 0);
  return values.length > 0 ? Math.round(values.reduce((sum, v) => sum + v, 0) / values.length) : 0;
};

/**
 * What changed between a result and the one of the same type before it, score and today alike, for the
 * result's PDF (the progress page's "since" line, printed); null for a type's first result.
 */
export async function changeBefore(db: Db, userId: string, assessmentId: string): Promise<Change | null> {
  const results = await ownResults(db, userId);
  const result = results.find((r) => r.assessment_id === assessmentId);
  if (!result) return null;
  const earlier = results
    .filter(
      (r) =>
        r.assessment_type === result.assessment_type && Date.parse(r.completed_at) < Date.parse(result.completed_at),
    )
    .sort((a, b) => Date.parse(a.completed_at) - Date.parse(b.completed_at))
    .at(-1);
  return earlier ? changeBetween(earlier, result) : null;
}

/** The couple's agreement on each shared assessment of their current link that both completed. */
async function couplePoints(db: Db, userId: string) {
  const [link] = await db.select().from(partners).where(eq(partners.user_id, userId));
  if (!link) return [];
  const sides = await db
    .select()
    .from(assessments)
    .where(
      and(
        inArray(assessments.user_id, [userId, link.partner_id]),
        eq(assessments.status, 'completed'),
        sql`${assessments.shared_id} in (select id from ${pairAssessments} where ${pairAssessments.couple_link_id} = ${link.link_id})`,
      ),
    );
  const points: (CouplePoint & { assessment_type: string })[] = [];
  for (const mine of sides.filter((s) => s.user_id === userId)) {
    const theirs = sides.find((s) => s.user_id === link.partner_id && s.shared_id === mine.shared_id);
    const type = typeAtVersion(mine.assessment_type, mine.content_version);
    if (!theirs || !type || !mine.shared_id) continue;
    const last = Math.max(mine.completed_at?.getTime() ?? 0, theirs.completed_at?.getTime() ?? 0);
    points.push({
      shared_id: mine.shared_id,
      assessment_type: mine.assessment_type,
      completed_at: new Date(last).toISOString(),
      agreement: comparePair(type.questions, mine.responses, theirs.responses).agreement,
    });
  }
  return points;
}

/**
 * GET /api/progress. Every type the person has completed (the page charts those taken more than
 * once and invites a retake of the others); the couple's line only with a plan that includes it.
 */
export async function progressView(db: Db, mode: PlansMode, userId: string) {
  const plan = await planOf(db, mode, userId);
  const coupleAllowed = allows(plan.allowance, 'couple_progress');
  const partner = await currentPartner(db, userId);
  const named = <T extends { assessment_type: string }>(items: T[]) =>
    items.map((item) => ({ ...item, title: typeTitle(item.assessment_type) }));
  return {
    types: named(progressByType(await ownResults(db, userId))),
    couple: partner && coupleAllowed ? named(coupleProgressByType(await couplePoints(db, userId))) : null,
    couple_locked: Boolean(partner) && !coupleAllowed,
    partner_name: partner?.name ?? null,
  };
}
