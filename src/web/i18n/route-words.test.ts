import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  keysIn,
  keysOf,
  pageCatalogues,
  reachable,
  readJson,
  resolves,
  routes,
  SRC,
  serverModules,
  WEB,
} from '../../../scripts/route-words.ts';
import { AUDIT_ACTIONS } from '../../domain/admin.ts';

/**
 * Words a route shows must load with it: the main catalogue and the page catalogues (i18n/pages) its
 * entry in router.tsx names. A key missing there shows a person the raw key, so every key written in
 * any module a route reaches (imports, static and dynamic) must resolve in what that route loads.
 */
const main = keysOf(readJson(join(WEB, 'i18n/en.json')));
/** The server's own words (API errors, the PDF report): never loaded by a page. */
const serverOnly = keysOf(readJson(join(WEB, 'i18n/server/en.json')));
const pages = pageCatalogues('en');
const pageKeys = new Map([...pages].map(([name, tree]) => [name, keysOf(tree)]));
const groups = new Set(
  [...main, ...serverOnly, ...[...pageKeys.values()].flat()].map((key) => key.split('.')[0] as string),
);
/** Dotted strings that are not keys: the audit log's actions (`contact.reply`) and file names (`report.pdf`). */
const notKey = (text: string) => (AUDIT_ACTIONS as readonly string[]).includes(text) || /\.(tsx?|pdf)$/.test(text);
const keysWritten = (file: string) => keysIn(readFileSync(file, 'utf8'), groups).filter((key) => !notKey(key.text));

describe('the words each route shows', () => {
  const table = routes();

  it('are found in router.tsx', () => {
    // A change in how router.tsx names pages that this test no longer reads would pass it vacuously.
    expect(table.length).toBeGreaterThan(30);
    expect(table.filter((route) => route.catalogues.length > 0).length).toBeGreaterThan(10);
    for (const route of table) for (const name of route.catalogues) expect(pages.has(name), name).toBe(true);
  });

  it('resolve in the catalogues the route loads', () => {
    const missing = new Set<string>();
    for (const route of table) {
      const keys = [...main, ...route.catalogues.flatMap((name) => pageKeys.get(name) ?? [])];
      for (const file of reachable(route.module)) {
        for (const key of keysWritten(file)) {
          if (!resolves(key, keys)) missing.add(`${relative(SRC, route.module)} → ${relative(SRC, file)}: ${key.text}`);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('the server writes are all in the catalogues it reads: the main one, its own and the results pages’', () => {
    // server/i18n.ts reads the results pages' catalogue too: a result's notes are printed in its PDF.
    const results = pageKeys.get('results') ?? [];
    const missing = serverModules().flatMap((file) =>
      keysWritten(file)
        .filter((key) => !resolves(key, [...main, ...serverOnly, ...results]))
        .map((key) => `${relative(SRC, file)}: ${key.text}`),
    );
    expect(missing).toEqual([]);
  });

  it('the main catalogue holds no words only the server writes: every page would download them', () => {
    // `node scripts/split-catalogue.ts --server` moves them into i18n/server (decision 047).
    const shown = new Set(table.flatMap((route) => [...reachable(route.module)]));
    const inBrowser = [...shown].flatMap(keysWritten);
    const byServer = serverModules().flatMap(keysWritten);
    const serverWords = main.filter(
      (key) => byServer.some((w) => w.pattern.test(key)) && !inBrowser.some((w) => w.pattern.test(key)),
    );
    expect(serverWords).toEqual([]);
  });

  it('no key is in both the main and the server catalogue', () => {
    expect(serverOnly.filter((key) => main.includes(key))).toEqual([]);
  });
});
