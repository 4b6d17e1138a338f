import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../domain/language.ts';
import { hasPhrase, pdfPageCount, pdfText } from '../testing/pdf-text.ts';
import { type PairReportInput, pairDocument } from './documents.ts';
import { createPdfPool } from './render-pool.ts';
import { sampleReportDocument } from './sample-documents.ts';

// Reads the PDFs back with poppler-utils (pdftotext, pdfinfo): what a reader's viewer would find.
// Rendered as the server renders them: in the pool's worker thread.

const pool = createPdfPool({ threads: 1 });
const pdfs: Partial<Record<Language, Buffer>> = {};
beforeAll(async () => {
  for (const language of ['en', 'ar'] as const) {
    const { pdf } = await pool.render(sampleReportDocument(language));
    pdfs[language] = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  }
});
afterAll(() => pool.close());

const pdfOf = (language: Language) => pdfs[language] ?? Buffer.alloc(0);
const textOf = (language: Language) => pdfText(pdfOf(language));
const pagesOf = (language: Language) => pdfPageCount(pdfOf(language));

const reversed = (text: string) => [...text].reverse().join('');

/** Every Unicode string the PDF's fonts map a glyph to (their ToUnicode CMaps, in the compressed streams). */
function glyphUnicodes(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const unicodes: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let body: string;
    try {
      body = inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue; // not a Flate stream
    }
    if (!body.includes('begincmap')) continue;
    // Each bfrange maps a run of glyph ids to an array of UTF-16 strings: <0644> or <0644 0627>.
    for (const [, array = ''] of body.matchAll(/\[([^\]]*)\]/g)) {
      for (const [, hex = ''] of array.matchAll(/<([0-9a-f ]+)>/gi)) {
        unicodes.push(String.fromCharCode(...hex.split(' ').map((unit) => Number.parseInt(unit, 16))));
      }
    }
  }
  return unicodes;
}

describe('renderReportPdf', () => {
  it('renders a PDF of two pages or more in each language', () => {
    for (const language of ['en', 'ar'] as const) {
      expect(pdfs[language]?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pagesOf(language)).toBeGreaterThanOrEqual(2);
    }
  });

  it('prints the English report: title, score, pattern, advice and page numbers', () => {
    const text = textOf('en');
    expect(text).toContain('Communication');
    expect(text).toMatch(/\b78\s*%/);
    expect(text).toContain('Growth Opportunity');
    expect(text).toContain('Build on your strengths to close the remaining gaps.');
    expect(text).toContain('Page 1 of 2');
    expect(text).toContain('Page 2 of 2');
  });

  it('prints Arabic in reading order, and Latin inside it left to right', () => {
    const text = textOf('ar');
    const sentence = 'انطلقي من نقاط القوة في'; // from the summary (no lam-alef, which text extraction splits)
    for (const arabic of ['فرصة للنمو', 'التواصل', sentence]) {
      expect(text).toContain(arabic);
      expect(text).not.toContain(reversed(arabic));
    }
    expect(text).toContain('Wifaq');
    expect(text).not.toContain('qafiW');
    // A percentage in an Arabic sentence stays one left-to-right piece, in the order it was written.
    expect(text).toContain('78%');
    expect(text).not.toContain('%78');
  });

  it('prints the level of today under the score, the note beside it, and where the numbers are explained', () => {
    const en = textOf('en');
    expect(en).toMatch(/Today\s+72\s*%/);
    expect(en).toContain('About this result');
    expect(en).toContain('Almost every answer was the same.');
    expect(en).toContain('https://wifaq.example/how-we-score');
    const ar = textOf('ar');
    expect(ar).toContain('واقعك اليوم');
    expect(ar).toContain('عن هذه النتيجة');
    // The address reads left to right in one piece inside the Arabic sentence.
    expect(ar).toContain('https://wifaq.example/how-we-score');
  });

  it('prints where to find help in the footer of every page, as a link, in both languages', () => {
    const url = 'https://wifaq.example/help';
    for (const language of ['en', 'ar'] as const) {
      const text = textOf(language);
      // Once a page: the footer is the only place the card's address is printed.
      expect(text.split(url).length - 1).toBe(pagesOf(language));
      // In Arabic, pdftotext gives the footer in its visual order: the words, then the address apart.
      expect(hasPhrase(text, language === 'en' ? `Where to find help: ${url}` : 'مصادر المساعدة')).toBe(true);
      // And a link on each page that opens the card.
      const links = pdfOf(language)
        .toString('latin1')
        .match(/\/URI \(https:\/\/wifaq\.example\/help\)/g);
      expect(links?.length).toBe(pagesOf(language));
    }
  });

  it('shapes Arabic: letters take their joined forms and lam-alef its ligature', () => {
    const unicodes = glyphUnicodes(pdfs.ar ?? Buffer.alloc(0));
    // Unshaped text would use one glyph per letter; shaped, lam has isolated, initial, medial and
    // final glyphs, all mapped back to U+0644.
    expect(unicodes.filter((unicode) => unicode === '\u0644').length).toBeGreaterThanOrEqual(3);
    expect(unicodes).toContain('\u0644\u0627');
  });
});

describe('a name in the other script (walkthrough m5)', () => {
  const couple = (otherName: string, language: Language) =>
    pairDocument(
      {
        assessment_type: 'communication',
        completed_at: '2026-11-20T10:00:00Z',
        other_name: otherName,
        agreement: 71,
        categories: {},
        pattern: {
          name: { en: 'Growing Together', ar: 'ننمو معًا' },
          description: { en: 'x', ar: 'x' },
          color: 'blue',
        } as PairReportInput['pattern'],
        topics: [],
        alignment: { mine: { reality: 72 }, partner: { reality: 70 } },
        shared_strengths: [],
        shared_concerns: [],
        advice: null,
      },
      'couple',
      { language, appUrl: 'https://wifaq.example' },
    );

  it('keeps an Arabic name and its English possessive together where the line wraps, with no hyphen', async () => {
    // The score card's column is narrow: "أمينة سعد الحربي’s today" wraps. Before, the line broke at
    // the seam between the Arabic name and "’s", printing "’-" and carrying "s today" to the next line.
    const { pdf } = await pool.render(couple('أمينة سعد الحربي', 'en'));
    const text = pdfText(pdf);
    // pdftotext moves the apostrophe (a neutral) to the name's other side; the "s" must follow at once.
    expect(text).toMatch(/الحربي’?s /);
    expect(text).not.toMatch(/الحربي’?-/);
  });

  it('keeps a Latin name whole inside an Arabic line', async () => {
    const { pdf } = await pool.render(couple('Amina-Grace', 'ar'));
    const text = pdfText(pdf);
    expect(text).toContain('Amina-Grace');
  });
});
