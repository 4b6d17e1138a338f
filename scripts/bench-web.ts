import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { buildWeb, serveBuild } from './production-build.ts';

// BENCH_WEB_PORT moves it, as BUDGET_PORT does for the budgets, so two checkouts can run it at once.
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3410);
const BASE = `http://localhost:${PORT}`;
const ROUTES = ['/', '/pricing', '/how-we-score'];
const GOAL = { performance: 0.95, lcpMs: 2000, tbtMs: 200 };
const RUNS = 3;

/** Bytes of JS and CSS a route loads until the network is quiet, measured as gzip. */
async function weigh(route: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const sizes = { js: 0, css: 0 };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then((body) => {
        sizes[type === 'script' ? 'js' : 'css'] += gzipSync(body).length;
      }),
    );
  });
  await page.goto(`${BASE}${route}`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await browser.close();
  return sizes;
}

async function audit(route: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(`${BASE}${route}`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    const lhr = result?.lhr;
    return {
      score: lhr?.categories.performance?.score ?? 0,
      lcp: lhr?.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbt: lhr?.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: lhr?.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART, a NaN score): such a run is taken again. */
async function auditOnce(route: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await audit(route);
    if (Number.isFinite(result.lcp) && Number.isFinite(result.tbt)) return result;
  }
  throw new Error(`Lighthouse could not measure ${route} three times in a row`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

buildWeb();
const server = await serveBuild(PORT, 'bench-web');
try {
  console.log(`route          JS (gzip)   CSS (gzip)  Lighthouse  LCP       TBT      CLS     (median of ${RUNS} runs)`);
  for (const route of ROUTES) {
    const sizes = await weigh(route);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await auditOnce(route));
    const lh = {
      score: median(runs.map((r) => r.score)),
      lcp: median(runs.map((r) => r.lcp)),
      tbt: median(runs.map((r) => r.tbt)),
      cls: median(runs.map((r) => r.cls)),
    };
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `${route.padEnd(14)} ${kb(sizes.js).padEnd(11)} ${kb(sizes.css).padEnd(11)} ${lh.score.toFixed(2).padEnd(11)} ${`${Math.round(lh.lcp)} ms`.padEnd(9)} ${`${Math.round(lh.tbt)} ms`.padEnd(8)} ${lh.cls.toFixed(3)}`,
    );
    const missed = [
      lh.score < GOAL.performance ? `score below ${GOAL.performance}` : '',
      lh.lcp > GOAL.lcpMs ? `LCP over ${GOAL.lcpMs} ms` : '',
      lh.tbt > GOAL.tbtMs ? `TBT over ${GOAL.tbtMs} ms` : '',
    ].filter(Boolean);
    console.log(
      `  ${missed.length > 0 ? `goal not met: ${missed.join('; ')}` : 'goals met'} (runs: ${runs.map((r) => r.score.toFixed(2)).join(', ')})`,
    );
  }
} finally {
  server.stop();
}
