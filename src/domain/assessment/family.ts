import type { Language } from '../language.ts';
import { CATEGORY_BY_NUMBER, type CategoryId } from './categories.ts';
import {
  AGE_GROUPS,
  type AgeGroup,
  FAMILY_CATEGORY_TITLES,
  PAIRINGS,
  type Pairing,
  PERSPECTIVES,
  type Perspective,
} from './family-types.ts';
import type { CategoryNumber } from './question.ts';

/** Light on purpose: the browser imports it to name family assessments, without the question banks. */

/**
 * A family side's `assessment_type`: `family:{age group}:{pairing}` (e.g. `family:13-15:mother_son`),
 * so the row alone says which questions it holds; the side (parent or child) is its `perspective`.
 */
export const familyTypeId = (group: AgeGroup, pairing: Pairing) => `family:${group}:${pairing}`;

export function parseFamilyType(id: string): { group: AgeGroup; pairing: Pairing } | null {
  const [kind, group, pairing] = id.split(':');
  if (kind !== 'family') return null;
  if (!AGE_GROUPS.includes(group as AgeGroup) || !PAIRINGS.includes(pairing as Pairing)) return null;
  return { group: group as AgeGroup, pairing: pairing as Pairing };
}

export const isPerspective = (value: unknown): value is Perspective => PERSPECTIVES.includes(value as Perspective);

export const FAMILY_TITLES: Record<AgeGroup, { en: string; ar: string }> = {
  '8-12': { en: 'Parent and Child (ages 8-12)', ar: 'الآباء والأبناء (8-12 سنة)' },
  '13-15': { en: 'Parent and Child (ages 13-15)', ar: 'الآباء والأبناء (13-15 سنة)' },
  '16-18': { en: 'Parent and Child (ages 16-18)', ar: 'الآباء والأبناء (16-18 سنة)' },
  '19-24': { en: 'Parent and Child (ages 19-24)', ar: 'الآباء والأبناء (19-24 سنة)' },
  '25+': { en: 'Parent and Child (ages 25+)', ar: 'الآباء والأبناء (25 سنة فأكثر)' },
};

/** A category's family label: 3 is Responsibility & Independence, 4 Affection & Trust. */
export function familyCategoryTitle(id: CategoryId, language: Language): string {
  const number = (Object.entries(CATEGORY_BY_NUMBER).find(([, value]) => value === id)?.[0] ??
    '1') as `${CategoryNumber}`;
  return FAMILY_CATEGORY_TITLES[Number(number) as CategoryNumber][language];
}
