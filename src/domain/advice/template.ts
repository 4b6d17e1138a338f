import { CATEGORY_IDS, type CategoryId } from '../assessment/categories.ts';
import type { Bilingual } from '../assessment/question.ts';
import { type Analysis, HEALTHY_REALITY, STRONG_ALIGNMENT } from '../assessment/scoring.ts';
import { PAIR_TODAY_FIGURE, TODAY_FIGURE } from '../content/advice/honest-content.ts';
import { intlLocale, type Language } from '../language.ts';
import { categoryAgreement, type PairComparison } from '../pair/compare.ts';

/**
 * What the three built-in advisors (individual, couple, family) share to write their sentences:
 * the templates and their words differ, the filling and the ranking of categories do not.
 */

/** Fills `{name}` placeholders; a name without a value stays as written, so a gap shows instead of vanishing. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** Strips a statement's final full stop so it can sit inside quotation marks mid-sentence. */
export const quoted = (statement: string) => statement.trim().replace(/[.。]$/u, '');

/** Whole percentages as the reader's language places the sign, in Western digits (intlLocale). */
export function percentIn(language: Language): (value: number) => string {
  const percent = new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 0 });
  return (value: number) => percent.format(value / 100);
}

/**
 * A category an advisor talks about. `rank` is the exact figure rules version 3 ranks on (for one person
 * the shortfall alignment F_c, for a pair the agreement); `figure` is what is written beside its name:
 * a figure the page shows too (the spec's alignment or the pair's agreement), or its level of today where
 * that figure would mislead (decision 055).
 */
export interface RankedCategory {
  id: CategoryId;
  label: string;
  rank: number;
  /** Exact level of today (for a pair, the lower of the two sides'). */
  today: number;
  /** Beside the label: "80%", or "today 20%". */
  figure: string;
  /** Today's level as written when today is what the sentence is about ("today 20%"). */
  todayFigure: string;
  /**
   * How close it is, for the summary's "closest" and "furthest": the spec's alignment (a pair's
   * agreement), or nothing where a today above the hope lowered it and it would read as a gap.
   */
  closeness: string | null;
  /** Something to grow: for one person today below the hope as shown; for a pair, seen differently. */
  short: boolean;
  /** One person's today above the hope as shown (never for a pair). */
  above: boolean;
}

/** How many strengths and growth areas advice names at most (ADVICE_COUNTS repeats them for the parts). */
export const AREAS = 3;

/** Exact figures are compared with a tolerance: 80 computed as 4/5 × 100 must be 80. */
const EPSILON = 1e-9;
/** Areas tie when they read the same: ranks are compared as the whole percentages a reader sees. */
const tied = (a: number, b: number) => Math.round(a + EPSILON) === Math.round(b + EPSILON);

/** Consecutive runs of equal `rank` in a sorted list: the areas a sentence must name together. */
function tieGroups(sorted: RankedCategory[]): RankedCategory[][] {
  const groups: RankedCategory[][] = [];
  for (const area of sorted) {
    const last = groups.at(-1);
    if (last && tied(last[0]?.rank ?? Number.NaN, area.rank)) last.push(area);
    else groups.push([area]);
  }
  return groups;
}

/**
 * Up to `slots` lines from tie groups, best first: an area alone at its figure has its own line, and
 * areas that tie are named together on one (decision 055). A tie is never broken in a fixed order:
 * category order would silently choose which of three equal areas is "the closest", or is left out.
 */
const linesOf = (groups: RankedCategory[][], slots: number): RankedCategory[][] => groups.slice(0, slots);

/**
 * What an advisor says about the areas (decision 055), for one person or a pair alike:
 * - **strengths**: strong (rank 80 or more; or, when none is, strictly above the lowest) AND good today
 *   (60 or more): a resigned "expect little, live little" is no strength;
 * - **growth**: areas that are `short` (today below the hope; for a pair, seen differently) and not
 *   strengths, lowest first; an area where today meets or exceeds the hope is never one;
 * - **lowToday**: neither, but hard today: said once, as today, never as a gap to close;
 * - **top** and **bottom**: what the summary may call closest and furthest: every area tied at the
 *   ends, and only when that cannot contradict the lists (the closest is never a growth area, the
 *   furthest always is one; an area lived above its hope is not "closest", it is better); both empty
 *   when all areas are level.
 * Each strength or growth line names one area, or every area of a tie together (see `linesOf`).
 */
export function planAreas(areas: RankedCategory[]) {
  const best = [...areas].sort((a, b) => b.rank - a.rank);
  const worst = [...areas].sort((a, b) => a.rank - b.rank);
  const lowest = worst[0]?.rank ?? 0;
  const noneStrong = !areas.some((c) => c.rank >= STRONG_ALIGNMENT - EPSILON);
  const strong = (c: RankedCategory) => c.rank >= STRONG_ALIGNMENT - EPSILON;
  const eligible = (c: RankedCategory) =>
    c.today >= HEALTHY_REALITY - EPSILON && (strong(c) || (noneStrong && c.rank > lowest && !tied(c.rank, lowest)));
  const strengths = linesOf(
    tieGroups(best.filter(eligible)).filter((group) => group.length > 0),
    AREAS,
  );
  const isStrength = (c: RankedCategory) => strengths.some((line) => line.includes(c));
  const growth = linesOf(tieGroups(worst.filter((c) => c.short && !isStrength(c))), AREAS);
  const isGrowth = (c: RankedCategory) => growth.some((line) => line.includes(c));
  const lowToday = areas.filter((c) => !isStrength(c) && !c.short && c.today < HEALTHY_REALITY - EPSILON);
  const level = areas.length > 0 && tied(best[0]?.rank ?? 0, lowest);
  // An area lived above the hope is said as such ("better than you hoped"), never as merely "closest".
  const first = tieGroups(best.filter((c) => !c.above))[0] ?? [];
  const last = tieGroups(worst)[0] ?? [];
  return {
    ranked: areas,
    best,
    worst,
    strengths,
    growth,
    lowToday,
    level,
    top: level || first.some(isGrowth) ? [] : first,
    bottom: level || !last.every(isGrowth) ? [] : last,
    strong,
  };
}

export type AreaPlan = ReturnType<typeof planAreas>;

/** The areas in the order recommendations and starters follow: growth first, then hard today, then the rest, lowest first. */
export const adviceOrder = (plan: AreaPlan) => {
  const first = [...plan.growth.flat(), ...plan.lowToday];
  return [...first, ...plan.worst.filter((c) => !first.includes(c))];
};

/**
 * One person's areas, ranked on the shortfall (rules version 3). The figure is the spec's alignment,
 * or the level of today where the alignment would say the wrong thing: when a today above the hope
 * lowered it (it is no distance to close), or when the area is close to the hope but hard today.
 */
export function personalAreas(
  analysis: Pick<Analysis, 'categoryScores' | 'areas'>,
  labelOf: (id: CategoryId) => string,
  language: Language,
): RankedCategory[] {
  const pct = percentIn(language);
  return CATEGORY_IDS.flatMap((id): RankedCategory[] => {
    const scores = analysis.categoryScores[id];
    const exact = analysis.areas[id];
    if (!scores || !exact) return [];
    const todayFigure = fill(TODAY_FIGURE[language], { percent: pct(scores.reality) });
    const closeButHard = scores.alignment >= STRONG_ALIGNMENT && exact.today < HEALTHY_REALITY;
    return [
      {
        id,
        label: labelOf(id),
        rank: exact.shortfallAlignment,
        today: exact.today,
        figure: exact.surplus || closeButHard ? todayFigure : pct(scores.alignment),
        todayFigure,
        closeness: exact.surplus ? null : pct(scores.alignment),
        short: scores.reality < scores.expectation,
        above: scores.reality > scores.expectation,
      },
    ];
  });
}

/**
 * A pair's areas ranked by agreement (the mean of the two agreements), with today as the lower of the
 * two sides' levels: seeing a hard today alike is not a strength (decision 028), and an area is "to
 * grow" when the two see it differently.
 */
export function pairAreas(
  comparison: PairComparison,
  labelOf: (id: CategoryId) => string,
  language: Language,
): RankedCategory[] {
  const pct = percentIn(language);
  return CATEGORY_IDS.flatMap((id): RankedCategory[] => {
    const scores = comparison.categories[id];
    const exact = comparison.areas[id];
    if (!scores || !exact) return [];
    const todayFigure = fill(PAIR_TODAY_FIGURE[language], { percent: pct(scores.lowerReality) });
    // Ranked on the agreement as shown: two areas that read the same must tie, and the exact mean
    // of the two rounded agreements can round differently from the exact agreement.
    const agreement = categoryAgreement(scores);
    const closeButHard = agreement >= STRONG_ALIGNMENT && exact.lowerToday < HEALTHY_REALITY;
    return [
      {
        id,
        label: labelOf(id),
        rank: agreement,
        today: exact.lowerToday,
        figure: closeButHard ? todayFigure : pct(agreement),
        todayFigure,
        closeness: pct(agreement),
        short: agreement < STRONG_ALIGNMENT,
        above: false,
      },
    ];
  });
}

/**
 * Labels joined as the language lists them ("A, B and C" / «أ، وب، وج»). Arabic area names hold «و»
 * themselves («المال والأهداف»), so a comma separates the items, or they would run together.
 */
export const listIn = (language: Language, labels: string[]) =>
  language === 'ar'
    ? labels.map((label, i) => (i === 0 ? label : `و${label}`)).join('، ')
    : new Intl.ListFormat(intlLocale(language), { type: 'conjunction' }).format(labels);

/**
 * Areas named with their figures: once after the list when they share it ("Values & Faith and
 * Communication (100%)"), else each after its own name; an area without one (`closeness` null) is
 * named alone. `which` picks the figure.
 */
export function namedAreas(
  language: Language,
  areas: RankedCategory[],
  which: 'figure' | 'todayFigure' | 'closeness' = 'figure',
): string {
  const figures = unique(areas.map((c) => c[which] ?? ''));
  const labels = areas.map((c) => c.label);
  if (figures.length === 1)
    return figures[0] ? `${listIn(language, labels)} (${figures[0]})` : listIn(language, labels);
  return listIn(
    language,
    areas.map((c) => (c[which] ? `${c.label} (${c[which]})` : c.label)),
  );
}

/** `{label}` and `{percent}` of a one-area sentence: its name and its figure. */
export const categoryValues = (category: RankedCategory) => ({ label: category.label, percent: category.figure });

/** The entry at `index`, wrapping round a short list, so three sentences can come from two categories. */
export const cycle = <T>(list: T[], index: number) => list[index % Math.max(list.length, 1)] as T;

/** The items without repeats, first occurrence kept. */
export const unique = (items: string[]) => items.filter((item, index) => items.indexOf(item) === index);

/**
 * The topics an assessment's statements ask about that some advice would otherwise bring up on its own
 * (decision 055): no prayer advice after an assessment none of whose statements asks about prayer.
 */
export interface AskedTopics {
  prayer: boolean;
}

const PRAYER = /\b(pray|prayer|prayers|praying|worship)\b/i;

export const topicsAsked = (questions: readonly { phase1: Bilingual; phase2: Bilingual }[]): AskedTopics => ({
  prayer: questions.some((q) => PRAYER.test(q.phase1.en) || PRAYER.test(q.phase2.en)),
});

/**
 * How the Arabic advice addresses its reader (decision 031): the singular of a known man (`m`) or woman
 * (`f`), or, when the profile does not say, the `neutral` forms that fit anyone. English has one form.
 */
export type Address = 'm' | 'f' | 'neutral';

/** The reader's address from their profile: only "male" and "female" choose a gendered form. */
export const addressFor = (gender: string | null | undefined): Address =>
  gender === 'male' ? 'm' : gender === 'female' ? 'f' : 'neutral';

/** Arabic written once for each address; a text that reads alike for every reader stays a plain string. */
export interface ByAddress {
  m: string;
  f: string;
  neutral: string;
}

/** An advice text: English, and Arabic either for every reader or by address. */
export interface AddressedText {
  en: string;
  ar: string | ByAddress;
}

/** The one place an advice text is read: its language, and in Arabic the reader's address. */
export function addressed(text: AddressedText, language: Language, address: Address): string {
  const value = text[language];
  return typeof value === 'string' ? value : value[address];
}
