import type { Bilingual, CategoryNumber } from './question.ts';

export const CATEGORY_IDS = ['values', 'communication', 'finances', 'intimacy', 'family'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

/** Category number → id (spec section 3). */
export const CATEGORY_BY_NUMBER: Record<CategoryNumber, CategoryId> = {
  1: 'values',
  2: 'communication',
  3: 'finances',
  4: 'intimacy',
  5: 'family',
};

/** The spec's category labels (results page "Category Breakdown"). */
export const CATEGORY_TITLES: Record<CategoryId, Bilingual> = {
  values: { en: 'Values & Faith', ar: 'القيم والإيمان' },
  communication: { en: 'Communication', ar: 'التواصل' },
  finances: { en: 'Finances & Goals', ar: 'المال والأهداف' },
  intimacy: { en: 'Intimacy', ar: 'المودّة والقرب' },
  family: { en: 'Family', ar: 'الأسرة' },
};

/**
 * The category of a question or answer key (`q_3_2`, `q_3_2_phase1`). Any number other than 1-5,
 * or a key that does not parse, counts as values, as the spec says.
 */
export function categoryOfKey(key: string): CategoryId {
  const number = Number(/^q_(\d+)_/.exec(key)?.[1]);
  return CATEGORY_BY_NUMBER[number as CategoryNumber] ?? 'values';
}
