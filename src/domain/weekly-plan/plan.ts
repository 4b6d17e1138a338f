import { adviceOrder, planAreas, type RankedCategory } from '../advice/template.ts';
import type { CategoryId } from '../assessment/categories.ts';

/**
 * The weekly plan (decision 068): one exercise a week from the result's growth areas, checked in as
 * done or skipped (with "how it went" from 1 to 5), counted without streaks.
 */

export const PLAN_KINDS = ['individual', 'couple'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

export const CHECK_IN_STATUSES = ['done', 'skipped'] as const;
export type CheckInStatus = (typeof CHECK_IN_STATUSES)[number];

export const RATING_MIN = 1;
export const RATING_MAX = 5;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The areas a plan works on, in the order it visits them: the result's growth areas (rules version 3:
 * today below the hope for one person, seen differently for a pair), lowest first, ties in the order
 * the advice names them. When nothing is to grow, every area in the advice's order (hard today first),
 * so a good result still has something small to keep doing.
 */
export function focusAreas(areas: RankedCategory[]): CategoryId[] {
  const plan = planAreas(areas);
  const growth = plan.growth.flat().map((area) => area.id);
  return growth.length > 0 ? growth : adviceOrder(plan).map((area) => area.id);
}

/**
 * The next week's exercise: the focus area given fewest weeks so far (on a tie, the one given longest
 * ago, then the first in focus order), and in it the first exercise not yet given, or, once each has been, the one given longest ago.
 * `used` is every exercise the plan has given, oldest first; an area left out of a new focus simply
 * stops being chosen. Pure, so a plan reads the same on every server.
 */
export function nextExercise(
  bank: readonly { key: string; category: CategoryId }[],
  focus: readonly CategoryId[],
  used: readonly string[],
): string {
  const areas = focus.filter((area) => bank.some((e) => e.category === area));
  if (areas.length === 0) throw new Error('no exercise for any focus area');
  const categoryOf = new Map(bank.map((e) => [e.key, e.category]));
  const given = (area: CategoryId) => used.filter((key) => categoryOf.get(key) === area).length;
  const lastGiven = (area: CategoryId) => used.findLastIndex((key) => categoryOf.get(key) === area);
  const before = (a: CategoryId, b: CategoryId) =>
    given(a) < given(b) || (given(a) === given(b) && lastGiven(a) < lastGiven(b));
  const area = areas.reduce((best, a) => (before(a, best) ? a : best));
  const candidates = bank.filter((e) => e.category === area);
  const fresh = candidates.find((e) => !used.includes(e.key));
  if (fresh) return fresh.key;
  const lastUse = (key: string) => used.lastIndexOf(key);
  return candidates.reduce((oldest, e) => (lastUse(e.key) < lastUse(oldest.key) ? e : oldest)).key;
}

/** Which week of the plan `now` falls in: 0 in the seven days from its start, and so on. */
export const weekOf = (startedAt: Date, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / WEEK_MS));

/** The first day of a plan week, for showing "the week of 1 December". */
export const weekStart = (startedAt: Date, week: number) => new Date(startedAt.getTime() + week * WEEK_MS);

/**
 * What a person has done: weeks marked done, weeks skipped. A count, never a streak: a skipped or
 * missed week adds nothing and takes nothing away (peers' streaks that punish a missed day are what
 * their users dislike, reviews/peers-2026-11-27).
 */
export function tally(checkIns: readonly { status: CheckInStatus }[]) {
  return {
    weeks_done: checkIns.filter((c) => c.status === 'done').length,
    weeks_skipped: checkIns.filter((c) => c.status === 'skipped').length,
  };
}

/**
 * Whether each partner of a couple sees the other's check-ins: only when both have said yes, and for
 * as long as both keep it (either can withdraw, and then neither sees the other's).
 */
export const checkInsShared = (mine: boolean, theirs: boolean) => mine && theirs;
