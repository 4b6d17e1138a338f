import { z } from 'zod/mini';
import { answerKey } from './assessment/answer-key.ts';
import { ASSESSMENT_TYPE_IDS } from './assessment/catalogue-ids.ts';
import { CATEGORY_BY_NUMBER, type CategoryId } from './assessment/categories.ts';
import type { Question } from './assessment/question.ts';

/**
 * Deeper analytics (issue 30 item 5, decision 070): whether a change between two results of the same
 * assessment is larger than answering the same statements twice would give by chance. Pure, so the
 * server, the page and the tests agree.
 *
 * A change is called a change only beyond the Jacobson–Truax reliable-change threshold,
 * 1.96 × SD × √2 × √(1 − α), with SD and Cronbach's α taken from the bank's own completed results once
 * there are at least {@link BANK_MINIMUM} of them; before that, a stated fixed {@link FIXED_THRESHOLD} points.
 */

/** GET /api/progress/analytics?type=…&from=…&to=… (the browser builds the same query). */
export const analyticsQuerySchema = z.strictObject(
  {
    type: z.enum(ASSESSMENT_TYPE_IDS, { error: 'validation.assessmentTypeUnknown' }),
    // Two of one's own results to compare; the first and the latest when left out.
    from: z.optional(z.string().check(z.maxLength(64, 'errors.notFound'))),
    to: z.optional(z.string().check(z.maxLength(64, 'errors.notFound'))),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput') },
);
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** Completed results of a type the bank needs before its own spread and consistency are trusted. */
export const BANK_MINIMUM = 50;
/** The stated threshold, in percentage points, while the bank has fewer results. */
export const FIXED_THRESHOLD = 10;
/** Two-sided 95 %: a change this far beyond the noise arises by chance about once in twenty. */
const Z_95 = 1.96;
/** A statement "moved" when one of its answers changed by at least this many steps of the 1-5 scale. */
export const MOVE_STEPS = 2;
export const TOP_MOVES = 5;

/** The three figures of an area followed over time: hopes (Phase 1), today (Phase 2), alignment. */
export const MEASURES = ['hopes', 'today', 'alignment'] as const;
export type Measure = (typeof MEASURES)[number];

const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);
const mean = (values: readonly number[]) => sum(values) / values.length;
/** The sample variance (n − 1). */
function variance(values: readonly number[]) {
  if (values.length < 2) return Number.NaN;
  const m = mean(values);
  return sum(values.map((v) => (v - m) ** 2)) / (values.length - 1);
}
export const standardDeviation = (values: readonly number[]) => Math.sqrt(variance(values));

/**
 * Cronbach's α of a scale: `rows` are respondents, each an array of the same k item scores.
 * α = k / (k − 1) × (1 − Σ item variances / variance of the totals). NaN when it is not defined
 * (fewer than two items or two respondents, or totals that never vary).
 */
export function cronbachAlpha(rows: readonly (readonly number[])[]): number {
  const k = rows[0]?.length ?? 0;
  if (k < 2 || rows.length < 2 || rows.some((row) => row.length !== k)) return Number.NaN;
  const itemVariances = Array.from({ length: k }, (_, i) => variance(rows.map((row) => row[i] as number)));
  const totalVariance = variance(rows.map(sum));
  if (!(totalVariance > 0)) return Number.NaN;
  return (k / (k - 1)) * (1 - sum(itemVariances) / totalVariance);
}

/**
 * The Jacobson–Truax reliable-change threshold in the score's own units: the smallest difference
 * between two measurements that measurement error alone would exceed less than 5 % of the time.
 * A negative α (items that do not hang together) counts as 0, the widest threshold.
 */
export function reliableChangePoints(sd: number, alpha: number): number {
  const reliability = Math.min(1, Math.max(0, alpha));
  return Z_95 * sd * Math.SQRT2 * Math.sqrt(1 - reliability);
}

export type ChangeKind = 'reliable_rise' | 'reliable_fall' | 'within_noise';

/** A change is reliable only strictly beyond the threshold; anything else is within the noise. */
export function changeKind(change: number, threshold: number): ChangeKind {
  if (change > threshold) return 'reliable_rise';
  if (change < -threshold) return 'reliable_fall';
  return 'within_noise';
}

/** Stored answers, keyed `{questionKey}_phase1|2`. */
export type Answers = Readonly<Record<string, number>>;

/** An item's score on one measure, on the 1-5 scale (alignment as 5 − the gap, so higher is closer). */
function itemScore(answers: Answers, key: string, measure: Measure): number | undefined {
  const hope = answers[answerKey(key, 1)];
  const today = answers[answerKey(key, 2)];
  if (hope === undefined || today === undefined) return undefined;
  return measure === 'hopes' ? hope : measure === 'today' ? today : 5 - Math.abs(hope - today);
}

export interface Threshold {
  /** Percentage points a change must exceed to count as reliable. */
  points: number;
  /** `bank`: from the bank's own SD and α; `fixed`: the stated {@link FIXED_THRESHOLD} points. */
  source: 'bank' | 'fixed';
  /** Cronbach's α of the area's statements in the bank (null with the fixed threshold). */
  alpha: number | null;
}

export interface AreaThresholds {
  /** Complete results of the type in the bank that the figures were computed on. */
  results: number;
  source: 'bank' | 'fixed';
  areas: Partial<Record<CategoryId, Record<Measure, Threshold>>>;
}

const FIXED: Threshold = { points: FIXED_THRESHOLD, source: 'fixed', alpha: null };

/**
 * What one answer moving one step does to an area's score of `statements` statements: 1/5 of 100 shared
 * among them. A bank whose answers rise and fall all together (α near 1) would put the threshold near 0;
 * it never goes below this, so one answer one step away is never called a reliable change.
 */
export const oneStep = (statements: number) => 20 / statements;

/**
 * The threshold for each area and measure of a type. With at least {@link BANK_MINIMUM} complete results in
 * the bank, each area's statements give α and the area's score (mean item / 5 × 100, as the results store
 * it) its SD; an area whose α or SD is not defined keeps the fixed threshold. Below the minimum, every area
 * has the fixed threshold, and the page says so.
 */
export function changeThresholds(questions: readonly Question[], bank: readonly Answers[]): AreaThresholds {
  // A result counts when it answers every statement of the type's current wording (older versions that
  // had other statements are left out, so α is computed on one set of items).
  const keys = questions.map((q) => q.key);
  const complete = bank.filter((answers) => keys.every((key) => itemScore(answers, key, 'today') !== undefined));
  return thresholdsOver(questions, MEASURES, complete, (answers, key, measure) => itemScore(answers, key, measure));
}

/**
 * The Jacobson–Truax threshold of each area and measure over `rows` (results, or pairs of them), each
 * item scored by `score` on the 1-5 scale: the bank's own once it has {@link BANK_MINIMUM} rows, the
 * fixed one before, and for an area whose α or SD is not defined.
 */
function thresholdsOver<Row, M extends string>(
  questions: readonly Question[],
  measures: readonly M[],
  rows: readonly Row[],
  score: (row: Row, key: string, measure: M) => number | undefined,
): { results: number; source: 'bank' | 'fixed'; areas: Partial<Record<CategoryId, Record<M, Threshold>>> } {
  const byArea = new Map<CategoryId, string[]>();
  for (const q of questions) {
    const area = CATEGORY_BY_NUMBER[q.category];
    byArea.set(area, [...(byArea.get(area) ?? []), q.key]);
  }
  const source = rows.length >= BANK_MINIMUM ? 'bank' : 'fixed';
  const areas: Partial<Record<CategoryId, Record<M, Threshold>>> = {};
  for (const [area, areaKeys] of byArea) {
    const thresholds = {} as Record<M, Threshold>;
    for (const measure of measures) {
      if (source === 'fixed') {
        thresholds[measure] = FIXED;
        continue;
      }
      const items = rows.map((row) => areaKeys.map((key) => score(row, key, measure) as number));
      const alpha = cronbachAlpha(items);
      const sd = standardDeviation(items.map((item) => (mean(item) / 5) * 100));
      thresholds[measure] =
        Number.isFinite(alpha) && sd > 0
          ? { points: Math.max(reliableChangePoints(sd, alpha), oneStep(areaKeys.length)), source: 'bank', alpha }
          : FIXED;
    }
    areas[area] = thresholds;
  }
  return { results: rows.length, source, areas };
}

/**
 * A couple's two sides over time (issue 30 item 5's third line): how alike the two answered, per area, for
 * their hopes (Phase 1) and for today (Phase 2), as the couple report shows it (`PairCategory.expectations`
 * and `.realities`: round((5 − mean |A − B|) / 5 × 100)).
 */
export const PAIR_MEASURES = ['hopes_alike', 'today_alike'] as const;
export type PairMeasure = (typeof PAIR_MEASURES)[number];

/** Two sides' answers to the same statements: one couple's shared assessment. */
export type AnswerPair = readonly [Answers, Answers];

/**
 * The threshold for each area of how alike two partners answered, by the same rule as one person's
 * figures: α and SD of the item score 5 − |A − B| over the bank's completed shared assessments of the type
 * (each pair that answered every statement counts once) from {@link BANK_MINIMUM} of them, the stated
 * {@link FIXED_THRESHOLD} points before that.
 */
export function pairChangeThresholds(
  questions: readonly Question[],
  pairs: readonly AnswerPair[],
): { results: number; source: 'bank' | 'fixed'; areas: Partial<Record<CategoryId, Record<PairMeasure, Threshold>>> } {
  const keys = questions.map((q) => q.key);
  const both = (answers: Answers, key: string) => itemScore(answers, key, 'today') !== undefined;
  const complete = pairs.filter(([a, b]) => keys.every((key) => both(a, key) && both(b, key)));
  return thresholdsOver(questions, PAIR_MEASURES, complete, ([a, b], key, measure) => {
    const phase = measure === 'hopes_alike' ? 1 : 2;
    const one = a[answerKey(key, phase)];
    const other = b[answerKey(key, phase)];
    return one === undefined || other === undefined ? undefined : 5 - Math.abs(one - other);
  });
}

export interface StatementMove {
  key: string;
  category: CategoryId;
  /** Which answer moved: the hope (Phase 1) or today (Phase 2). */
  phase: 'hopes' | 'today';
  from: number;
  to: number;
  /** Steps on the 1-5 scale, later minus earlier. */
  change: number;
}

/**
 * The statements whose hope or today moved by at least {@link MOVE_STEPS} steps between two results,
 * the largest first (ties in the statements' order, today before hopes), at most {@link TOP_MOVES}.
 * Only statements both results answered count.
 */
export function statementMoves(
  questions: readonly Question[],
  earlier: Answers,
  later: Answers,
  limit = TOP_MOVES,
): StatementMove[] {
  const moves: StatementMove[] = [];
  for (const q of questions) {
    for (const [phase, number] of [
      ['today', 2],
      ['hopes', 1],
    ] as const) {
      const from = earlier[answerKey(q.key, number)];
      const to = later[answerKey(q.key, number)];
      if (from === undefined || to === undefined || Math.abs(to - from) < MOVE_STEPS) continue;
      moves.push({ key: q.key, category: CATEGORY_BY_NUMBER[q.category], phase, from, to, change: to - from });
    }
  }
  return moves.sort((a, b) => Math.abs(b.change) - Math.abs(a.change)).slice(0, limit);
}

/** One area's figure at the start and the end of the comparison, and what the change is called. */
export interface MeasureChange {
  measure: Measure;
  from: number;
  to: number;
  change: number;
  threshold: number;
  kind: ChangeKind;
}

/** Each measure of an area, compared against its threshold. */
export function areaChanges(
  from: Record<Measure, number>,
  to: Record<Measure, number>,
  thresholds: Record<Measure, Threshold>,
): MeasureChange[] {
  return MEASURES.map((measure) => {
    const change = to[measure] - from[measure];
    const threshold = thresholds[measure].points;
    return { measure, from: from[measure], to: to[measure], change, threshold, kind: changeKind(change, threshold) };
  });
}
