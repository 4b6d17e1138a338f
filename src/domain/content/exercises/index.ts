import type { AdultExercise, FamilyExercise } from '../../weekly-plan/exercise.ts';
import { bankVersion, questionsAt, type VersionedBank } from '../versions.ts';
import { COUPLE_EXERCISES } from './couple.ts';
import { FAMILY_EXERCISES } from './family.ts';
import { INDIVIDUAL_EXERCISES } from './individual.ts';

/**
 * The exercise banks, versioned like the question banks (decision 029): a plan week stores the key and
 * the version it was given in, so a later rewording never changes a week already given. A revision
 * rewords; keys and areas stay. None yet.
 */
export const INDIVIDUAL_BANK: VersionedBank<AdultExercise> = { questions: INDIVIDUAL_EXERCISES, revisions: [] };
export const COUPLE_BANK: VersionedBank<AdultExercise> = { questions: COUPLE_EXERCISES, revisions: [] };
export const FAMILY_BANK: VersionedBank<FamilyExercise> = { questions: FAMILY_EXERCISES, revisions: [] };

export const EXERCISE_BANKS = { individual: INDIVIDUAL_BANK, couple: COUPLE_BANK, family: FAMILY_BANK } as const;
export type ExerciseBankId = keyof typeof EXERCISE_BANKS;

export const exerciseBankVersion = (bank: ExerciseBankId) => bankVersion<{ key: string }>(EXERCISE_BANKS[bank]);

/** One exercise as it read at a version; undefined for a key the bank never had. */
export function adultExerciseAt(bank: 'individual' | 'couple', key: string, version: number) {
  return questionsAt(EXERCISE_BANKS[bank], version).find((e) => e.key === key);
}

export function familyExerciseAt(key: string, version: number) {
  return questionsAt(FAMILY_BANK, version).find((e) => e.key === key);
}
