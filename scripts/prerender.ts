/**
 * After `vite build`: renders the public pages (src/web/prerender.tsx) in English and Arabic into
 * dist/web/prerendered/{language}/{file}.html, from the built index.html, so the server can answer
 * them with their content already in the HTML.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { injectManifest } from 'workbox-build';

const ROOT = path.resolve(import.meta.dirname, '..');
const SSR_OUT = path.join(ROOT, 'dist/prerender');
const WEB_OUT = path.join(ROOT, 'dist/web');

const built = spawnSync(
  process.execPath,
  [
    path.join(ROOT, 'node_modules/vite/bin/vite.js'),
    'build',
    '--ssr',
    'prerender.tsx',
    '--outDir',
    SSR_OUT,
    '--logLevel',
    'warn',
    '--emptyOutDir',
  ],
  { cwd: ROOT, stdio: 'inherit' },
);
if (built.status !== 0) process.exit(built.status ?? 1);

const { render, renderOffline, PRERENDERED_PAGES, pagePatterns } = (await import(
  pathToFileURL(path.join(SSR_OUT, 'prerender.js')).href
)) as typeof import('../src/web/prerender.tsx');
const template = readFileSync(path.join(WEB_OUT, 'index.html'), 'utf8');
const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
if (!entry) throw new Error('index.html has no module entry');
const withoutApp = preloads.reduce((html, match) => html.replace(match[0], ''), template);
// The sign-in page: the app's modules load after the first paint (public/boot.js): its text is here.
const deferredTemplate = withoutApp.replace(
  entry[0],
  `<script src="/boot.js" data-entry="${entry[1]}" data-preload="${preloads.map((m) => m[1]).join(' ')}" defer></script>\n    `,
);
// The islands pages (decision 043): the islands script and its few imports instead of the app.
const manifestFile = path.join(WEB_OUT, '.vite/manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string; imports?: string[] }>;
const islands = manifest['islands/main.ts'];
if (!islands) throw new Error('the build has no islands script (vite.config.ts)');
const islandsTags = [
  `<script type="module" crossorigin src="/${islands.file}"></script>`,
  ...(islands.imports ?? []).map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`),
];
const islandsTemplate = withoutApp.replace(entry[0], `${islandsTags.join('\n    ')}\n    `);
// The manifest is for this script, not for visitors.
rmSync(path.dirname(manifestFile), { recursive: true, force: true });
const escapeHtml = (text: string) => text.replace(/&(?!\w+;|#\d+;)/g, '&amp;').replace(/</g, '&lt;');
rmSync(path.join(WEB_OUT, 'prerendered'), { recursive: true, force: true });

for (const language of ['en', 'ar'] as const) {
  for (const page of PRERENDERED_PAGES) {
    const { html, title } = await render(page, language);
    const document = (page.islands ? islandsTemplate : deferredTemplate)
      .replace('<html lang="en" dir="ltr">', `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`)
      .replace(/<title>.*?<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
    const file = path.join(WEB_OUT, 'prerendered', language, `${page.file}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, document);
  }
}
// The page the service worker shows when a page load finds no network (decision 064): the app's styles,
// none of its scripts, and public/offline.js, which reloads once the network is back.
const offlineTemplate = withoutApp.replace(entry[0], '<script src="/offline.js" defer></script>\n    ');
rmSync(path.join(WEB_OUT, 'offline'), { recursive: true, force: true });
mkdirSync(path.join(WEB_OUT, 'offline'));
for (const language of ['en', 'ar'] as const) {
  const { html, title } = await renderOffline(language);
  const document = offlineTemplate
    .replace('<html lang="en" dir="ltr">', `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`)
    .replace(/<title>.*?<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  writeFileSync(path.join(WEB_OUT, 'offline', `${language}.html`), document);
}
// The addresses the app has pages for: the server answers every other one 404 (server/http/spa.ts).
writeFileSync(path.join(WEB_OUT, 'page-paths.json'), `${JSON.stringify(pagePatterns())}\n`);
rmSync(SSR_OUT, { recursive: true, force: true });
console.log(`prerendered ${PRERENDERED_PAGES.length * 2} pages and the offline page in 2 languages`);

// The service worker's precache list (decision 064), written into the worker vite-plugin-pwa built, now
// that the offline pages exist: the build's own files, the same for everyone, never a page's HTML or
// anything under /api. Of the fonts, the two the pages draw with (Inter's Latin, IBM Plex Sans Arabic);
// a rarer script falls back to a system face offline.
const worker = path.join(WEB_OUT, 'sw.js');
const precached = await injectManifest({
  swSrc: worker,
  swDest: worker,
  globDirectory: WEB_OUT,
  globPatterns: [
    'assets/*.{js,css}',
    'assets/inter-latin-wght-normal-*.woff2',
    'assets/ibm-plex-sans-arabic-arabic-*.woff2',
    'offline/*.html',
    'offline.js',
    'favicon.svg',
    'icons/*.png',
  ],
  // Hashed names change with their content: no revision needed.
  dontCacheBustURLsMatching: /^assets\//,
});
for (const warning of precached.warnings) console.warn(warning);
console.log(`the service worker precaches ${precached.count} files, ${(precached.size / 1024).toFixed(0)} KB`);
