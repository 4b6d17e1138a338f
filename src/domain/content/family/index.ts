import type { AgeGroup, FamilyQuestion } from '../../assessment/family-types.ts';
import ages8to12 from './ages-8-12.ts';
import ages13to15 from './ages-13-15.ts';
import ages16to18 from './ages-16-18.ts';
import ages19to24 from './ages-19-24.ts';
import ages25plus from './ages-25plus.ts';

/** The parent-child question bank of each age group. */
export const FAMILY_BANKS: Record<AgeGroup, FamilyQuestion[]> = {
  '8-12': ages8to12,
  '13-15': ages13to15,
  '16-18': ages16to18,
  '19-24': ages19to24,
  '25+': ages25plus,
};
