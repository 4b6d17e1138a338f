import { describe, expect, it } from 'vitest';
import { GROWTH_AREAS, LARGE_IMPORTANT_GAP } from '../../domain/assessment/scoring.ts';
import mainAr from './ar.json' with { type: 'json' };
import mainEn from './en.json' with { type: 'json' };
import ar from './how-we-score/ar.json' with { type: 'json' };
import en from './how-we-score/en.json' with { type: 'json' };

/** Every leaf of a catalogue as `path → text`, array items by index. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${path}[${i}]`));
  return Object.entries(value as object).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
}

describe('the "How we score" catalogues', () => {
  it('say the same things in both languages: the same keys, the same placeholders', () => {
    const english = new Map(leaves(en));
    const arabic = new Map(leaves(ar));
    expect([...arabic.keys()]).toEqual([...english.keys()]);
    // Arabic may spell a number as a word ("جانبان") where English interpolates it, never the reverse.
    for (const [key, text] of arabic) {
      const placeholders = text.match(/\{\{\w+\}\}/g) ?? [];
      for (const placeholder of placeholders) expect(english.get(key), key).toContain(placeholder);
    }
  });

  it('hold no literal digits: every number is interpolated through Intl (decision 005)', () => {
    for (const [key, text] of [...leaves(en), ...leaves(ar), ...leaves(mainEn.trust), ...leaves(mainAr.trust)]) {
      expect(text.replace(/\{\{\w+\}\}/g, ''), key).not.toMatch(/[0-9٠-٩]/);
    }
  });

  it('spell a number as an Arabic word only where the constant is that number', () => {
    // «جانبان» (two areas) and «درجتين» (two points) stand for GROWTH_AREAS and LARGE_IMPORTANT_GAP.
    const arabic = JSON.stringify(ar);
    if (arabic.includes('جانبان قويان')) expect(GROWTH_AREAS).toBe(2);
    if (arabic.includes('بأكثر من درجتين')) expect(LARGE_IMPORTANT_GAP).toBe(2);
    // And what the review found missing is said in both: 1 counts as 20 %, a better today lowers the
    // score, and an importance set in advance counts.
    for (const text of [JSON.stringify(en), arabic]) {
      expect(text).toContain('{{oneIs}}');
      expect(text).toMatch(/lowers it as much|يُنقص الدرجة/);
      expect(text).toMatch(/in advance|مسبقًا/);
    }
  });

  it('have every trust word in both main catalogues', () => {
    expect(leaves(mainAr.trust).map(([key]) => key)).toEqual(leaves(mainEn.trust).map(([key]) => key));
  });
});
