import type { AgeGroup, FamilyQuestion } from '../../assessment/family-types.ts';
import type { BankRevision } from '../versions.ts';
import { FAMILY_REVISIONS_2026_11 } from './revisions-2026-11.ts';
import { FAMILY_REVISIONS_V3 } from './revisions-v3.ts';
import { FAMILY_REVISIONS_V4 } from './revisions-v4.ts';

/**
 * Each age group's revisions, oldest first: each holds the questions it changed as they read before it,
 * both perspectives and every pairing (decisions 029, 032). History, like a migration: once landed, never edited.
 * Revision 2 (2026-11-23, decision 032): one thing per item, one Phase 1 stem per bank.
 * Revision 3 (2026-11-23, decision 034): audit items that still asked two things or drifted between phases.
 * Revision 4 (2026-11-27, decision 059): the content review's items, in every age group but 25+, which had none.
 */
export const FAMILY_REVISIONS: Record<AgeGroup, BankRevision<FamilyQuestion>[]> = {
  '8-12': [FAMILY_REVISIONS_2026_11['8-12'], FAMILY_REVISIONS_V3['8-12'], FAMILY_REVISIONS_V4['8-12']],
  '13-15': [FAMILY_REVISIONS_2026_11['13-15'], FAMILY_REVISIONS_V3['13-15'], FAMILY_REVISIONS_V4['13-15']],
  '16-18': [FAMILY_REVISIONS_2026_11['16-18'], FAMILY_REVISIONS_V3['16-18'], FAMILY_REVISIONS_V4['16-18']],
  '19-24': [FAMILY_REVISIONS_2026_11['19-24'], FAMILY_REVISIONS_V3['19-24'], FAMILY_REVISIONS_V4['19-24']],
  '25+': [FAMILY_REVISIONS_2026_11['25+'], FAMILY_REVISIONS_V3['25+']],
};
