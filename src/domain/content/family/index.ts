import type { AgeGroup, FamilyQuestion } from '../../assessment/family-types.ts';
import type { VersionedBank } from '../versions.ts';
import ages8to12 from './ages-8-12.ts';
import ages13to15 from './ages-13-15.ts';
import ages16to18 from './ages-16-18.ts';
import ages19to24 from './ages-19-24.ts';
import ages25plus from './ages-25plus.ts';
import { FAMILY_REVISIONS } from './history.ts';

/** The parent-child question bank of each age group, as it reads today. */
export const FAMILY_BANKS: Record<AgeGroup, FamilyQuestion[]> = {
  '8-12': ages8to12,
  '13-15': ages13to15,
  '16-18': ages16to18,
  '19-24': ages19to24,
  '25+': ages25plus,
};

const versioned = (group: AgeGroup): VersionedBank<FamilyQuestion> => ({
  questions: FAMILY_BANKS[group],
  revisions: FAMILY_REVISIONS[group],
});

/** Each age group's bank with its revisions: what a side answered at an older version reads (decision 029). */
export const FAMILY_VERSIONED_BANKS: Record<AgeGroup, VersionedBank<FamilyQuestion>> = {
  '8-12': versioned('8-12'),
  '13-15': versioned('13-15'),
  '16-18': versioned('16-18'),
  '19-24': versioned('19-24'),
  '25+': versioned('25+'),
};
