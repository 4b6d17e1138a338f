import type { CategoryId } from '../assessment/categories.ts';
import type { FamilyStatement } from '../assessment/family-types.ts';
import type { PatternId } from '../assessment/scoring.ts';

/**
 * Advice speaks to its reader: a parent about their son or daughter, or a son or daughter about
 * their father or mother. Arabic agreement follows both genders, so each text is written for every
 * pairing (like the questions), once for a parent reader and once for a child reader.
 */
export interface RoleText {
  parent: FamilyStatement;
  child: FamilyStatement;
}

/** `{label}` and `{percent}` are filled in by the advisor. */
export interface FamilyCategoryAdvice {
  strength: RoleText;
  relativeStrength: RoleText;
  improvement: RoleText;
  recommendations: [RoleText, RoleText];
  starters: [RoleText, RoleText];
}

export interface FamilyAdviceContent {
  categories: Record<CategoryId, FamilyCategoryAdvice>;
  /** A closing sentence per pattern (the individual result's patterns). */
  patternClosing: Record<PatternId, RoleText>;
  /** The last recommendation: take it again in 3-6 months. */
  retake: RoleText;
}
