/**
 * `npm run bench:web`: builds the web app, serves the production build, and prints for each public
 * route the JavaScript and CSS (gzip) it loads before it is interactive, then Lighthouse's mobile
 * performance score with LCP, TBT and CLS. Budgets from the public-face issue are checked at the end.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = 3410;
const BASE = `http://localhost:${PORT}`;
const ROUTES = ['/', '/pricing', '/login'];
const BUDGET = { landingJsKb: 150, performance: 0.95, lcpMs: 2000, clsMax: 0.05 };

function build() {
  for (const script of ['node_modules/vite/bin/vite.js', 'scripts/prerender.ts']) {
    const args = script.includes('vite')
      ? [path.join(ROOT, script), 'build', '--logLevel', 'warn']
      : [path.join(ROOT, script)];
    const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

async function serve(): Promise<{ server: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wifaq-bench-'));
  const server = spawn(process.execPath, [path.join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'bench-secret-'.padEnd(48, 'x'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return { server, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

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

build();
const { server, dataDir } = await serve();
let failed = false;
try {
  console.log('route       JS (gzip)   CSS (gzip)  Lighthouse  LCP       TBT      CLS');
  for (const route of ROUTES) {
    const sizes = await weigh(route);
    const lh = await audit(route);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `${route.padEnd(11)} ${kb(sizes.js).padEnd(11)} ${kb(sizes.css).padEnd(11)} ${lh.score.toFixed(2).padEnd(11)} ${`${Math.round(lh.lcp)} ms`.padEnd(9)} ${`${Math.round(lh.tbt)} ms`.padEnd(8)} ${lh.cls.toFixed(3)}`,
    );
    const problems = [
      route === '/' && sizes.js / 1024 > BUDGET.landingJsKb ? `landing JS over ${BUDGET.landingJsKb} KB` : '',
      lh.score < BUDGET.performance ? `performance below ${BUDGET.performance}` : '',
      lh.lcp > BUDGET.lcpMs ? `LCP over ${BUDGET.lcpMs} ms` : '',
      lh.cls > BUDGET.clsMax ? `CLS over ${BUDGET.clsMax}` : '',
    ].filter(Boolean);
    if (problems.length > 0) {
      failed = true;
      console.log(`  over budget: ${problems.join('; ')}`);
    }
  }
  console.log(failed ? 'Budgets: NOT met' : 'Budgets: met');
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
