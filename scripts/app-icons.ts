/**
 * Draws the installed app's icons (decision 064) from the favicon's mark, in Chromium, into
 * src/web/public/icons/: `any` icons at 192 and 512 px (the mark as it is, rounded square), `maskable`
 * ones (a full-bleed square, the rings inside the central 80% that every platform's mask keeps), and the
 * 180 px icon iOS puts on the home screen. The mark is a logo, not a picture of a direction, so it is not
 * mirrored for Arabic. Run it after a change to the mark and commit the PNGs: `node scripts/app-icons.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const OUT = path.resolve(import.meta.dirname, '../src/web/public/icons');
const BRAND = '#1d625c';
/** The two rings of public/favicon.svg, on its 32-unit grid. */
const RINGS =
  '<circle cx="12.5" cy="16" r="7" fill="none" stroke="#f2d9ad" stroke-width="2.5"/>' +
  '<circle cx="19.5" cy="16" r="7" fill="none" stroke="#ffffff" stroke-width="2.5"/>';

/** The favicon's rounded square. */
const anyIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${BRAND}"/>${RINGS}</svg>`;
/** Full bleed, the rings at 80% around the centre: their farthest point is 9.4 units out, inside the safe zone (a circle of radius 12.8). */
const maskableIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(16 16) scale(0.8) translate(-16 -16)">${RINGS}</g></svg>`;

const icons: Array<[file: string, svg: string, size: number]> = [
  ['icon-192.png', anyIcon, 192],
  ['icon-512.png', anyIcon, 512],
  ['maskable-192.png', maskableIcon, 192],
  ['maskable-512.png', maskableIcon, 512],
  // iOS rounds the corners itself and shows transparency as black: the full square suits it.
  ['apple-touch-icon.png', maskableIcon, 180],
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  mkdirSync(OUT, { recursive: true });
  for (const [file, svg, size] of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    writeFileSync(path.join(OUT, file), await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`wrote ${icons.length} icons to ${path.relative(process.cwd(), OUT)}`);
