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

  // The reader's gender (decision 031) picks `key_female` / `key_male` where the Arabic needs it; the base key
  // is the form that fits anyone, and English, which has one form, never carries the others.
  it('give gendered forms only in Arabic, each beside its form for anyone', () => {
    const gendered = (catalogue: object) => flatKeys(catalogue).filter((key) => /_(male|female)$/.test(key));
    const englishKeys = [en, ...pageCatalogues('en').values()].flatMap((catalogue) => gendered(catalogue as object));
    expect(englishKeys).toEqual([]);
    for (const catalogue of [ar, ...pageCatalogues('ar').values()]) {
      const keys = new Set(flatKeys(catalogue as object));
      for (const key of gendered(catalogue as object)) expect(keys, key).toContain(key.replace(/_(male|female)$/, ''));
    }
  });

  it('fill in the same values in each text', () => {
    const differ = [...english].filter(([key, names]) => {
      const other = arabic.get(key) ?? new Set();
      return names.size !== other.size || [...names].some((name) => !other.has(name));
    });
    expect(differ.map(([key]) => key)).toEqual([]);
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
