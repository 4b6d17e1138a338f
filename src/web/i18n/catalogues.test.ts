import { describe, expect, it } from 'vitest';
import { pageCatalogues } from '../../../scripts/route-words.ts';
import ar from './ar.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/** A catalogue subtree; lists (a plan's features) are walked like objects, by index. */
type Catalogue = { [key: string]: string | Catalogue } | Catalogue[] | string[];

/**
 * Every text's key (plural forms, and the Arabic `_male` / `_female` forms of i18next's context, folded into
 * their base key) with the placeholders it uses.
 */
function placeholdersByKey(catalogue: Catalogue, prefix = '', into = new Map<string, Set<string>>()) {
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value !== 'string') {
      placeholdersByKey(value as Catalogue, `${prefix}${key}.`, into);
      continue;
    }
    const base = `${prefix}${key}`.replace(/_(zero|one|two|few|many|other)$/, '').replace(/_(male|female)$/, '');
    const names = into.get(base) ?? new Set<string>();
    for (const match of value.matchAll(/\{\{\s*(\w+)/g)) names.add(match[1] as string);
    into.set(base, names);
  }
  return into;
}

/** Every text's full key, as written in the catalogue. */
const flatKeys = (catalogue: object, prefix = ''): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatKeys(value as object, `${prefix}${key}.`),
  );

describe('the two catalogues', () => {
  // Each page loads only its own language's catalogue, with no English fallback behind the Arabic: a key
  // missing from one would show as the raw key.
  // A page's own words (i18n/pages) count with the main catalogue of their language.
  const english = placeholdersByKey(en as unknown as Catalogue);
  const arabic = placeholdersByKey(ar as unknown as Catalogue);
  for (const page of pageCatalogues('en').values()) placeholdersByKey(page as unknown as Catalogue, '', english);
  for (const page of pageCatalogues('ar').values()) placeholdersByKey(page as unknown as Catalogue, '', arabic);

  it('have each page catalogue in both languages', () => {
    expect([...pageCatalogues('ar').keys()].sort()).toEqual([...pageCatalogues('en').keys()].sort());
  });

  it('hold the same keys', () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('fill in the same values in each text', () => {
    const differ = [...english].filter(([key, names]) => {
      const other = arabic.get(key) ?? new Set();
      return names.size !== other.size || [...names].some((name) => !other.has(name));
    });
    expect(differ.map(([key]) => key)).toEqual([]);
  });
});

/** Every text of a catalogue by its full key. */
const texts = (catalogue: object, prefix = ''): [string, string][] =>
  Object.entries(catalogue).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : texts(value as object, `${prefix}${key}.`),
  );

// The reader's gender (decisions 031, 063) picks `key_female` / `key_male` where the Arabic needs it; the base
// key is read when the gender is not known, and English, which has one form, never carries the others.
describe('the gendered forms', async () => {
  const server = async (language: 'en' | 'ar') =>
    [
      (await import(`./mail/${language}.json`)).default,
      (await import(`./server/${language}.json`)).default,
    ] as object[];
  const english = [en, ...pageCatalogues('en').values(), ...(await server('en'))] as object[];
  const arabic = [ar, ...pageCatalogues('ar').values(), ...(await server('ar'))] as object[];
  const gendered = /_(male|female)$/;

  it('are Arabic only, each beside its base form and different from it', () => {
    expect(english.flatMap((catalogue) => flatKeys(catalogue)).filter((key) => gendered.test(key))).toEqual([]);
    for (const catalogue of arabic) {
      const byKey = new Map(texts(catalogue));
      for (const [key, text] of byKey) {
        if (!gendered.test(key)) continue;
        const base = byKey.get(key.replace(gendered, ''));
        expect(base, key).toBeDefined();
        expect(text, key).not.toBe(base);
      }
    }
  });

  // The vowel that marks "you" as a man (-tَ, -kَ) or a woman (-tِ, -kِ, -ki) at a word's end: a woman's form
  // with a man's vowel, or a base form (read by anyone) with either, misaddresses someone.
  // Other marks may sit beside the vowel («مؤكَّد»): what counts is that no letter follows.
  const masculine = /[تك][\u0651]?\u064E\u0651?(?![\u064B-\u065F]*[\u0621-\u064A])/u;
  const feminine = /[تك][\u0651]?\u0650\u0651?(?![\u064B-\u065F]*[\u0621-\u064A])/u;
  it("hold no man's vowel in a woman's form, no woman's in a man's, and neither in the form for anyone", () => {
    const wrong = arabic
      .flatMap((catalogue) => texts(catalogue))
      .filter(([key, text]) =>
        key.endsWith('_female')
          ? masculine.test(text)
          : key.endsWith('_male')
            ? feminine.test(text)
            : masculine.test(text) || feminine.test(text),
      );
    expect(wrong.map(([key]) => key)).toEqual([]);
  });
});

describe.each(['mail', 'server'])('the %s catalogues (read by the server alone)', (name) => {
  it('hold the same keys and values in both languages', async () => {
    const english = placeholdersByKey((await import(`./${name}/en.json`)).default as unknown as Catalogue);
    const arabic = placeholdersByKey((await import(`./${name}/ar.json`)).default as unknown as Catalogue);
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, names] of english) expect([...(arabic.get(key) ?? [])].sort(), key).toEqual([...names].sort());
  });
});
