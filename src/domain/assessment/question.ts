/** Category numbers as the spec stores them in question keys: q_{category}_{n}. */
export type CategoryNumber = 1 | 2 | 3 | 4 | 5;

/** One statement in both languages. */
export interface Bilingual {
  en: string;
  ar: string;
}

/**
 * One question of an assessment. Each person answers it twice on the 1-5 agreement scale:
 * Phase 1 "Your Expectations" (what I expect or hope for) and Phase 2 "Your Reality" (how it is now).
 */
export interface Question {
  /** Stable key `q_{category}_{n}`, n counting from 1 within the category of this assessment type. */
  key: string;
  /** The spec's embedded ids (`fiance_1_1` …) for the 20 premarital questions it names. */
  legacyId?: string;
  category: CategoryNumber;
  /** Whether the question is flagged important by default (the person can change it in Phase 1). */
  important: boolean;
  /** Phase 1, "Your Expectations": a first-person statement of what the person expects or hopes. */
  phase1: Bilingual;
  /** Phase 2, "Your Reality": the matching first-person statement of how things are now. */
  phase2: Bilingual;
}
