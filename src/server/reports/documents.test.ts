import { describe, expect, it } from 'vitest';
import type { AiAnalysis } from '../../domain/advice/ai-analysis.ts';
import { PATTERNS } from '../../domain/assessment/scoring.ts';
import { type PairReportInput, pairDocument, type ResultReportInput, resultDocument } from './documents.ts';

const APP_URL = 'https://wifaq.example';

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
  alignment: { mine: { reality: 40 }, partner: { reality: 55 } },
  shared_strengths: [],
  shared_concerns: [],
  advice: null,
});

describe('the other person’s name in a PDF report', () => {
  it('sits in its own isolate (the PDF’s <bdi>), in both languages', () => {
    expect(pairDocument(input('ليلى (Layla) 2'), 'couple', { language: 'en', appUrl: APP_URL }).subtitle).toBe(
      `You and ${FSI}ليلى (Layla) 2${PDI}`,
    );
    expect(pairDocument(input('Layla Haddad'), 'family', { language: 'ar', appUrl: APP_URL }).subtitle).toBe(
      `أنت و${FSI}Layla Haddad${PDI}`,
    );
  });

  it('drops direction controls a name stored before they were refused, so none can escape the isolate', () => {
    const subtitle = pairDocument(input('Lay\u202ela\u2069\u202d x'), 'couple', {
      language: 'en',
      appUrl: APP_URL,
    }).subtitle;
    expect(subtitle).toBe(`You and ${FSI}Layla x${PDI}`);
  });
});

const result = (overrides: Partial<ResultReportInput> = {}): ResultReportInput => ({
  assessment_type: 'values',
  completed_at: '2026-11-20T10:00:00Z',
  compatibility_score: 100,
  reality_score: 20,
  signals: ['low_reality', 'uniform_answers'],
  category_scores: { values: { expectation: 20, reality: 20, gap: '0.00', alignment: 100 } },
  ai_analysis: {
    summary: 'x',
    strengths: [],
    improvements: [],
    recommendations: [],
    conversationStarters: [],
    pattern: PATTERNS.high_alignment,
    source: 'builtin',
    language: 'en',
    translations: {},
  } as unknown as AiAnalysis,
  ...overrides,
});

describe('what a PDF says beside its score', () => {
  it('puts the level of today under the score, and per category beside the alignment', () => {
    const doc = resultDocument(result(), { language: 'en', appUrl: APP_URL });
    expect(doc.score).toEqual({
      label: 'Alignment of hopes and reality',
      value: 100,
      beside: [{ label: 'Today', value: 20 }],
    });
    expect(doc.categories.items[0]?.bars).toEqual([
      { label: 'Alignment', value: 100 },
      { label: 'Today', value: 20 },
      { label: 'Hopes', value: 20 },
    ]);
  });

  it('explains each signal kindly, in the reader’s language, and says nothing when there is none', () => {
    const en = resultDocument(result(), { language: 'en', appUrl: APP_URL }).notes;
    expect(en?.items).toHaveLength(2);
    // Rules version 3: the note fires below 70 now, so it says "not high" rather than "low" (decision 055).
    expect(en?.items[0]).toMatch(/^Your hopes and today are close, but today itself is not high/);
    expect(en?.items[1]).toMatch(/^Almost every answer was the same/);
    const ar = resultDocument(result(), { language: 'ar', appUrl: APP_URL }).notes;
    expect(ar?.heading).toBe('عن هذه النتيجة');
    expect(ar?.items[0]).toContain('واقعك نفسه ليس مرتفعًا');
    expect(resultDocument(result({ signals: [] }), { language: 'en', appUrl: APP_URL }).notes).toBeUndefined();
  });

  it('links to "How we score" with the server’s public address', () => {
    expect(resultDocument(result(), { language: 'en', appUrl: APP_URL }).howWeScore).toBe(
      'How we score, and what the numbers do not mean: https://wifaq.example/how-we-score',
    );
    expect(pairDocument(input('Layla'), 'family', { language: 'ar', appUrl: APP_URL }).howWeScore).toContain(
      'https://wifaq.example/how-we-score',
    );
  });

  it('points every report, for every reader, to the public help page with the server’s public address', () => {
    const url = 'https://wifaq.example/help';
    for (const language of ['en', 'ar'] as const) {
      const docs = [
        resultDocument(result(), { language, appUrl: APP_URL }),
        pairDocument(input('Layla'), 'couple', { language, appUrl: APP_URL }),
        pairDocument(input('Omar'), 'family', { language, appUrl: APP_URL }),
      ];
      for (const doc of docs) expect(doc.help).toEqual({ text: expect.stringContaining(url), url });
    }
    expect(resultDocument(result(), { language: 'en', appUrl: APP_URL }).help.text).toBe(`Where to find help: ${url}`);
    expect(resultDocument(result(), { language: 'ar', appUrl: APP_URL }).help.text).toBe(`مصادر المساعدة: ${url}`);
  });

  it('gives each side’s level of today in a pair report, the other side by name', () => {
    const doc = pairDocument(input('Layla'), 'couple', { language: 'en', appUrl: APP_URL });
    expect(doc.score?.beside).toEqual([
      { label: 'Your today', value: 40 },
      { label: `${FSI}Layla${PDI}’s today`, value: 55 },
    ]);
    const family = pairDocument(
      { ...input('Omar'), alignment: { mine: { reality: 70 }, other: { reality: 30 } } },
      'family',
      { language: 'ar', appUrl: APP_URL },
    );
    expect(family.score?.beside.map((figure) => figure.value)).toEqual([70, 30]);
  });

  it('lists shared strengths and shared concerns, and leaves out an empty list', () => {
    const statement = (en: string) => ({ key: en, category: 'values', statement: { en, ar: `${en} (ar)` } });
    const both = pairDocument(
      {
        ...input('Layla'),
        shared_strengths: [statement('We pray together')],
        shared_concerns: [statement('We argue')],
      },
      'couple',
      { language: 'en', appUrl: APP_URL },
    );
    expect(both.sections.slice(0, 2)).toEqual([
      { heading: 'Shared strengths', items: ['We pray together'] },
      { heading: 'Worth talking about together', items: ['We argue'] },
    ]);
    const none = pairDocument(input('Layla'), 'couple', { language: 'en', appUrl: APP_URL });
    expect(none.sections.map((section) => section.heading)).not.toContain('Shared strengths');
    expect(none.sections.map((section) => section.heading)).not.toContain('Worth talking about together');
  });
});

describe('notes that word what the answers were, and the pair’s own note', () => {
  it('words answers all the same by the answer repeated: high ones, middle ones, and the rest', () => {
    const notes = (uniform_answer: number | null, language: 'en' | 'ar' = 'en') =>
      resultDocument(result({ signals: ['uniform_answers'], uniform_answer }), { language, appUrl: APP_URL }).notes
        ?.items;
    expect(notes(5)?.[0]).toMatch(/^Almost every answer was the same, and high\./);
    expect(notes(3)?.[0]).toMatch(/^Almost every answer was the middle of the scale\./);
    expect(notes(1)?.[0]).toMatch(/^Almost every answer was the same\. Results are most useful/);
    expect(notes(null)?.[0]).toMatch(/^Almost every answer was the same\. Results are most useful/);
    expect(notes(5, 'ar')?.[0]).toContain('وهي مرتفعة');
    expect(notes(3, 'ar')?.[0]).toContain('في منتصف المقياس');
  });

  it('says why the score reads lower than a today above the hopes', () => {
    const doc = resultDocument(result({ signals: ['above_hopes'] }), { language: 'en', appUrl: APP_URL });
    expect(doc.notes?.items).toEqual([expect.stringMatching(/^On more than half of the statements, today is better/)]);
  });

  it('notes on a pair report when either side gave nearly the same answer everywhere, and only then', () => {
    const straight = pairDocument({ ...input('Layla'), signals: ['uniform_answers'] }, 'couple', {
      language: 'en',
      appUrl: APP_URL,
    });
    expect(straight.notes?.items).toEqual([expect.stringMatching(/^At least one of you gave nearly the same answer/)]);
    const ar = pairDocument({ ...input('Layla'), signals: ['uniform_answers'] }, 'family', {
      language: 'ar',
      appUrl: APP_URL,
    });
    expect(ar.notes?.items[0]).toContain('أحدكما على الأقل');
    expect(pairDocument(input('Layla'), 'couple', { language: 'en', appUrl: APP_URL }).notes).toBeUndefined();
  });
});

describe('progress, printed', () => {
  it('lists the score and today since the result before, then each area, and nothing for a first result', () => {
    const change = {
      since: '2026-03-10T09:00:00Z',
      overall: -40,
      reality: 40,
      categories: [{ category: 'values' as const, delta: -40, reality: 40 }],
      uniform_answers: null,
    };
    const en = resultDocument(result({ change }), { language: 'en', appUrl: APP_URL }).sections[0];
    expect(en?.heading).toMatch(/^What changed since March/);
    expect(en?.items).toEqual(['Score -40', 'Today +40', 'Values & Faith -40, today +40']);
    const ar = resultDocument(result({ change }), { language: 'ar', appUrl: APP_URL }).sections[0];
    expect(ar?.heading).toMatch(/^ما تغيّر منذ مارس/);
    expect(ar?.items[2]).toContain('والواقع اليوم');
    // A change from a result of almost one answer says so, as the progress page does (walkthrough m15).
    const fromUniform = { ...change, uniform_answers: 'previous' as const };
    expect(
      resultDocument(result({ change: fromUniform }), { language: 'en', appUrl: APP_URL }).sections[0]?.items,
    ).toContain(
      'The earlier result gave almost the same answer to every statement, so part of this change may come from how it was answered.',
    );
    const first = resultDocument(result({ change: null }), { language: 'en', appUrl: APP_URL }).sections;
    expect(first.some((section) => section.heading.startsWith('What changed'))).toBe(false);
  });
});
