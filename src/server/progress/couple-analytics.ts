import { and, desc, eq, isNotNull } from 'drizzle-orm';
import {
  type AnswerPair,
  BANK_MINIMUM,
  type ChangeKind,
  changeKind,
  FIXED_THRESHOLD,
  pairChangeThresholds,
} from '../../domain/analytics.ts';
import { findAssessmentType, typeAtVersion } from '../../domain/assessment/catalogue.ts';
import { CATEGORY_IDS, type CategoryId } from '../../domain/assessment/categories.ts';
import { typeTitle } from '../../domain/assessment/kind.ts';
import type { CategoryScore } from '../../domain/assessment/scoring.ts';
import type { PairCategory } from '../../domain/pair/compare.ts';
import { buildPairReport } from '../../domain/pair/report.ts';
import type { Db } from '../db/client.ts';
import { assessments, keptCoupleReports, pairAssessments, partners } from '../db/schema.ts';
import * as together from '../pairs/assessments.ts';
import { couple } from '../pairs/couple.ts';
import { displayName } from '../pairs/names.ts';
import { typeThresholds } from './analytics.ts';

/**
 * A couple's two sides over time (issue 30 item 5's third line; decision 075): for each assessment a couple
 * completed together more than once while linked, per area, each partner's today and how alike the two
 * answered (hopes and today), with the reliable-change rule of decision 070 saying which differences are
 * changes. It shows nothing the couple report does not already show its reader: the same figures, read by
 * the same rule (decision 062) — the reports of the reader's *current* link, computed now, and the reader's
 * *own* kept copies of an ended link's reports. Never an answer to a statement (not even where both chose
 * to show them), never anyone's check-in; a new partner reaches nothing of an old link, an old partner
 * nothing completed after it ended, and a copy removed is gone from here too.
 */

/** The four figures followed for each area. */
export const COUPLE_MEASURES = ['mine_today', 'partner_today', 'hopes_alike', 'today_alike'] as const;
export type CoupleMeasure = (typeof COUPLE_MEASURES)[number];
type AreaFigures = Record<CoupleMeasure, number>;

/** One couple report's figures, per area, as its reader reads them. */
interface Point {
  id: string;
  completed_at: string;
  areas: Partial<Record<CategoryId, AreaFigures>>;
}

/** What a couple report (live or kept) says per area: the reader's side, the partner's, and the comparison. */
interface ReportFigures {
  completed_at: string;
  alignment: {
    mine: { categories: Partial<Record<CategoryId, CategoryScore>> };
    partner: { categories: Partial<Record<CategoryId, CategoryScore>> };
  };
  categories: Partial<Record<CategoryId, PairCategory>>;
}

function pointOf(id: string, report: ReportFigures): Point {
  const areas: Point['areas'] = {};
  for (const category of CATEGORY_IDS) {
    const mine = report.alignment.mine.categories[category];
    const theirs = report.alignment.partner.categories[category];
    const pair = report.categories[category];
    if (!mine || !theirs || !pair) continue;
    areas[category] = {
      mine_today: mine.reality,
      partner_today: theirs.reality,
      hopes_alike: pair.expectations,
      today_alike: pair.realities,
    };
  }
  return { id, completed_at: report.completed_at, areas };
}

/** A series: one link's reports of one type, oldest first. */
interface Series {
  link: string;
  assessment_type: string;
  current: boolean;
  partnerId: string | null;
  points: Point[];
}

/** The reports of the reader's current link that both completed, computed now as the report page does. */
async function livePoints(db: Db, userId: string): Promise<Series[]> {
  const [link] = await db.select().from(partners).where(eq(partners.user_id, userId));
  if (!link) return [];
  const shared = await together.pairAssessmentsOf(db, couple, [link.link_id]);
  const sides = await together.sidesOf(
    db,
    couple,
    shared.map((s) => s.id),
  );
  const series = new Map<string, Series>();
  for (const row of shared) {
    const mine = sides.find((s) => s.shared_id === row.id && s.user_id === userId);
    const theirs = sides.find((s) => s.shared_id === row.id && s.user_id === link.partner_id);
    const type = typeAtVersion(row.assessment_type, row.content_version);
    if (!type || !mine || !theirs || !together.bothCompleted(mine, theirs)) continue;
    const report = buildPairReport({
      questions: type.questions,
      mine: { ...mine.responses, completed_at: mine.completed_at },
      other: { ...theirs.responses, completed_at: theirs.completed_at },
      // Only the figures are read: which partner gave which answer never leaves here.
      showAnswers: false,
      otherKey: 'partner',
    });
    const entry = series.get(row.assessment_type) ?? {
      link: link.link_id,
      assessment_type: row.assessment_type,
      current: true,
      partnerId: link.partner_id,
      points: [],
    };
    entry.points.push(pointOf(row.id, report));
    series.set(row.assessment_type, entry);
  }
  return [...series.values()];
}

/** The reader's own kept copies (decision 062), by the link they came from: what they were shown, frozen. */
async function keptPoints(db: Db, userId: string): Promise<Series[]> {
  const rows = await db
    .select({
      id: keptCoupleReports.pair_assessment_id,
      report: keptCoupleReports.report,
      partner_id: keptCoupleReports.partner_id,
      link: pairAssessments.couple_link_id,
      assessment_type: pairAssessments.assessment_type,
    })
    .from(keptCoupleReports)
    .innerJoin(pairAssessments, eq(pairAssessments.id, keptCoupleReports.pair_assessment_id))
    .where(and(eq(keptCoupleReports.owner_id, userId), isNotNull(pairAssessments.couple_link_id)));
  const series = new Map<string, Series>();
  for (const row of rows) {
    const report = row.report as unknown as ReportFigures;
    if (!row.link || !report.alignment?.mine || !report.alignment.partner || !report.categories) continue;
    const key = `${row.link}/${row.assessment_type}`;
    const entry = series.get(key) ?? {
      link: row.link,
      assessment_type: row.assessment_type,
      current: false,
      partnerId: row.partner_id,
      points: [],
    };
    entry.points.push(pointOf(row.id, report));
    series.set(key, entry);
  }
  return [...series.values()];
}

/** Everyone's completed shared assessments of a type, two sides each: only their spread is used (070). */
async function pairBank(db: Db, type: string): Promise<AnswerPair[]> {
  const rows = await db
    .select({ shared_id: assessments.shared_id, responses: assessments.responses })
    .from(assessments)
    .where(
      and(eq(assessments.assessment_type, type), eq(assessments.status, 'completed'), isNotNull(assessments.shared_id)),
    )
    .orderBy(desc(assessments.completed_at))
    .limit(5000);
  const sides = new Map<string, Record<string, number>[]>();
  for (const row of rows) {
    if (!row.shared_id) continue;
    sides.set(row.shared_id, [...(sides.get(row.shared_id) ?? []), row.responses?.responses ?? {}]);
  }
  return [...sides.values()].flatMap(([a, b]) => (a && b ? [[a, b] as const] : []));
}

export interface CoupleMeasureChange {
  measure: CoupleMeasure;
  from: number;
  to: number;
  change: number;
  threshold: number;
  kind: ChangeKind;
}

/**
 * GET /api/progress/analytics/couple: every couple series of the reader with at least two reports, the
 * current link's first. Empty for someone who never completed anything twice with a partner, or holds no
 * copy of what they did.
 */
export async function coupleAnalyticsView(db: Db, userId: string) {
  const series = [...(await livePoints(db, userId)), ...(await keptPoints(db, userId))].filter(
    (s) => s.points.length > 1,
  );
  const thresholds = new Map<
    string,
    { today: Awaited<ReturnType<typeof typeThresholds>>; alike: ReturnType<typeof pairChangeThresholds> }
  >();
  const couples = [];
  for (const s of series) {
    const current = findAssessmentType(s.assessment_type);
    if (!current) continue;
    if (!thresholds.has(s.assessment_type)) {
      thresholds.set(s.assessment_type, {
        today: await typeThresholds(db, s.assessment_type),
        alike: pairChangeThresholds(current.questions, await pairBank(db, s.assessment_type)),
      });
    }
    const limits = thresholds.get(s.assessment_type);
    if (!limits) continue;
    const points = s.points.sort((a, b) => a.completed_at.localeCompare(b.completed_at) || a.id.localeCompare(b.id));
    const first = points[0] as Point;
    const latest = points.at(-1) as Point;
    const areas = CATEGORY_IDS.flatMap((category) => {
      const from = first.areas[category];
      const to = latest.areas[category];
      const today = limits.today.areas[category]?.today.points;
      const alike = limits.alike.areas[category];
      if (!from || !to || today === undefined || !alike) return [];
      const measures: CoupleMeasureChange[] = COUPLE_MEASURES.map((measure) => {
        const threshold =
          measure === 'hopes_alike'
            ? alike.hopes_alike.points
            : measure === 'today_alike'
              ? alike.today_alike.points
              : today;
        const change = to[measure] - from[measure];
        return {
          measure,
          from: from[measure],
          to: to[measure],
          change,
          threshold,
          kind: changeKind(change, threshold),
        };
      });
      return [{ category, measures }];
    });
    couples.push({
      assessment_type: s.assessment_type,
      title: typeTitle(s.assessment_type),
      // As the couple report names them: by their name now, null once their account is deleted.
      partner_name: s.partnerId ? await displayName(db, s.partnerId) : null,
      current: s.current,
      points: points.map((p) => ({ completed_at: p.completed_at, areas: p.areas })),
      threshold: {
        today: { source: limits.today.source, bank_results: limits.today.results },
        alike: { source: limits.alike.source, bank_results: limits.alike.results },
        bank_minimum: BANK_MINIMUM,
        fixed_points: FIXED_THRESHOLD,
      },
      areas,
    });
  }
  // The current link first, then ended ones, the most recent first.
  couples.sort(
    (a, b) =>
      Number(b.current) - Number(a.current) ||
      (b.points.at(-1)?.completed_at ?? '').localeCompare(a.points.at(-1)?.completed_at ?? ''),
  );
  return { couples };
}
