import { describe, expect, it } from 'vitest';
import type { RoleText } from '../../advice/family-types.ts';
import { CATEGORY_IDS } from '../../assessment/categories.ts';
import { PAIRINGS } from '../../assessment/family-types.ts';
import content from './family-advice-content.ts';

const ARABIC = /[\u0600-\u06FF]/;
const LATIN_WORD = /[A-Za-z]{2,}/;

/** Every text of the family advisor, with where it is. */
function texts(): [string, RoleText][] {
  const all: [string, RoleText][] = [
    ['retake', content.retake],
    ...Object.entries(content.patternClosing ?? {}).map(([id, t]) => [`closing ${id}`, t] as [string, RoleText]),
  ];
  for (const id of CATEGORY_IDS) {
    const c = content.categories?.[id];
    if (!c) continue;
    all.push([`${id} strength`, c.strength], [`${id} relativeStrength`, c.relativeStrength]);
    all.push([`${id} improvement`, c.improvement]);
    for (const [i, t] of c.recommendations.entries()) all.push([`${id} recommendation ${i}`, t]);
    for (const [i, t] of c.starters.entries()) all.push([`${id} starter ${i}`, t]);
  }
  return all;
}

describe('family advice content', () => {
  it('has every category, pattern and shared text', () => {
    expect(Object.keys(content.categories ?? {}).sort()).toEqual([...CATEGORY_IDS].sort());
    expect(Object.keys(content.patternClosing ?? {}).sort()).toEqual(
      ['dreamer_vs_realist', 'growth_opportunity', 'high_alignment', 'needs_attention'].sort(),
    );
    expect(content.retake).toBeDefined();
  });

  it('writes every text for both readers, every pairing, both languages', () => {
    for (const [where, text] of texts()) {
      for (const reader of ['parent', 'child'] as const) {
        for (const pairing of PAIRINGS) {
          const en = text[reader].en[pairing];
          const ar = text[reader].ar[pairing];
          expect(en?.trim().length, `${where} ${reader} ${pairing} en`).toBeGreaterThan(10);
          expect(en, `${where} ${reader} ${pairing} en`).not.toMatch(ARABIC);
          expect(ar, `${where} ${reader} ${pairing} ar`).toMatch(ARABIC);
          // Placeholders ({label} …) are Latin by design; the words around them must not be.
          expect(ar.replace(/\{\w+\}/g, ''), `${where} ${reader} ${pairing} ar`).not.toMatch(LATIN_WORD);
        }
      }
    }
  });

  it('keeps the placeholders the advisor fills in, in both languages', () => {
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const [where, text] of texts()) {
      for (const reader of ['parent', 'child'] as const) {
        for (const pairing of PAIRINGS) {
          expect(placeholders(text[reader].ar[pairing]), `${where} ${reader} ${pairing}`).toEqual(
            placeholders(text[reader].en[pairing]),
          );
        }
      }
    }
    for (const id of CATEGORY_IDS) {
      for (const key of ['strength', 'relativeStrength', 'improvement'] as const) {
        expect(content.categories[id][key].parent.en.father_son).toContain('{label}');
        expect(content.categories[id][key].parent.en.father_son).toContain('{percent}');
      }
    }
  });

  it('never speaks of partners or intimacy', () => {
    // The texts only: "intimacy" is the category's key (its slot in the scoring), never a word shown.
    const all = JSON.stringify(texts().map(([, text]) => text));
    expect(all).not.toMatch(/partner|spouse|intima|شريك|الحميمي/i);
  });
});
