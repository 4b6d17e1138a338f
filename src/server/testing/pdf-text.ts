import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The invisible direction marks pdftotext adds around right-to-left runs. */
const DIRECTION_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * What a reader's PDF tool extracts from a PDF (poppler's pdftotext), in logical order, without the
 * invisible direction marks it adds around right-to-left runs and with whitespace collapsed, so a
 * sentence wrapped over two lines reads as one. `-layout`, because the default mode drops some
 * digits next to Arabic.
 */
export function pdfText(pdf: Uint8Array): string {
  return withFile(pdf, (file) =>
    execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
      .replace(DIRECTION_MARKS, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/**
 * A phrase as pdftotext gives it back: without direction marks, whitespace collapsed, and each
 * lam-alef ligature's two letters alef first (a known poppler quirk: «إلى» comes out «إىل», «لا» as
 * «ال»), though the page shows them right. Compared in this form, those words count like any other.
 */
function asPdftotext(phrase: string): string {
  return phrase
    .replace(DIRECTION_MARKS, '')
    .replace(/ل([اأإآى])/g, '$1ل')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether `text` (from pdfText) holds `phrase` as one run: every word, in order, with nothing between
 * them. For a heading or a label, which hasWordsInOrder would also find scattered through a paragraph.
 */
export function hasPhrase(text: string, phrase: string): boolean {
  const wanted = asPdftotext(phrase);
  return wanted.length > 0 && text.includes(wanted);
}

export function pdfPageCount(pdf: Uint8Array): number {
  const info = withFile(pdf, (file) => execFileSync('pdfinfo', [file], { encoding: 'utf8' }));
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
}

function withFile<T>(pdf: Uint8Array, use: (file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'wifaq-pdf-'));
  try {
    const file = path.join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    return use(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Whether `text` holds the words of `sentence` in the same order, with anything between them (pdftotext
 * moves punctuation around right-to-left runs, and wrapped lines meet other columns). Words with a
 * lam-alef are compared as pdftotext gives them (asPdftotext).
 */
export function hasWordsInOrder(text: string, sentence: string): boolean {
  const words = asPdftotext(sentence)
    .replace(/[.,،؛:!?؟«»"“”()]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  let from = 0;
  for (const word of words) {
    const at = text.indexOf(word, from);
    if (at < 0) return false;
    from = at + word.length;
  }
  return words.length > 0;
}
