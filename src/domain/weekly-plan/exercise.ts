import type { RoleText } from '../advice/family-types.ts';
import { type Address, type AddressedText, addressed, type ByAddress } from '../advice/template.ts';
import type { CategoryId } from '../assessment/categories.ts';
import type { FamilyStatement, Pairing, Perspective } from '../assessment/family-types.ts';
import { AGE_GROUPS, type AgeGroup, PAIRINGS } from '../assessment/family-types.ts';
import type { Language } from '../language.ts';

/**
 * One small thing to do in a week, from a growth area (decision 069): what it is for, its steps, and a
 * version that fits in ten minutes. Written for its reader: one person about themselves (`individual`),
 * one partner of a couple doing it with the other (`couple`), or a parent or a son or daughter doing it
 * with the other (`family`, per age group). `key` is stable: a plan week stores it.
 */
export interface ExerciseParts<Text> {
  title: Text;
  purpose: Text;
  steps: readonly Text[];
  tenMinutes: Text;
}

export type ExerciseAudience = 'individual' | 'couple';

export interface AdultExercise extends ExerciseParts<AddressedText> {
  key: string;
  category: CategoryId;
}

export interface FamilyExercise extends ExerciseParts<RoleText> {
  key: string;
  category: CategoryId;
  /** The age groups of the son or daughter it suits (an exercise may suit neighbouring ones). */
  ages: readonly AgeGroup[];
}

/** An exercise as one reader reads it: plain strings in their language and address. */
export type ReadExercise = ExerciseParts<string> & { key: string; category: CategoryId };

// ---- Authoring: Arabic written once with its gendered words marked, read as the existing address shapes ----

/** `[masculine|feminine]` or `[masculine|feminine|neutral]`: a word that follows the reader's gender. */
const READER = /\[([^\]|]*)\|([^\]|]*)(?:\|([^\]|]*))?\]/g;
/** `<masculine|feminine>`: a word that follows the gender of the other person of a family pair. */
const OTHER = /<([^>|]*)\|([^>|]*)>/g;

const pick = (text: string, pattern: RegExp, index: 1 | 2 | 3) =>
  text.replace(pattern, (...groups: string[]) => groups[index] ?? groups[1] ?? '');

/**
 * A couple's or one person's text (decision 031's `AddressedText`): English once; Arabic once with the
 * reader's words marked `[m|f]`, giving `{ m, f, neutral }`. Where no neutral form is marked, the neutral
 * reader reads the masculine one, the generic form the app's screens address everyone in: an exercise's
 * steps are instructions, and verbal nouns would read as a manual (decision 069).
 */
export function adult(en: string, ar: string): AddressedText {
  if (!ar.includes('[')) return { en, ar };
  const byAddress: ByAddress = { m: pick(ar, READER, 1), f: pick(ar, READER, 2), neutral: pick(ar, READER, 3) };
  return { en, ar: byAddress };
}

/** The reader and the other person of a pairing: their genders, and how the reader names the other. */
const SIDES: Record<Perspective, Record<Pairing, { reader: 'm' | 'f'; other: 'm' | 'f'; en: string; ar: string }>> = {
  parent: {
    father_son: { reader: 'm', other: 'm', en: 'your son', ar: 'ابنك' },
    father_daughter: { reader: 'm', other: 'f', en: 'your daughter', ar: 'ابنتك' },
    mother_son: { reader: 'f', other: 'm', en: 'your son', ar: 'ابنك' },
    mother_daughter: { reader: 'f', other: 'f', en: 'your daughter', ar: 'ابنتك' },
  },
  child: {
    father_son: { reader: 'm', other: 'm', en: 'your father', ar: 'والدك' },
    father_daughter: { reader: 'f', other: 'm', en: 'your father', ar: 'والدك' },
    mother_son: { reader: 'm', other: 'f', en: 'your mother', ar: 'والدتك' },
    mother_daughter: { reader: 'f', other: 'f', en: 'your mother', ar: 'والدتك' },
  },
};

const statement = (perspective: Perspective, en: string, ar: string): FamilyStatement => {
  const forPairing = (language: Language, text: string) =>
    Object.fromEntries(
      PAIRINGS.map((pairing) => {
        const side = SIDES[perspective][pairing];
        const gendered = pick(pick(text, READER, side.reader === 'm' ? 1 : 2), OTHER, side.other === 'm' ? 1 : 2);
        return [pairing, gendered.replaceAll('{other}', side[language])];
      }),
    ) as Record<Pairing, string>;
  return { en: forPairing('en', en), ar: forPairing('ar', ar) };
};

/**
 * A family text (the family advice's `RoleText`): written once, `{other}` naming the other person from the
 * reader's side (your son, your mother; «ابنك»، «والدتك»), `[m|f]` the reader's words and `<m|f>` the
 * other's, in both languages; read for a parent and for a son or daughter, for every pairing.
 */
export const family = (en: string, ar: string): RoleText => ({
  parent: statement('parent', en, ar),
  child: statement('child', en, ar),
});

/** Every family age group from `from` to `to`, in order. */
export const agesFrom = (from: AgeGroup, to: AgeGroup = from): AgeGroup[] =>
  AGE_GROUPS.slice(AGE_GROUPS.indexOf(from), AGE_GROUPS.indexOf(to) + 1);

// ---- Reading ----

export function readAdult(exercise: AdultExercise, language: Language, address: Address): ReadExercise {
  const read = (text: AddressedText) => addressed(text, language, address);
  return {
    key: exercise.key,
    category: exercise.category,
    title: read(exercise.title),
    purpose: read(exercise.purpose),
    steps: exercise.steps.map(read),
    tenMinutes: read(exercise.tenMinutes),
  };
}

export function readFamily(
  exercise: FamilyExercise,
  language: Language,
  perspective: Perspective,
  pairing: Pairing,
): ReadExercise {
  const read = (text: RoleText) => text[perspective][language][pairing];
  return {
    key: exercise.key,
    category: exercise.category,
    title: read(exercise.title),
    purpose: read(exercise.purpose),
    steps: exercise.steps.map(read),
    tenMinutes: read(exercise.tenMinutes),
  };
}
