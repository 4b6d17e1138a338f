import { describe, expect, it } from 'vitest';
import { type PairReportInput, pairDocument } from './documents.ts';

const FSI = '\u2068';
const PDI = '\u2069';

const input = (other_name: string): PairReportInput => ({
  assessment_type: 'values',
  completed_at: '2026-11-20T10:00:00Z',
  other_name,
  agreement: 80,
  categories: {},
  pattern: {
    name: { en: 'Strong Match', ar: 'توافق قوي' },
    description: { en: 'x', ar: 'x' },
    color: 'green',
  } as PairReportInput['pattern'],
  topics: [],
  advice: null,
});

describe('the other person’s name in a PDF report', () => {
  it('sits in its own isolate (the PDF’s <bdi>), in both languages', () => {
    expect(pairDocument(input('ليلى (Layla) 2'), 'couple', { language: 'en' }).subtitle).toBe(
      `You and ${FSI}ليلى (Layla) 2${PDI}`,
    );
    expect(pairDocument(input('Layla Haddad'), 'family', { language: 'ar' }).subtitle).toBe(
      `أنت و${FSI}Layla Haddad${PDI}`,
    );
  });

  it('drops direction controls a name stored before they were refused, so none can escape the isolate', () => {
    const subtitle = pairDocument(input('Lay\u202ela\u2069\u202d x'), 'couple', { language: 'en' }).subtitle;
    expect(subtitle).toBe(`You and ${FSI}Layla x${PDI}`);
  });
});
