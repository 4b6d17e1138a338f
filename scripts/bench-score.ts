/**
 * `npm run bench:score` (issue #18, "Time to the score"): builds the web app, serves the production
 * build, and times, in Chromium, the last answer of an assessment: from the click on "Complete" to the
 * overall score on the results page. RUNS timed runs (after WARM_UP untimed ones) in two conditions,
 * plain and throttled like a mid-range phone on a slow mobile network, each printed with p50, p95 and
 * max beside its goal for p95. A benchmark, not a gate: it exits 0 whether the goals are met or not,
 * and 1 only when something breaks (the score never shows, an API call fails).
 *
 * Each run is a first completion: a fresh `intimacy` assessment (a short type) with every answer saved
 * through the API but the last Phase 2 one, opened at that question, with the browser's HTTP cache off,
 * so the results page's code comes over the network as it does the first time someone finishes.
 * BENCH_SCORE_CACHE=1 keeps the cache (someone who has seen a result before). BENCH_RUNS sets the runs.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type BrowserContext, chromium, type Page, request } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { buildWeb, ROOT, serveBuild } from './production-build.ts';

const PORT = Number(process.env.BENCH_SCORE_PORT ?? 3810);
const BASE = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
/** Untimed runs first in each condition: the server's first completions compile and warm its code. */
const WARM_UP = 2;
const KEEP_CACHE = process.env.BENCH_SCORE_CACHE === '1';
const TYPE = 'intimacy';
const TIMEOUT_MS = 30_000;
/**
 * How long the benchmark's person looks at their last answer before clicking, once it is saved. Nobody
 * clicks "Complete" within a few frames of the question appearing; without a pause, work the page
 * starts while the last question is shown would be counted as if it had to happen after the click.
 */
const THINK_MS = 1000;
const ACCOUNT = {
  name: 'Bench Score',
  email: `bench-score-${Date.now()}@example.test`,
  password: 'a calm river 2025',
  consent: true,
};

interface Throttle {
  cpuRate: number;
  downKbps: number;
  upKbps: number;
  latencyMs: number;
}
interface Condition {
  name: string;
  goalP95Ms: number;
  throttle: Throttle | null;
}
const CONDITIONS: Condition[] = [
  { name: 'plain', goalP95Ms: 300, throttle: null },
  { name: 'throttled', goalP95Ms: 1200, throttle: { cpuRate: 4, downKbps: 1600, upKbps: 750, latencyMs: 150 } },
];

/** The words the pages show, read from their catalogues so a rewording does not break the benchmark. */
const catalogue = (file: string) => JSON.parse(readFileSync(path.join(ROOT, 'src/web/i18n', file), 'utf8'));
const questionnaire = catalogue('pages/questionnaire.en.json');
const LABELS = {
  complete: questionnaire.questionnaire.complete as string,
  saved: questionnaire.questionnaire.saved as string,
  score: catalogue('en.json').results.score as string,
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
const ms = (value: number) => `${Math.round(value)} ms`;

/** Every state-changing request must name the app's origin. */
const changing = { headers: { origin: BASE } };

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The benchmark's one account, past the private safety check that precedes a first couple assessment. */
async function createAccount() {
  const api = await request.newContext({ baseURL: BASE });
  await ok(await api.post('/api/auth/sign-up/email', { data: ACCOUNT, ...changing }), 'sign-up');
  await ok(await api.put('/api/safety-check', { data: { skipped: true }, ...changing }), 'safety check');
  const type = await ok<{ questions: { key: string }[] }>(await api.get(`/api/assessment-types/${TYPE}`), 'questions');
  await api.dispose();
  return type.questions.map((q) => q.key);
}

/** A new assessment answered in full but for the last Phase 2 answer, which the page then asks for. */
async function almostAnswered(api: APIRequestContext, questionKeys: string[]): Promise<string> {
  const { id } = await ok<{ id: string }>(
    await api.post('/api/assessments', { data: { assessment_type: TYPE }, ...changing }),
    'create assessment',
  );
  const keys = questionKeys.flatMap((key) => [`${key}_phase1`, `${key}_phase2`]);
  keys.pop(); // the last question's Phase 2 answer, whose order matches the page's (phase 1 first, then 2)
  const responses = Object.fromEntries(keys.map((key, n) => [key, (n % 5) + 1]));
  await ok(await api.patch(`/api/assessments/${id}/answers`, { data: { responses }, ...changing }), 'save answers');
  return id;
}

/** What the page measured, in its own clock (ms since its navigation began). */
interface Timing {
  clicked: number;
  /** The score's element first in the DOM (React's commit). */
  committed: number;
  /** The start of the next frame: the one that paints the score. */
  painted: number;
  /** When the requests made after the click were sent and answered, ms after the click (0: none made). */
  requests: { complete: number; chunksAsked: number; chunks: number; recordAsked: number; record: number };
}

/**
 * Installs the stopwatch in the page. Timing inside the page rather than in Node: Node's clock would
 * add Playwright's own work on both ends (the click's actionability checks and the CDP round trips,
 * several ms and more under a 4× slower CPU) and a poll interval on the way out (a locator wait checks
 * every few frames). Here the clock starts in a capture listener on the window, before React's handler
 * runs, and stops in the first animation frame after a MutationObserver sees the score in the DOM on
 * /results/<id>: that frame is the one that paints it.
 */
function startStopwatch(page: Page) {
  return page.evaluate(
    ({ complete, score }) => {
      const state = window as unknown as { scoreTiming?: Promise<Omit<Timing, 'requests'>> };
      state.scoreTiming = new Promise((resolve) => {
        let clicked: number | undefined;
        const onClick = (event: MouseEvent) => {
          const button = (event.target as Element | null)?.closest('button');
          if (button?.textContent?.trim() === complete) clicked = performance.now();
        };
        window.addEventListener('click', onClick, { capture: true });
        const scoreShown = () => {
          if (!/^\/results\/[0-9a-f-]{36}$/.test(location.pathname)) return false;
          const term = [...document.querySelectorAll('dl > div > dt')].find((dt) => dt.textContent?.trim() === score);
          const value = term?.nextElementSibling;
          return (
            value?.tagName === 'DD' &&
            /[0-9\u0660-\u0669]/.test(value.textContent ?? '') &&
            value.getClientRects().length > 0
          );
        };
        const observer = new MutationObserver(() => {
          if (clicked === undefined || !scoreShown()) return;
          const committed = performance.now();
          observer.disconnect();
          window.removeEventListener('click', onClick, { capture: true });
          requestAnimationFrame(() => resolve({ clicked: clicked ?? 0, committed, painted: performance.now() }));
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
    },
    { complete: LABELS.complete, score: LABELS.score },
  );
}

/** The stopwatch's reading, with when the requests made after the click answered (resource timing). */
function readStopwatch(page: Page, assessmentId: string): Promise<Timing> {
  return page.evaluate(async (id) => {
    const timing = await (window as unknown as { scoreTiming: Promise<Omit<Timing, 'requests'>> }).scoreTiming;
    const after = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= timing.clicked) as PerformanceResourceTiming[];
    const of = (match: (url: URL) => boolean) => after.filter((entry) => match(new URL(entry.name)));
    const asked = (entries: PerformanceResourceTiming[]) =>
      entries.length === 0 ? 0 : Math.min(...entries.map((e) => e.startTime - timing.clicked));
    const answered = (entries: PerformanceResourceTiming[]) =>
      Math.max(0, ...entries.map((e) => e.responseEnd - timing.clicked));
    const chunks = of((url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'));
    const record = of((url) => url.pathname === `/api/assessments/${id}`);
    return {
      ...timing,
      requests: {
        complete: answered(of((url) => url.pathname === `/api/assessments/${id}/complete`)),
        chunksAsked: asked(chunks),
        chunks: answered(chunks),
        recordAsked: asked(record),
        record: answered(record),
      },
    };
  }, assessmentId);
}

/** One completion: open the assessment at its last question, answer it, click "Complete", time the score. */
async function run(page: Page, questionKeys: string[], throttle: Throttle | null): Promise<Timing> {
  const id = await almostAnswered(page.request, questionKeys);
  await page.goto(`${BASE}/assessment/${TYPE}?id=${id}`);
  // Re-applied after each load: a navigation may move the page to a new renderer, which starts unthrottled.
  await applyConditions(page, throttle);
  const completeButton = page.getByRole('button', { name: LABELS.complete, exact: true });
  await completeButton.waitFor({ timeout: TIMEOUT_MS });
  await page.keyboard.press('4');
  await page.getByRole('radio', { checked: true }).waitFor({ timeout: TIMEOUT_MS });
  // A person reads their answer before finishing: its autosave has landed by the time they click.
  await page.getByRole('status').filter({ hasText: LABELS.saved }).waitFor({ timeout: TIMEOUT_MS });
  await page.waitForTimeout(THINK_MS);

  await startStopwatch(page);
  await completeButton.click();
  await page.waitForURL(new RegExp(`/results/${id}$`), { timeout: TIMEOUT_MS });
  await page
    .locator('dl')
    .filter({ has: page.getByText(LABELS.score, { exact: true }) })
    .getByRole('definition')
    .first()
    .filter({ hasText: /\d\s*%/ })
    .waitFor({ timeout: TIMEOUT_MS });
  return readStopwatch(page, id);
}

const sessions = new WeakMap<Page, Awaited<ReturnType<BrowserContext['newCDPSession']>>>();

/** The condition's throttling through the DevTools protocol, and the HTTP cache off unless kept. */
async function applyConditions(page: Page, throttle: Throttle | null) {
  let cdp = sessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    sessions.set(page, cdp);
    await cdp.send('Network.enable');
  }
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !KEEP_CACHE });
  if (!throttle) return;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpuRate });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttle.latencyMs,
    // bytes per second
    downloadThroughput: (throttle.downKbps * 1000) / 8,
    uploadThroughput: (throttle.upKbps * 1000) / 8,
  });
}

interface Measured {
  condition: Condition;
  times: number[];
  timings: Timing[];
}

async function measure(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  questionKeys: string[],
  condition: Condition,
) {
  const context = await browser.newContext({ baseURL: BASE, locale: 'en-US', viewport: { width: 390, height: 844 } });
  await ok(await context.request.post('/api/auth/sign-in/email', { data: ACCOUNT, ...changing }), 'sign-in');
  const page = await context.newPage();
  page.on('response', (response) => {
    if (response.status() >= 400)
      console.error(`  ${condition.name}: ${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('pageerror', (error) => console.error(`  ${condition.name}: page error ${error.message}`));
  await applyConditions(page, condition.throttle);
  const timings: Timing[] = [];
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    const timing = await run(page, questionKeys, condition.throttle).catch(async (error: unknown) => {
      const screen = (
        await page
          .locator('body')
          .innerText()
          .catch(() => '')
      )
        .replace(/\s+/g, ' ')
        .slice(0, 1500);
      throw new Error(`${condition.name}, run ${i + 1}: ${String(error)}\n  at ${page.url()}, showing: ${screen}`);
    });
    if (i >= WARM_UP) timings.push(timing);
  }
  await context.close();
  const times = timings.map((t) => t.painted - t.clicked).sort((a, b) => a - b);
  return { condition, times, timings } satisfies Measured;
}

function report(results: Measured[]) {
  console.log(
    `\nClick on "${LABELS.complete}" to the score painted on /results/<id> (${RUNS} runs each after ${WARM_UP} warm-up;` +
      ` HTTP cache ${KEEP_CACHE ? 'kept' : 'off: a first completion'}; load average ${loadavg()[0]?.toFixed(1)}` +
      ` on ${availableParallelism()} cores, the server and the browser on the same machine):`,
  );
  const columns = ['condition', 'runs', 'p50', 'p95', 'max', 'goal (p95)', ''];
  const rows = results.map(({ condition, times }) => {
    const p95 = percentile(times, 0.95);
    return [
      condition.name,
      String(times.length),
      ms(percentile(times, 0.5)),
      ms(p95),
      ms(times.at(-1) ?? 0),
      `≤ ${ms(condition.goalP95Ms)}`,
      p95 <= condition.goalP95Ms ? 'met' : 'NOT met',
    ];
  });
  const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((r) => r[i]?.length ?? 0)));
  for (const row of [columns, ...rows])
    console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}`);

  // Where the time goes: medians of when each step's last answer arrived, counted from the click.
  console.log(
    '\nMedians, ms after the click (— when no such request was made):\n' +
      '  condition  completion answered · results code asked → loaded · record asked → read · score committed · painted',
  );
  for (const { condition, timings } of results) {
    const median = (pick: (t: Timing) => number) =>
      Math.round(
        percentile(
          timings.map(pick).sort((a, b) => a - b),
          0.5,
        ),
      );
    const step = (pick: (t: Timing) => number) => (median(pick) > 0 ? String(median(pick)) : '—');
    console.log(
      `  ${condition.name.padEnd(10)} ${step((t) => t.requests.complete)} · ` +
        `${step((t) => t.requests.chunksAsked)} → ${step((t) => t.requests.chunks)} · ` +
        `${step((t) => t.requests.recordAsked)} → ${step((t) => t.requests.record)} · ` +
        `${median((t) => t.committed - t.clicked)} · ${median((t) => t.painted - t.clicked)}`,
    );
  }
}

buildWeb();
const server = await serveBuild(PORT, 'bench-score');
let broken = false;
try {
  const questionKeys = await createAccount();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results: Measured[] = [];
    for (const condition of CONDITIONS) results.push(await measure(browser, questionKeys, condition));
    report(results);
  } finally {
    await browser.close();
  }
} catch (error) {
  broken = true;
  console.error(error);
} finally {
  server.stop();
}
process.exit(broken ? 1 : 0);
