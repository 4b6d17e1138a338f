import { type AssessmentTypeId, isAssessmentType, TYPE_TITLES } from './catalogue-ids.ts';
import { CATEGORY_BY_NUMBER, CATEGORY_TITLES, type CategoryId } from './categories.ts';
import { AGE_GROUPS, type AgeGroup, FAMILY_CATEGORY_TITLES, PAIRINGS, type Pairing } from './family-types.ts';
import type { Bilingual, CategoryNumber } from './question.ts';

/**
 * What an assessment is, read from its stored `assessment_type` once: callers branch on `kind`
 * instead of parsing the string again. Light on purpose: the browser imports it to name
 * assessments, without the question banks.
 */
export type AssessmentKind =
  | { kind: 'individual'; type: AssessmentTypeId }
  /** One side (parent or child, the row's `perspective`) of a parent-child assessment. */
  | { kind: 'family'; group: AgeGroup; pairing: Pairing };

export type KindName = AssessmentKind['kind'];

const FAMILY = 'family';

/**
 * The one parser of `assessment_type`: a catalogue id (`premarital`), or `family:{age group}:{pairing}`
 * (e.g. `family:13-15:mother_son`), so the row alone says which questions it holds. Null for anything else.
 */
export function parseAssessmentType(id: string): AssessmentKind | null {
  if (isAssessmentType(id)) return { kind: 'individual', type: id };
  const [prefix, group, pairing, ...rest] = id.split(':');
  if (prefix !== FAMILY || rest.length > 0) return null;
  if (!AGE_GROUPS.includes(group as AgeGroup) || !PAIRINGS.includes(pairing as Pairing)) return null;
  return { kind: 'family', group: group as AgeGroup, pairing: pairing as Pairing };
}

/** The stored `assessment_type` of a kind: the inverse of `parseAssessmentType`. */
export const assessmentTypeId = (kind: AssessmentKind): string =>
  kind.kind === 'family' ? `${FAMILY}:${kind.group}:${kind.pairing}` : kind.type;

/** Which kind a stored type is; anything unknown is read as individual, as it always was. */
export const kindOf = (typeId: string): KindName => parseAssessmentType(typeId)?.kind ?? 'individual';

export const FAMILY_TITLES: Record<AgeGroup, Bilingual> = {
  '8-12': { en: 'Parent and Child (ages 8-12)', ar: 'الآباء والأبناء (8-12 سنة)' },
  '13-15': { en: 'Parent and Child (ages 13-15)', ar: 'الآباء والأبناء (13-15 سنة)' },
  '16-18': { en: 'Parent and Child (ages 16-18)', ar: 'الآباء والأبناء (16-18 سنة)' },
  '19-24': { en: 'Parent and Child (ages 19-24)', ar: 'الآباء والأبناء (19-24 سنة)' },
  '25+': { en: 'Parent and Child (ages 25+)', ar: 'الآباء والأبناء (25 سنة فأكثر)' },
};

/** The title of a kind: the catalogue's, or the family age group's. */
export const kindTitle = (kind: AssessmentKind): Bilingual =>
  kind.kind === 'family' ? FAMILY_TITLES[kind.group] : TYPE_TITLES[kind.type];

/** The title of any stored `assessment_type`; the id itself if unknown. */
export function typeTitle(id: string): Bilingual {
  const kind = parseAssessmentType(id);
  return kind ? kindTitle(kind) : { en: id, ar: id };
}

const FAMILY_CATEGORY_TITLES_BY_ID = Object.fromEntries(
  (Object.keys(CATEGORY_BY_NUMBER) as `${CategoryNumber}`[]).map((n) => [
    CATEGORY_BY_NUMBER[Number(n) as CategoryNumber],
    FAMILY_CATEGORY_TITLES[Number(n) as CategoryNumber],
  ]),
) as Record<CategoryId, Bilingual>;

/** A category's label in a kind: in family assessments 3 is Responsibility & Independence, 4 Affection & Trust. */
export const categoryTitle = (kind: KindName, id: CategoryId): Bilingual =>
  (kind === 'family' ? FAMILY_CATEGORY_TITLES_BY_ID : CATEGORY_TITLES)[id];
