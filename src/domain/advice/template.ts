import { CATEGORY_IDS, type CategoryId } from '../assessment/categories.ts';
import { HEALTHY_REALITY, STRONG_ALIGNMENT } from '../assessment/scoring.ts';
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
 * A category an advisor talks about: its score (alignment or agreement, 0-100), its label, and how
 * good today is in it (the reality level; for a pair the lower of the two sides').
 */
export interface RankedCategory {
  id: CategoryId;
  score: number;
  label: string;
  reality: number;
}

/**
 * The scored categories in category order, then best first and worst first. The sort is stable, so
 * ties keep category order and the same scores always give the same words.
 */
export function rankCategories(
  scoreOf: (id: CategoryId) => { score: number; reality: number } | undefined,
  labelOf: (id: CategoryId) => string,
) {
  const ranked = CATEGORY_IDS.flatMap((id): RankedCategory[] => {
    const scored = scoreOf(id);
    return scored === undefined ? [] : [{ id, ...scored, label: labelOf(id) }];
  });
  const best = [...ranked].sort((a, b) => b.score - a.score);
  const worst = [...ranked].sort((a, b) => a.score - b.score);
  return { ranked, best, worst, ...splitAreas(best, worst) };
}

/** How many strengths and growth areas advice names at most (ADVICE_COUNTS repeats them for the parts). */
const AREAS = 3;

/**
 * Strengths and growth areas, never overlapping (decision 028). A strength is close to what was
 * hoped (alignment above 80, or, when none is, strictly above the lowest area) AND good today
 * (reality at least 60): a resigned "expect little, live little" is no strength. Growth areas are the
 * rest, lowest first. `top` and `bottom` are every area sharing the highest and the lowest score, so
 * a tie is named as a tie; `level` when all areas share one score ("closest" and "widest" would be false).
 */
export function splitAreas(best: RankedCategory[], worst: RankedCategory[]) {
  const lowest = worst[0]?.score ?? 0;
  const highest = best[0]?.score ?? 0;
  const strengths = best
    .filter((c) => c.reality >= HEALTHY_REALITY && (c.score > STRONG_ALIGNMENT || c.score > lowest))
    .slice(0, AREAS);
  const growth = worst.filter((c) => !strengths.includes(c)).slice(0, AREAS);
  return {
    strengths,
    growth,
    top: best.filter((c) => c.score === highest),
    bottom: worst.filter((c) => c.score === lowest),
    level: highest === lowest,
  };
}

/** A growth area already close to the hope and good today: keep it so, rather than "fix" it. */
export const worthKeeping = (c: RankedCategory) => c.score > STRONG_ALIGNMENT && c.reality >= HEALTHY_REALITY;

/** Close to the hope (or, for a pair, seen alike) but hard today: a growth area because of today alone. */
export const closeButLowToday = (c: RankedCategory) => c.score > STRONG_ALIGNMENT && c.reality < HEALTHY_REALITY;

/**
 * Labels joined as the language lists them ("A, B and C" / «أ، وب، وج»). Arabic area names hold «و»
 * themselves («المال والأهداف»), so a comma separates the items, or they would run together.
 */
export const listIn = (language: Language, labels: string[]) =>
  language === 'ar'
    ? labels.map((label, i) => (i === 0 ? label : `و${label}`)).join('، ')
    : new Intl.ListFormat(intlLocale(language), { type: 'conjunction' }).format(labels);

/**
 * The values a summary template names: `{score}`, `{pattern}`, `{best}`, `{bestPercent}`, `{worst}`,
 * `{worstPercent}`. Tied areas are all named ("Values & Faith and Communication (88%)").
 */
export const summaryValues = (
  language: Language,
  score: number,
  pattern: string,
  top: RankedCategory[],
  bottom: RankedCategory[],
) => {
  const pct = percentIn(language);
  return {
    score: pct(score),
    pattern,
    best: listIn(
      language,
      top.map((c) => c.label),
    ),
    bestPercent: pct(top[0]?.score ?? 0),
    worst: listIn(
      language,
      bottom.map((c) => c.label),
    ),
    worstPercent: pct(bottom[0]?.score ?? 0),
  };
};

/** `{label}` and `{percent}` of a category sentence. */
export const categoryValues = (pct: (value: number) => string, category: RankedCategory) => ({
  label: category.label,
  percent: pct(category.score),
});

/**
 * `{label}` and `{percent}` of a growth-area sentence. An area there only because today is low (its score
 * is strong) shows its level of today instead, through `todayFigure` ("today {percent}"): "Values (100%)"
 * under "Growth areas" would contradict itself (decision 028).
 */
export const growthValues = (pct: (value: number) => string, category: RankedCategory, todayFigure: string) =>
  closeButLowToday(category)
    ? { label: category.label, percent: fill(todayFigure, { percent: pct(category.reality) }) }
    : categoryValues(pct, category);

/** The entry at `index`, wrapping round a short list, so three sentences can come from two categories. */
export const cycle = <T>(list: T[], index: number) => list[index % Math.max(list.length, 1)] as T;

/** The items without repeats, first occurrence kept. */
export const unique = (items: string[]) => items.filter((item, index) => items.indexOf(item) === index);

/**
 * A pair's areas ranked by agreement (the mean of the two agreements), with today as the lower of the
 * two sides' levels: seeing a hard today alike is not a strength (decision 028).
 */
export const pairAreas = (comparison: PairComparison, labelOf: (id: CategoryId) => string) =>
  rankCategories((id) => {
    const scores = comparison.categories[id];
    return scores && { score: categoryAgreement(scores), reality: scores.lowerReality };
  }, labelOf);

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
