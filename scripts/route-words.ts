import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Which message keys each route's code writes, read from the source (decision 038, part 5): the
 * check that every route loads the words it shows (src/web/i18n/route-words.test.ts) and the split of
 * the main catalogue into page catalogues both use it. Keys are found where they are written, as
 * literals: whole ('family.title'), or the fixed start of one built from a value (`family.roles.${…}`,
 * 'scale.childWish' + n). A key handed to a shared component is found in the module that writes it.
 */
export const SRC = resolve(import.meta.dirname, '../src');
export const WEB = join(SRC, 'web');
const PAGES = join(WEB, 'i18n/pages');

export type Tree = { [key: string]: string | Tree };
export const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Tree;

/** The page catalogues by name (i18n/pages/<name>.<language>.json). */
export function pageCatalogues(language: 'en' | 'ar'): Map<string, Tree> {
  return new Map(
    readdirSync(PAGES)
      .filter((file) => file.endsWith(`.${language}.json`))
      .map((file) => [file.replace(`.${language}.json`, ''), readJson(join(PAGES, file))] as const),
  );
}

/** Every text's key in a catalogue, as written (plural forms keep their suffix). */
export function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

/**
 * The keys a module writes, as literals whose first part is one of `groups`: each as the pattern of the
 * keys it can name. A whole key ('family.title') names itself, its plural forms, its subtree and, as a
 * stem ('scale.childWish' + n), what it starts; a built one (`pricing.plans.${…}.name`) puts any part
 * where a value goes.
 */
export function keysIn(source: string, groups: Set<string>): Written[] {
  // A page with a namespace of its own names the main catalogue's words `translation:…`.
  const whole = [...source.matchAll(/(['"`])(?:translation:)?([a-zA-Z]\w*(?:\.[\w-]+)+)\1/g)].map(
    (m) => m[2] as string,
  );
  const built = [
    ...source.matchAll(
      /`(?:translation:)?([a-zA-Z]\w*(?:[.\w-]|\$\{[^{}`]*\})*\$\{[^{}`]*\}(?:[.\w-]|\$\{[^{}`]*\})*)`/g,
    ),
  ].map((m) => m[1] as string);
  return [...whole, ...built]
    .filter((text) => groups.has(text.split(/[.$]/)[0] as string))
    .map((text) => ({
      text,
      pattern: new RegExp(
        `^${text
          .split(/\$\{[^{}`]*\}/)
          .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
          .join('[\\w-]+(?:\\.[\\w-]+)*?')}`,
      ),
    }));
}

export interface Written {
  /** As written, `${…}` and all. */
  text: string;
  pattern: RegExp;
}

/** Whether a key written in the code finds text in these keys. */
export const resolves = (written: Written, keys: string[]) => keys.some((key) => written.pattern.test(key));

/**
 * Modules that only fetch other routes' modules ahead of time: those routes' own entries are checked.
 */
const NOT_FOLLOWED = new Set([join(WEB, 'route-modules.ts')]);

/** The modules a module brings along: relative imports and re-exports with code, and dynamic imports. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [
    ...source.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'(\.[^']+)'/gm),
    ...source.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g),
  ]
    .map((m) => m[1] as string)
    .filter((specifier) => /\.tsx?$/.test(specifier))
    .map((specifier) => resolve(dirname(file), specifier))
    .filter((path) => !NOT_FOLLOWED.has(path));
}

export function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return seen;
}

export interface Route {
  module: string;
  catalogues: string[];
}

/**
 * Each route's module and the page catalogues it loads, read from router.tsx: within one `module:`
 * entry, the page's `import('…')` (or a loader of route-modules.ts) and the catalogues named by
 * `pageWithWords([…], …)` or `loadPageCatalogue('…')`. Then the prerendered pages and the landing's
 * islands dialog, which load theirs themselves. The router's own imports (layouts, error panels) and
 * the settings layout load none: what they show stays in the main catalogue.
 */
export function routes(): Route[] {
  const source = readFileSync(join(WEB, 'router.tsx'), 'utf8');
  const preloads = new Map(
    [
      ...readFileSync(join(WEB, 'route-modules.ts'), 'utf8').matchAll(
        /export const (\w+) = \(\) => import\('(\.[^']+)'\)/g,
      ),
    ].map((m) => [m[1] as string, resolve(WEB, m[2] as string)]),
  );
  const lazy = source
    // Before the first entry: modules the router loads for layouts of its own (the query layer).
    .split(/\bmodule:/)
    .flatMap((entry, index) => {
      const catalogues = [
        ...[...entry.matchAll(/pageWithWords\(\s*\[([^\]]*)\]/g)].flatMap((m) =>
          [...(m[1] as string).matchAll(/'(\w+)'/g)].map((n) => n[1] as string),
        ),
        ...[...entry.matchAll(/loadPageCatalogue\('(\w+)'\)/g)].map((m) => m[1] as string),
      ];
      const modules = [
        ...[...entry.matchAll(/import\('(\.[^']+)'\)/g)].map((m) => resolve(WEB, m[1] as string)),
        ...[...preloads]
          .filter(([name]) => index > 0 && new RegExp(`\\b${name}\\b`).test(entry))
          .map(([, module]) => module),
      ];
      return modules.map((module) => ({ module, catalogues }));
    });
  const shell = [...source.matchAll(/^import\s+(?!type\s)[^'";]*?\sfrom\s+'(\.[^']+)'/gm)]
    .map((m) => resolve(WEB, m[1] as string))
    .filter((module) => !NOT_FOLLOWED.has(module))
    .map((module) => ({ module, catalogues: [] }));
  return [...shell, ...lazy, ...outsideTheRouter()];
}

/**
 * The prerendered pages, each with the catalogues prerender.tsx loads for its path
 * (`PRERENDERED_CATALOGUES`), and the landing's islands dialog, which loads its own.
 */
function outsideTheRouter(): Route[] {
  const prerender = readFileSync(join(WEB, 'prerender.tsx'), 'utf8');
  const imports = new Map(
    [...prerender.matchAll(/^import (\w+) from '(\.\/features\/[^']+)'/gm)].map((m) => [
      m[1],
      resolve(WEB, m[2] as string),
    ]),
  );
  const catalogues = new Map(
    [...prerender.matchAll(/\[(paths\.\w+)\]: \[([^\]]*)\]/g)].map((m) => [
      m[1],
      [...(m[2] as string).matchAll(/'(\w+)'/g)].map((n) => n[1] as string),
    ]),
  );
  const pages = [...prerender.matchAll(/path: (paths\.\w+),[\s\S]*?element: <(\w+)/g)].map((m) => ({
    module: imports.get(m[2]) as string,
    catalogues: catalogues.get(m[1]) ?? [],
  }));
  const demo = readFileSync(join(WEB, 'islands/demo.tsx'), 'utf8');
  return [
    ...pages,
    {
      module: join(WEB, 'islands/demo.tsx'),
      catalogues: [...demo.matchAll(/loadPageCatalogue\('(\w+)'\)/g)].map((m) => m[1] as string),
    },
  ];
}

/** The server's modules and the domain's (which the server shares): their keys stay in the main catalogue. */
export function serverModules(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  return [...walk(join(SRC, 'server')), ...walk(join(SRC, 'domain'))];
}
