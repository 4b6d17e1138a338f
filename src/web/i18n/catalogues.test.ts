import { describe, expect, it } from 'vitest';
import { pageCatalogues } from '../../../scripts/route-words.ts';
import ar from './ar.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/** A catalogue subtree; lists (a plan's features) are walked like objects, by index. */
type Catalogue = { [key: string]: string | Catalogue } | Catalogue[] | string[];

/** Every text's key (plural forms folded into their base key) with the placeholders it uses. */
function placeholdersByKey(catalogue: Catalogue, prefix = '', into = new Map<string, Set<string>>()) {
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value !== 'string') {
      placeholdersByKey(value as Catalogue, `${prefix}${key}.`, into);
      continue;
    }
    const base = `${prefix}${key}`.replace(/_(zero|one|two|few|many|other)$/, '');
    const names = into.get(base) ?? new Set<string>();
    for (const match of value.matchAll(/\{\{\s*(\w+)/g)) names.add(match[1] as string);
    into.set(base, names);
  }
  return into;
}

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

describe.each(['mail', 'server'])('the %s catalogues (read by the server alone)', (name) => {
  it('hold the same keys and values in both languages', async () => {
    const english = placeholdersByKey((await import(`./${name}/en.json`)).default as unknown as Catalogue);
    const arabic = placeholdersByKey((await import(`./${name}/ar.json`)).default as unknown as Catalogue);
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, names] of english) expect([...(arabic.get(key) ?? [])].sort(), key).toEqual([...names].sort());
  });
});
