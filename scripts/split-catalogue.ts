/**
 * Moves words out of the main catalogue, which every page downloads, in both languages:
 *
 * - `node scripts/split-catalogue.ts group:catalogue …`, e.g. `family:family demo:landing`, moves
 *   top-level groups into page catalogues (decision 038, part 5). A key stays in the main catalogue
 *   when the server or the domain writes it, or when a route that does not load the catalogue
 *   (router.tsx) reaches a module that writes it. Name the catalogue in router.tsx first, for every
 *   route that shows its words.
 * - `node scripts/split-catalogue.ts --server` moves every key that only the server writes (API error
 *   messages, the PDF report's words) into the server's catalogue, i18n/server (decision 047). No
 *   module a route reaches may write it: the browser would show the raw key.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  keysIn,
  keysOf,
  pageCatalogues,
  reachable,
  readJson,
  routes,
  serverModules,
  type Tree,
  WEB,
} from './route-words.ts';

const toServer = process.argv[2] === '--server';
const moves = toServer ? [] : process.argv.slice(2).map((arg) => arg.split(':') as [string, string]);
if (!toServer && (moves.length === 0 || moves.some((move) => move.length !== 2))) {
  console.error('usage: node scripts/split-catalogue.ts group:catalogue … | --server');
  process.exit(1);
}

const groups = new Set(Object.keys(readJson(join(WEB, 'i18n/en.json'))));
const written = (files: Iterable<string>) => [...files].flatMap((file) => keysIn(readFileSync(file, 'utf8'), groups));
const everywhere = written(serverModules());
const table = routes();
/** Keys written where the catalogue is not loaded: they stay in the main catalogue. */
const staying = (catalogue: string) => [
  ...everywhere,
  ...written(
    new Set(table.filter((route) => !route.catalogues.includes(catalogue)).flatMap((r) => [...reachable(r.module)])),
  ),
];

const get = (tree: Tree, path: string[]) =>
  path.reduce<Tree | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
/** Writes a text into a tree, making the lists and objects on its way as they are in `like`. */
function put(tree: Tree, path: string[], value: string, like: Tree) {
  const last = path.at(-1) as string;
  let node = tree;
  // A list (a plan's features) stays a list.
  path.slice(0, -1).forEach((part, i) => {
    if (node[part] === undefined) node[part] = (Array.isArray(get(like, path.slice(0, i + 1))) ? [] : {}) as Tree;
    node = node[part] as Tree;
  });
  node[last] = value;
}
function remove(tree: Tree, path: string[]) {
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) delete tree[head];
  else {
    const child = tree[head] as Tree;
    remove(child, rest);
    if (Object.keys(child).length === 0) delete tree[head];
  }
}

/** Keys a module of some route writes: they stay where the browser finds them. */
const shown = () => written(new Set(table.flatMap((route) => [...reachable(route.module)])));

for (const language of ['en', 'ar'] as const) {
  if (toServer) {
    moveServerWords(language);
    continue;
  }
  const mainFile = join(WEB, `i18n/${language}.json`);
  const main = readJson(mainFile);
  const pages = pageCatalogues(language);
  for (const [group, catalogue] of moves) {
    const keep = staying(catalogue);
    const tree = pages.get(catalogue) ?? {};
    const subtree = main[group];
    if (typeof subtree !== 'object') throw new Error(`no group ${group} in ${language}.json`);
    const moving = keysOf(subtree, `${group}.`).filter((key) => !keep.some((written) => written.pattern.test(key)));
    for (const key of moving) {
      const path = key.split('.');
      put(tree, path, get(main, path) as string, main);
      remove(main, path);
    }
    pages.set(catalogue, tree);
    console.log(
      `${language} ${group} → ${catalogue}: ${moving.length} moved, ${keysOf((main[group] as Tree) ?? {}).length} stay`,
    );
  }
  writeFileSync(mainFile, `${JSON.stringify(main, null, 2)}\n`);
  for (const [name, tree] of pages) {
    writeFileSync(join(WEB, `i18n/pages/${name}.${language}.json`), `${JSON.stringify(tree, null, 2)}\n`);
  }
}

function moveServerWords(language: 'en' | 'ar') {
  const mainFile = join(WEB, `i18n/${language}.json`);
  const serverFile = join(WEB, `i18n/server/${language}.json`);
  const main = readJson(mainFile);
  const server = existsSync(serverFile) ? readJson(serverFile) : {};
  const inBrowser = shown();
  const moving = keysOf(main).filter(
    (key) => everywhere.some((w) => w.pattern.test(key)) && !inBrowser.some((w) => w.pattern.test(key)),
  );
  for (const key of moving) {
    const path = key.split('.');
    put(server, path, get(main, path) as string, main);
    remove(main, path);
  }
  console.log(`${language} → server: ${moving.length} moved`);
  writeFileSync(mainFile, `${JSON.stringify(main, null, 2)}\n`);
  writeFileSync(serverFile, `${JSON.stringify(server, null, 2)}\n`);
}
