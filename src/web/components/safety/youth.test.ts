import { describe, expect, it } from 'vitest';
import { isYouthSide } from './YouthHelpCard.tsx';

describe('isYouthSide', () => {
  it.each([
    ['family:13-15:mother_daughter', 'child', true],
    ['family:16-18:father_son', 'child', true],
    // The parent's side of the same assessment: never shown to the parent.
    ['family:16-18:father_son', 'parent', false],
    // Supervised children (8-12) answer on the parent's device; adults (19-24, 25+) are not teenagers.
    ['family:8-12:father_son', 'child', false],
    ['family:19-24:mother_daughter', 'child', false],
    // Couple assessments have no perspective.
    ['values', null, false],
  ])('%s as %s → %s', (assessment_type, perspective, expected) => {
    expect(isYouthSide({ assessment_type, perspective })).toBe(expected);
  });
});
