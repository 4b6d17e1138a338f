import { describe, expect, it } from 'vitest';
import { ASSESSMENT_TYPE_IDS } from './catalogue-ids.ts';
import { CATEGORY_IDS, CATEGORY_TITLES } from './categories.ts';
import { AGE_GROUPS, PAIRINGS } from './family-types.ts';
import { assessmentTypeId, categoryTitle, kindOf, parseAssessmentType, typeTitle } from './kind.ts';

describe('parseAssessmentType', () => {
  it('reads every catalogue id as an individual kind, and back', () => {
    for (const type of ASSESSMENT_TYPE_IDS) {
      const kind = parseAssessmentType(type);
      expect(kind).toEqual({ kind: 'individual', type });
      expect(kind && assessmentTypeId(kind)).toBe(type);
    }
  });

  it('reads every family age group and pairing, and writes the same string back', () => {
    for (const group of AGE_GROUPS) {
      for (const pairing of PAIRINGS) {
        const id = `family:${group}:${pairing}`;
        expect(parseAssessmentType(id)).toEqual({ kind: 'family', group, pairing });
        expect(assessmentTypeId({ kind: 'family', group, pairing })).toBe(id);
      }
    }
  });

  it.each([
    '',
    'marriage',
    'family',
    'family:13-15',
    'family:7-9:father_son',
    'family:13-15:uncle_son',
    'family:13-15:father_son:extra',
    'Family:13-15:father_son',
    'premarital:extra',
  ])('refuses %j', (id) => {
    expect(parseAssessmentType(id)).toBeNull();
  });
});

describe('kindOf, titles and category labels', () => {
  it('reads unknown types as individual, as the pages always did', () => {
    expect(kindOf('family:8-12:mother_daughter')).toBe('family');
    expect(kindOf('values')).toBe('individual');
    expect(kindOf('unknown')).toBe('individual');
  });

  it('names catalogue and family types, and falls back to the id', () => {
    expect(typeTitle('premarital')).toEqual({ en: 'Before marriage', ar: 'ما قبل الزواج' });
    expect(typeTitle('family:25+:father_son').en).toBe('Parent and Child (ages 25+)');
    expect(typeTitle('nope')).toEqual({ en: 'nope', ar: 'nope' });
  });

  it('labels categories 3 and 4 differently in family assessments only', () => {
    for (const id of CATEGORY_IDS) expect(categoryTitle('individual', id)).toEqual(CATEGORY_TITLES[id]);
    expect(categoryTitle('family', 'finances').en).toBe('Responsibility & Independence');
    expect(categoryTitle('family', 'intimacy').ar).toBe('المودّة والثقة');
    expect(categoryTitle('family', 'family').en).toBe('Family Life');
  });
});
