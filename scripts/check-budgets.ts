import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { serveBuild } from './production-build.ts';

const PORT = Number(process.env.BUDGET_PORT ?? 3420);
const BASE = `http://localhost:${PORT}`;

export const BUDGET = { publicJsKb: 100, appJsKb: 170, cls: 0.02 } as const;
/**
 * What CI enforces for JavaScript: the goal where it is met (the public pages, since their islands script
 * replaced the app, decision 043; the signed-in pages without forms, since each page loads only its own
 * words, decision 038), else today's heaviest page of the class plus a little.
 */
export const CEILING = { publicJsKb: BUDGET.publicJsKb, formJsKb: 200, appJsKb: BUDGET.appJsKb } as const;
/** The prerendered islands pages (src/web/prerender.tsx): no forms, no app. */
const PUBLIC_PAGES = ['/', '/pricing', '/how-we-score'];
/** Pages whose forms validate and sign in: they load the app, under the signed-in budget. */
const SIGN_IN_PAGES = ['/login', '/signup', '/forgot-password'];
/**
 * The pages held to the form pages' ceiling: they carry react-hook-form and zod/mini (about 21 KB since
 * decision 045; classic zod made it 37). Every other signed-in page is held to the goal.
 */
const FORM_PAGES = new Set([...SIGN_IN_PAGES, '/settings/security']);
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
/** How long font responses wait: long enough that the page paints with its fallback faces first. */
const FONT_DELAY_MS = 400;

interface Weight {
  js: number;
  css: number;
}

/** Counts the gzip bytes of every script and stylesheet the page fetches from now on. */
function weigh(page: Page): () => Promise<Weight> {
  const pending: Promise<void>[] = [];
  const sizes: Weight = { js: 0, css: 0 };
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then(
        (body) => {
          sizes[type === 'script' ? 'js' : 'css'] += gzipSync(body).length;
        },
        () => undefined,
      ),
    );
  });
  return async () => {
    await Promise.all(pending);
    return sizes;
  };
}

/** Sums layout shifts not caused by input, as CLS does, from the first paint on. */
const OBSERVE_SHIFTS = `
  window.__shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

async function newContext(browser: Browser, language: 'en' | 'ar', viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: language === 'ar' ? 'ar-SA' : 'en-GB' });
  await context.addCookies([{ name: 'wifaq_lang', value: language, url: BASE }]);
  return context;
}

async function measurePublic(context: BrowserContext, route: string) {
  const page = await context.newPage();
  await page.addInitScript(OBSERVE_SHIFTS);
  await page.route(/\.(woff2?|ttf)(\?|$)/, async (request) => {
    await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
    await request.continue();
  });
  const weight = weigh(page);
  await page.goto(`${BASE}${route}`, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  // Two frames after the fonts: any shift their swap causes has been recorded.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shift = (await page.evaluate('window.__shift')) as number;
  const fonts = (await page.evaluate(() =>
    [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family),
  )) as string[];
  const sizes = await weight();
  await page.close();
  return { ...sizes, shift, fonts: [...new Set(fonts)] };
}

async function measureApp(context: BrowserContext, route: string) {
  const page = await context.newPage();
  const weight = weigh(page);
  await page.goto(`${BASE}${route}`, { waitUntil: 'networkidle' });
  const sizes = await weight();
  await page.close();
  return sizes;
}

/** A signed-in person with a result, for the signed-in pages. */
async function signedInPages(context: BrowserContext): Promise<string[]> {
  const api = context.request;
  const headers = { origin: BASE };
  const email = `budget-${Date.now()}@example.test`;
  const signUp = await api.post(`${BASE}/api/auth/sign-up/email`, {
    headers,
    data: { name: 'Budget', email, password: 'correct horse battery', consent: true },
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()}`);
  await api.put(`${BASE}/api/safety-check`, { headers, data: { skipped: true } });
  const created = await api.post(`${BASE}/api/assessments`, { headers, data: { assessment_type: 'intimacy' } });
  const { id } = (await created.json()) as { id: string };
  const type = (await (await api.get(`${BASE}/api/assessment-types/intimacy`)).json()) as {
    questions: { key: string }[];
  };
  const responses = Object.fromEntries(
    type.questions.flatMap((q) => [`${q.key}_phase1`, `${q.key}_phase2`]).map((k) => [k, 4]),
  );
  const done = await api.post(`${BASE}/api/assessments/${id}/complete`, { headers, data: { responses } });
  if (!done.ok()) throw new Error(`completion failed: ${done.status()}`);
  return [
    '/dashboard',
    '/assessment-selection',
    '/assessment/values',
    `/results/${id}`,
    '/progress',
    '/settings/security',
  ];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const server = await serveBuild(PORT, 'budgets');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const problems: string[] = [];
const goalsMissed = new Set<string>();
try {
  console.log(
    `Public pages (JS goal ≤ ${BUDGET.publicJsKb} KB gzip, ceiling ${CEILING.publicJsKb} KB; CLS ≤ ${BUDGET.cls} with fonts held back ${FONT_DELAY_MS} ms)`,
  );
  console.log('page            lang  width   JS gz      CSS gz    CLS     fonts');
  for (const route of PUBLIC_PAGES) {
    for (const language of ['en', 'ar'] as const) {
      for (const viewport of VIEWPORTS) {
        const context = await newContext(browser, language, viewport);
        const m = await measurePublic(context, route);
        await context.close();
        console.log(
          `${route.padEnd(15)} ${language.padEnd(5)} ${String(viewport.width).padEnd(7)} ${kb(m.js).padEnd(10)} ${kb(m.css).padEnd(9)} ${m.shift.toFixed(3).padEnd(7)} ${m.fonts.join(', ')}`,
        );
        if (m.js / 1024 > BUDGET.publicJsKb) goalsMissed.add(route);
        if (m.js / 1024 > CEILING.publicJsKb) problems.push(`${route} (${language}) loads ${kb(m.js)} of JavaScript`);
        if (m.shift > BUDGET.cls) {
          problems.push(`${route} (${language}, ${viewport.width} px) shifts ${m.shift.toFixed(3)}`);
        }
      }
    }
  }

  console.log(
    `\nSign-in and signed-in pages (JS goal ≤ ${BUDGET.appJsKb} KB gzip; ceiling ${CEILING.formJsKb} KB for form pages, ${CEILING.appJsKb} KB for the others; 390 px, English)`,
  );
  console.log('page                                         JS gz      CSS gz');
  const context = await newContext(browser, 'en', { width: 390, height: 844 });
  const routes = [...SIGN_IN_PAGES, ...(await signedInPages(context))];
  for (const route of routes) {
    const m = await measureApp(context, route);
    const page = route.replace(/[0-9a-f-]{36}/, ':id');
    console.log(`${page.padEnd(44)} ${kb(m.js).padEnd(10)} ${kb(m.css)}`);
    if (m.js / 1024 > BUDGET.appJsKb) goalsMissed.add(page);
    const ceiling = FORM_PAGES.has(route) ? CEILING.formJsKb : CEILING.appJsKb;
    if (m.js / 1024 > ceiling) problems.push(`${page} loads ${kb(m.js)} of JavaScript (ceiling ${ceiling} KB)`);
  }
  await context.close();
} finally {
  await browser.close();
  server.stop();
}

if (goalsMissed.size > 0) {
  console.log(`\nJavaScript goal not yet met on ${goalsMissed.size} pages: ${[...goalsMissed].join(', ')}`);
}
if (problems.length > 0) {
  console.log(`\nOver budget:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  goalsMissed.size > 0 ? 'Layout shift within its goal; JavaScript within its ceilings.' : '\nEvery budget holds.',
);
