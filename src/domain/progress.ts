import { CATEGORY_IDS, type CategoryId } from './assessment/categories.ts';

/**
 * Progress between retakes: each result's overall score and level of today, each category's alignment
 * and today, and what changed since the one before. Pure, so the server, the page and the tests agree.
 * Today travels beside alignment (decision 055): today rising from 60 to 100 % lowers the alignment of
 * someone who hoped for 60 %, and today falling from 60 to 40 % leaves a resigned person's alignment
 * at 100; alone, alignment would call the first a loss and miss the second.
 */

export interface ResultPoint {
  assessment_id: string;
  completed_at: string;
  score: number;
  /** The overall level of today (0-100). */
  reality: number;
  /** Each category's alignment (0-100). */
  categories: Partial<Record<CategoryId, number>>;
  /** Each category's level of today (0-100). */
  realities: Partial<Record<CategoryId, number>>;
  /** Almost every answer was the same (the result's `uniform_answers` signal). */
  uniform_answers: boolean;
}

export interface CategoryChange {
  category: CategoryId;
  /** Alignment, percentage points, latest minus previous. */
  delta: number;
  /** Today, percentage points, latest minus previous. */
  reality: number;
}

export interface Change {
  /** When the previous result was completed. */
  since: string;
  /** Alignment, percentage points. */
  overall: number;
  /** Today, percentage points. */
  reality: number;
  /** Categories both results have, the largest change first (in alignment or today; ties in the categories' order). */
  categories: CategoryChange[];
  /**
   * Which end of the change gave almost the same answer to every statement: part of such a change may
   * come from how the statements were answered, and the page says so (walkthrough m15). Null when neither.
   */
  uniform_answers: 'previous' | 'latest' | 'both' | null;
}

const uniformEnds = (previous: boolean, latest: boolean): Change['uniform_answers'] =>
  previous && latest ? 'both' : previous ? 'previous' : latest ? 'latest' : null;

export function changeBetween(previous: ResultPoint, latest: ResultPoint): Change {
  const categories = CATEGORY_IDS.flatMap((category) => {
    const before = previous.categories[category];
    const after = latest.categories[category];
    if (before === undefined || after === undefined) return [];
    const reality = (latest.realities[category] ?? 0) - (previous.realities[category] ?? 0);
    return [{ category, delta: after - before, reality }];
  });
  const size = (c: CategoryChange) => Math.max(Math.abs(c.delta), Math.abs(c.reality));
  return {
    since: previous.completed_at,
    overall: latest.score - previous.score,
    reality: latest.reality - previous.reality,
    // A stable sort keeps the categories' own order among equal changes.
    categories: categories.sort((a, b) => size(b) - size(a)),
    uniform_answers: uniformEnds(previous.uniform_answers, latest.uniform_answers),
  };
}

const byTime = (a: { completed_at: string }, b: { completed_at: string }) =>
  Date.parse(a.completed_at) - Date.parse(b.completed_at);

export interface TypeProgress {
  assessment_type: string;
  /** Oldest first. */
  points: ResultPoint[];
  /** Since the result before the latest; null after a single result. */
  change: Change | null;
}

/** Groups results by assessment type; the type completed most recently comes first. */
export function progressByType(results: readonly (ResultPoint & { assessment_type: string })[]): TypeProgress[] {
  const groups = new Map<string, ResultPoint[]>();
  for (const { assessment_type, ...point } of results) {
    groups.set(assessment_type, [...(groups.get(assessment_type) ?? []), point]);
  }
  return [...groups.entries()]
    .map(([assessment_type, points]) => {
      const ordered = [...points].sort(byTime);
      const latest = ordered.at(-1);
      const previous = ordered.at(-2);
      const change = latest && previous ? changeBetween(previous, latest) : null;
      return { assessment_type, points: ordered, change, latestAt: latest?.completed_at ?? '' };
    })
    .sort((a, b) => Date.parse(b.latestAt) - Date.parse(a.latestAt))
    .map(({ latestAt: _, ...progress }) => progress);
}

/** The advice says to retake in 3-6 months; the reminder comes at the start of that window. */
export const RETAKE_AFTER_MONTHS = 3;

/** The day a retake is due: the same day of the month, three months on (clamped to the month's end). */
export function retakeDueDate(completedAt: string): Date {
  const done = new Date(completedAt);
  const due = new Date(done);
  due.setUTCDate(1);
  due.setUTCMonth(due.getUTCMonth() + RETAKE_AFTER_MONTHS);
  const lastDay = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() + 1, 0)).getUTCDate();
  due.setUTCDate(Math.min(done.getUTCDate(), lastDay));
  return due;
}

export interface RetakeReminder {
  assessment_type: string;
  assessment_id: string;
  completed_at: string;
}

/**
 * One reminder per type whose latest result is at least three months old and that has not been
 * started again since (an unfinished retake is its own prompt on the dashboard). Oldest first.
 */
export function retakeReminders(
  assessments: readonly {
    id: string;
    assessment_type: string;
    status: string;
    created_at: string;
    completed_at: string | null;
  }[],
  now: Date,
): RetakeReminder[] {
  const latest = new Map<string, RetakeReminder>();
  const startedSince = new Set<string>();
  for (const a of assessments) {
    if (a.status !== 'completed' || !a.completed_at) continue;
    const current = latest.get(a.assessment_type);
    if (!current || Date.parse(a.completed_at) > Date.parse(current.completed_at)) {
      latest.set(a.assessment_type, {
        assessment_type: a.assessment_type,
        assessment_id: a.id,
        completed_at: a.completed_at,
      });
    }
  }
  for (const a of assessments) {
    const done = latest.get(a.assessment_type);
    if (a.status === 'in_progress' && done && Date.parse(a.created_at) > Date.parse(done.completed_at)) {
      startedSince.add(a.assessment_type);
    }
  }
  return [...latest.values()]
    .filter((r) => !startedSince.has(r.assessment_type) && retakeDueDate(r.completed_at).getTime() <= now.getTime())
    .sort(byTime);
}

/** The couple's agreement on one shared assessment both partners completed. */
export interface CouplePoint {
  shared_id: string;
  completed_at: string;
  agreement: number;
}

export interface CoupleProgress {
  assessment_type: string;
  points: CouplePoint[];
  /** Agreement points since the one before; null after a single report. */
  change: { since: string; delta: number } | null;
}

export function coupleProgressByType(points: readonly (CouplePoint & { assessment_type: string })[]): CoupleProgress[] {
  return progressByType(
    points.map((p) => ({
      assessment_type: p.assessment_type,
      assessment_id: p.shared_id,
      completed_at: p.completed_at,
      score: p.agreement,
      reality: 0,
      categories: {},
      realities: {},
      uniform_answers: false,
    })),
  ).map(({ assessment_type, points: ordered, change }) => ({
    assessment_type,
    points: ordered.map((p) => ({ shared_id: p.assessment_id, completed_at: p.completed_at, agreement: p.score })),
    change: change ? { since: change.since, delta: change.overall } : null,
  }));
}
