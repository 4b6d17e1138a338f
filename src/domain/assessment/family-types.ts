import type { CategoryNumber } from './question.ts';

/** The parent-child path's age groups (spec section 1). */
export const AGE_GROUPS = ['8-12', '13-15', '16-18', '19-24', '25+'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

/** Who is parent and who is child: the pairing decides nouns and, in Arabic, the agreement of verbs and pronouns. */
export const PAIRINGS = ['father_son', 'father_daughter', 'mother_son', 'mother_daughter'] as const;
export type Pairing = (typeof PAIRINGS)[number];

/** The two sides of a parent-child assessment. */
export const PERSPECTIVES = ['parent', 'child'] as const;
export type Perspective = (typeof PERSPECTIVES)[number];

export const isPerspective = (value: unknown): value is Perspective => PERSPECTIVES.includes(value as Perspective);

/**
 * One statement written out for each pairing. Arabic agreement follows both genders (يستمع أبي /
 * تستمع أمي; ابني / ابنتي; إليه / إليها), so every form is written in full rather than produced by
 * swapping a noun; English is written in full too, for the same reading quality.
 */
export type PairingText = Record<Pairing, string>;

export interface FamilyStatement {
  en: PairingText;
  ar: PairingText;
}

/**
 * A parent-child question. The same key and category scheme as the couple banks (`q_{category}_{n}`),
 * so the scoring engine is reused unchanged. Each side answers its own perspective in both phases:
 * Phase 1 what they expect or hope for, Phase 2 how it is today.
 */
export interface FamilyQuestion {
  key: string;
  category: CategoryNumber;
  important: boolean;
  /** The parent's perspective: "I make time to listen to my son." */
  parent: { phase1: FamilyStatement; phase2: FamilyStatement };
  /** The child's perspective: "My father makes time to listen to me." */
  child: { phase1: FamilyStatement; phase2: FamilyStatement };
}

/**
 * The family labels of the five categories (same numbers as the couple banks): 3 is Responsibility &
 * Independence in the finances slot, 4 Affection & Trust in the intimacy slot.
 */
export const FAMILY_CATEGORY_TITLES: Record<CategoryNumber, { en: string; ar: string }> = {
  1: { en: 'Values & Faith', ar: 'القيم والإيمان' },
  2: { en: 'Communication', ar: 'التواصل' },
  3: { en: 'Responsibility & Independence', ar: 'المسؤولية والاستقلالية' },
  4: { en: 'Affection & Trust', ar: 'المودّة والثقة' },
  5: { en: 'Family Life', ar: 'الحياة الأسرية' },
};
