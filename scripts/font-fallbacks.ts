/**
 * `node scripts/font-fallbacks.ts`: writes src/web/font-fallbacks.css, the metric-matched fallback faces
 * that stand in for Inter and IBM Plex Sans Arabic until they arrive (issue #18). Capsize computes each
 * face's size-adjust and ascent/descent/line-gap overrides from the fonts' own metrics, so text set in a
 * fallback takes the room the web font will take, and nothing moves when it swaps in.
 *
 * Metrics come from @capsizecss/metrics (the web fonts and the common system fonts), and where the
 * collection lacks a face (Inter's static weights, the bold system faces, DejaVu Sans) from the font file
 * itself through @capsizecss/unpack. Headings are bold: a bold heading drawn with a regular fallback
 * would be narrower than Inter Bold and re-wrap, so the bold weights get faces of their own, measured
 * against Liberation Sans Bold (drawn to Arial Bold's metrics). Rerun after changing a font; the output
 * is committed.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import helveticaNeue from '@capsizecss/metrics/helveticaNeue';
import plexArabic from '@capsizecss/metrics/iBMPlexSansArabic';
import notoSansArabic from '@capsizecss/metrics/notoSansArabic';
import roboto from '@capsizecss/metrics/roboto';
import tahoma from '@capsizecss/metrics/tahoma';
import { fromFile } from '@capsizecss/unpack/fs';
import * as fontkit from 'fontkit';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'src/web/font-fallbacks.css');
const unpack = (file: string) => fromFile(path.isAbsolute(file) ? file : path.join(ROOT, file));

const inter = {
  400: await unpack('node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2'),
  600: await unpack('node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2'),
  700: await unpack('node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2'),
};
const arialBold = await unpack('/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf');

/**
 * Capsize scales a fallback by the average width of English text; Arabic letters are another matter.
 * For the Arabic faces whose files are at hand, the average is taken over the Arabic catalogue itself,
 * shaped by fontkit, so the stand-in sets the interface's own words to the web font's width.
 */
const arabicSample = (() => {
  const texts: string[] = [];
  const walk = (node: unknown) => {
    for (const value of Object.values(node as object)) typeof value === 'string' ? texts.push(value) : walk(value);
  };
  walk(JSON.parse(readFileSync(path.join(ROOT, 'src/web/i18n/ar.json'), 'utf8')));
  return texts.join(' ').replace(/[^\p{Script=Arabic}\s]/gu, '');
})();
async function withArabicWidth(file: string): Promise<FontMetrics> {
  const metrics = await unpack(file);
  const font = fontkit.openSync(path.isAbsolute(file) ? file : path.join(ROOT, file)) as fontkit.Font;
  const xWidthAvg = Math.round(font.layout(arabicSample).advanceWidth / arabicSample.length);
  return { ...metrics, xWidthAvg, subsets: { latin: { xWidthAvg } } } as FontMetrics;
}
const plexFile = (weight: number) =>
  `node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`;
const plex = {
  400: await withArabicWidth(plexFile(400)),
  600: await withArabicWidth(plexFile(600)),
  700: await withArabicWidth(plexFile(700)),
};
const dejaVuSans = await withArabicWidth('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf');
const dejaVuSansBold = await withArabicWidth('/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf');

/** The Arabic script's code points (Google Fonts' arabic subset): Latin text on an Arabic page still reaches Inter. */
const ARABIC_RANGE =
  'U+0600-06FF, U+0750-077F, U+0870-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FEFF';

interface Face {
  /** The web font's metrics at this weight, and the family name the CSS gives it. */
  webFont: FontMetrics;
  family: string;
  /** The system font standing in, its name in the fallback family, and the local names it is installed under. */
  fallback: FontMetrics;
  name: string;
  local: string[];
  weight?: string;
  unicodeRange?: string;
}

function face({ webFont, family, fallback, name, local, weight, unicodeRange }: Face) {
  const { fontFaces } = createFontStack(
    [
      { ...webFont, familyName: family },
      { ...fallback, familyName: name },
    ],
    {
      fontFaceProperties: { ...(weight ? { fontWeight: weight } : {}), ...(unicodeRange ? { unicodeRange } : {}) },
    },
  );
  return fontFaces
    .replace(/font-family: [^;]+;/, `font-family: "${family} Fallback: ${name}";`)
    .replace(/src: [^;]+;/, `src: ${local.map((n) => `local('${n}')`).join(', ')};`);
}

// Liberation Sans is drawn to Arial's metrics (the reason it exists): one face covers Windows, macOS and Linux.
const ARIAL = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'];
const ARIAL_BOLD = ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'];
const latin = { family: 'Inter Variable' } as const;
const LATIN: Face[] = [
  { ...latin, webFont: inter[400], fallback: arial, name: 'Arial', local: ARIAL, weight: '100 549' },
  { ...latin, webFont: inter[600], fallback: arialBold, name: 'Arial', local: ARIAL_BOLD, weight: '550 649' },
  { ...latin, webFont: inter[700], fallback: arialBold, name: 'Arial', local: ARIAL_BOLD, weight: '650 900' },
  {
    ...latin,
    webFont: inter[400],
    fallback: roboto,
    name: 'Roboto',
    local: ['Roboto', 'Roboto Regular', 'Roboto-Regular'],
  },
  {
    ...latin,
    webFont: inter[400],
    fallback: helveticaNeue,
    name: 'Helvetica Neue',
    local: ['Helvetica Neue', 'HelveticaNeue'],
  },
];
const arabic = { family: 'IBM Plex Sans Arabic', webFont: plexArabic, unicodeRange: ARABIC_RANGE } as const;
const ARABIC: Face[] = [
  {
    ...arabic,
    fallback: notoSansArabic,
    name: 'Noto Sans Arabic',
    local: ['Noto Sans Arabic', 'Noto Sans Arabic Regular', 'NotoSansArabic-Regular'],
  },
  { ...arabic, fallback: tahoma, name: 'Tahoma', local: ['Tahoma'] },
  ...(
    [
      [plex[400], dejaVuSans, ['DejaVu Sans', 'DejaVuSans'], '100 549'],
      [plex[600], dejaVuSansBold, ['DejaVu Sans Bold', 'DejaVuSans-Bold'], '550 649'],
      [plex[700], dejaVuSansBold, ['DejaVu Sans Bold', 'DejaVuSans-Bold'], '650 900'],
    ] as const
  ).map(([webFont, fallback, local, weight]) => ({
    ...arabic,
    webFont,
    fallback,
    name: 'DejaVu Sans',
    local: [...local],
    weight,
  })),
];

const css = `/* Generated by scripts/font-fallbacks.ts: do not edit by hand. */
/* Stand-ins matched to Inter's metrics, by weight: Latin text keeps its place while Inter loads. */
${LATIN.map(face).join('\n')}
/* Stand-ins matched to IBM Plex Sans Arabic, for Arabic letters only. */
${ARABIC.map(face).join('\n')}
`;
writeFileSync(OUT, css);
// In the project's CSS style, so lint passes on what was generated.
spawnSync(path.join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', OUT], { stdio: 'ignore' });
console.log(`wrote ${path.relative(ROOT, OUT)}`);
