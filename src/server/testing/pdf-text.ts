import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * What a reader's PDF tool extracts from a PDF (poppler's pdftotext), in logical order, without the
 * invisible direction marks it adds around right-to-left runs and with whitespace collapsed, so a
 * sentence wrapped over two lines reads as one. `-layout`, because the default mode drops some
 * digits next to Arabic.
 */
export function pdfText(pdf: Uint8Array): string {
  return withFile(pdf, (file) =>
    execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
      .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
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
 * Whether `text` holds the words of `sentence` in the same order. Words with a lam-alef ligature are
 * left out: pdftotext gives those letters back in the ligature's order (a known poppler quirk), though
 * the page shows them right.
 */
export function hasWordsInOrder(text: string, sentence: string): boolean {
  const words = sentence
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[.,،؛:!?؟«»"“”()]/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !/ل[اأإآى]/.test(word));
  let from = 0;
  for (const word of words) {
    const at = text.indexOf(word, from);
    if (at < 0) return false;
    from = at + word.length;
  }
  return words.length > 0;
}
