import { CATEGORY_IDS, type CategoryId } from '../assessment/categories.ts';
import { intlLocale, type Language } from '../language.ts';

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

/** A category an advisor talks about: its score (alignment or agreement, 0-100) and its label. */
export interface RankedCategory {
  id: CategoryId;
  score: number;
  label: string;
}

/**
 * The scored categories in category order, then best first and worst first. The sort is stable, so
 * ties keep category order and the same scores always give the same words.
 */
export function rankCategories(scoreOf: (id: CategoryId) => number | undefined, labelOf: (id: CategoryId) => string) {
  const ranked = CATEGORY_IDS.flatMap((id): RankedCategory[] => {
    const score = scoreOf(id);
    return score === undefined ? [] : [{ id, score, label: labelOf(id) }];
  });
  return {
    ranked,
    best: [...ranked].sort((a, b) => b.score - a.score),
    worst: [...ranked].sort((a, b) => a.score - b.score),
  };
}

/** The values a summary template names: `{score}`, `{pattern}`, `{best}`, `{bestPercent}`, `{worst}`, `{worstPercent}`. */
export const summaryValues = (
  pct: (value: number) => string,
  score: number,
  pattern: string,
  best: RankedCategory,
  worst: RankedCategory,
) => ({
  score: pct(score),
  pattern,
  best: best.label,
  bestPercent: pct(best.score),
  worst: worst.label,
  worstPercent: pct(worst.score),
});

/** `{label}` and `{percent}` of a category sentence. */
export const categoryValues = (pct: (value: number) => string, category: RankedCategory) => ({
  label: category.label,
  percent: pct(category.score),
});

/** The entry at `index`, wrapping round a short list, so three sentences can come from two categories. */
export const cycle = <T>(list: T[], index: number) => list[index % Math.max(list.length, 1)] as T;

/** The items without repeats, first occurrence kept. */
export const unique = (items: string[]) => items.filter((item, index) => items.indexOf(item) === index);
