/**
 * `npm run bench:pdf`, in two parts (docs/performance.md).
 *
 * 1. What one render costs: the two-page sample documents rendered in this thread. For each language,
 *    the first render of the process (fonts not yet loaded), then the median and p95 of RUNS renders
 *    after a warm-up, the longest the thread was held and the size, against the 1 s target (printed, not gated).
 * 2. What the server does under PDF load: the real app over loopback HTTP (PGlite in a scratch
 *    directory, a port the kernel picks unless BENCH_PDF_PORT says), renders in its worker pool. While
 *    a probe asks GET /api/health every 20 ms, first nothing else (the baseline), then 8 people each
 *    downloading their Arabic report in a loop (8 renders in flight at once), then one account in 8 loops. Prints
 *    PDFs per second, the statuses, and health p50/p95/max. Printed, not gated: timings on a shared
 *    2-core machine are noisy. It fails only on an answer that should never come (a 5xx other than
 *    503 busy, or health not 200).
 *    BENCH_PDF_INLINE=1 renders on the main thread instead, as before decision 020, for comparison.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { findAssessmentType } from '../src/domain/assessment/catalogue.ts';
import type { Language } from '../src/domain/language.ts';
import { createApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { loadEnv } from '../src/server/env.ts';
import { socketClientIp } from '../src/server/http/client-ip.ts';
import { createLogger } from '../src/server/logger.ts';
import { renderReportPdf } from '../src/server/reports/pdf.ts';
import type { PdfPool } from '../src/server/reports/render-pool.ts';
import type { ReportDocument } from '../src/server/reports/report-document.ts';
import { sampleReportDocument } from '../src/server/reports/sample-documents.ts';

const benchStarted = performance.now();
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARM_UP = 3;
const BUDGET_MS = 1000;
/** Length of each phase of part 2. */
const PHASE_MS = Number(process.env.BENCH_PDF_SECONDS ?? 3) * 1000;
const CONCURRENT = 8;
const PROBE_EVERY_MS = 20;
const INLINE = process.env.BENCH_PDF_INLINE === '1';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
const ms = (value: number) => `${Math.round(value)} ms`;
const sleep = (duration: number) => new Promise((resolve) => setTimeout(resolve, duration));

// ---- 1. One render ----

async function timed(language: Language) {
  const start = performance.now();
  const pdf = await renderReportPdf(sampleReportDocument(language));
  return { ms: performance.now() - start, bytes: pdf.length };
}

console.log('One render, in this thread:');
let worst = 0;
for (const language of ['en', 'ar'] as const) {
  const cold = await timed(language);
  for (let i = 0; i < WARM_UP; i++) await timed(language);

  // The histogram's timer can only fire between renders' synchronous stretches: its max is the
  // longest time the thread was held.
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const run = await timed(language);
    times.push(run.ms);
    bytes = run.bytes;
    // Let the histogram's timer run between renders, as other requests would.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  loop.disable();
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 0.95);
  worst = Math.max(worst, cold.ms, p95);
  console.log(
    `  ${language}: first ${ms(cold.ms)} · median ${ms(percentile(times, 0.5))} · p95 ${ms(p95)} · max ${ms(times.at(-1) ?? 0)} (${RUNS} runs)` +
      ` · thread held up to ${ms(loop.max / 1e6)} · ${(bytes / 1024).toFixed(1)} KiB`,
  );
}
console.log(`  ${worst < BUDGET_MS ? 'Within' : 'Over'} the ${BUDGET_MS} ms budget.`);
// A time is a figure, not a gate: it moves with whatever else the machine runs (one CI run shared it with
// other tests at load 10, and a first render took 1,027 ms). The bench fails only when the server misbehaves.
let failed = false;

// ---- 2. The server under PDF load ----

/** Before decision 020: every render on the main thread, no pool limits (decision 051's per person still apply). For comparison only. */
const renderInline = async (doc: ReportDocument) => ({ pdf: new Uint8Array(await renderReportPdf(doc)), threadId: 0 });
const inlinePool: PdfPool = {
  reserve: () => ({ render: renderInline, release: () => {} }),
  render: (doc) => renderInline(doc),
  inFlight: 0,
  close: async () => {},
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'wifaq-bench-pdf-'));
const database = await openDatabase({ dataDir });
await database.migrate();
const env = loadEnv({
  NODE_ENV: 'production',
  BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
  // Only the Origin the requests carry; the server listens on `base` below.
  APP_URL: 'http://localhost:3466',
  DATA_DIR: dataDir,
  // Each person signs up from an address of their own, as they would, through the loopback "proxy".
  TRUSTED_PROXIES: '127.0.0.1,::1',
});
const app = createApp({
  env,
  database,
  logger: createLogger({ logLevel: 'silent' }),
  clientIp: socketClientIp(env.trustedProxies),
  ...(INLINE ? { pdfPool: inlinePool } : {}),
});
const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
  const listening = serve(
    { fetch: app.fetch, hostname: '127.0.0.1', port: Number(process.env.BENCH_PDF_PORT ?? 0) },
    () => resolve(listening),
  );
});
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const origin = env.appUrl;

/** A person with one completed 'values' assessment: the URL of its Arabic report, and their cookie. */
async function personWithReport(i: number) {
  const address = `10.77.${i >> 8}.${(i & 255) + 1}`;
  const headers = { 'content-type': 'application/json', origin, 'x-forwarded-for': address };
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: `Bench ${i}`,
      email: `pdf-${i}-${Date.now()}@example.test`,
      password: 'correct horse 42',
      consent: true,
    }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const created = await fetch(`${base}/api/assessments`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ assessment_type: 'values' }),
  });
  const { id } = (await created.json()) as { id: string };
  const keys = (findAssessmentType('values')?.questions ?? []).flatMap((q) => [`${q.key}_phase1`, `${q.key}_phase2`]);
  const completed = await fetch(`${base}/api/assessments/${id}/complete`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ responses: Object.fromEntries(keys.map((key, n) => [key, (n % 5) + 1])) }),
  });
  if (!completed.ok) throw new Error(`complete failed: ${completed.status}`);
  return { url: `${base}/api/assessments/${id}/report.pdf?language=ar&tz=Asia/Riyadh`, cookie };
}

const people = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => personWithReport(i)));

/** GET /api/health every PROBE_EVERY_MS until `until` resolves: the latencies, sorted. */
async function probeHealth(until: Promise<unknown>) {
  let done = false;
  void until.then(() => {
    done = true;
  });
  const times: number[] = [];
  while (!done) {
    const start = performance.now();
    const response = await fetch(`${base}/api/health`);
    await response.arrayBuffer();
    times.push(performance.now() - start);
    if (response.status !== 200) {
      console.log(`  health answered ${response.status}`);
      failed = true;
    }
    await sleep(PROBE_EVERY_MS);
  }
  return times.sort((a, b) => a - b);
}

interface Load {
  pdfs: number;
  statuses: Map<number, number>;
  pdfTimes: number[];
}

/** One loop per entry, each asking for that report again as soon as the last answer came, for PHASE_MS. */
async function downloads(loops: { url: string; cookie: string }[]): Promise<Load> {
  const deadline = performance.now() + PHASE_MS;
  const load: Load = { pdfs: 0, statuses: new Map(), pdfTimes: [] };
  await Promise.all(
    loops.map(async ({ url, cookie }) => {
      while (performance.now() < deadline) {
        const start = performance.now();
        const response = await fetch(url, { headers: { cookie, 'accept-language': 'ar' } });
        await response.arrayBuffer();
        load.statuses.set(response.status, (load.statuses.get(response.status) ?? 0) + 1);
        if (response.status === 200) {
          load.pdfs++;
          load.pdfTimes.push(performance.now() - start);
        } else if (response.status >= 500 && response.status !== 503) {
          failed = true;
        }
      }
    }),
  );
  load.pdfTimes.sort((a, b) => a - b);
  return load;
}

const healthLine = (times: number[]) =>
  `health p50 ${ms(percentile(times, 0.5))} · p95 ${ms(percentile(times, 0.95))} · max ${ms(times.at(-1) ?? 0)} (${times.length} probes)`;
const loadLine = (load: Load) => {
  const statuses = [...load.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${n}×${status}`);
  return (
    `${load.pdfs} PDFs (${(load.pdfs / (PHASE_MS / 1000)).toFixed(1)}/s), PDF p50 ${ms(percentile(load.pdfTimes, 0.5))}` +
    ` p95 ${ms(percentile(load.pdfTimes, 0.95))} · answers ${statuses.join(', ')}`
  );
};

console.log(
  `The server under PDF load (${base}, renders ${INLINE ? 'on the main thread: BENCH_PDF_INLINE' : 'in the worker pool'}, ${PHASE_MS / 1000} s each;` +
    ` load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores):`,
);
// One render first, so the pool's worker has started and loaded its fonts.
await (await fetch(people[0]?.url ?? '', { headers: { cookie: people[0]?.cookie ?? '' } })).arrayBuffer();

const quiet = sleep(PHASE_MS);
console.log(`  quiet: ${healthLine(await probeHealth(quiet))}`);

const spread = downloads(people);
const spreadHealth = await probeHealth(spread);
console.log(`  ${CONCURRENT} people at once: ${loadLine(await spread)}\n    ${healthLine(spreadHealth)}`);

const onePerson = people[0] ?? { url: '', cookie: '' };
const single = downloads(Array.from({ length: CONCURRENT }, () => onePerson));
const singleHealth = await probeHealth(single);
console.log(`  one account, ${CONCURRENT} loops: ${loadLine(await single)}\n    ${healthLine(singleHealth)}`);

await new Promise((resolve) => server.close(() => resolve(undefined)));
await app.pdfPool.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(`Done in ${((performance.now() - benchStarted) / 1000).toFixed(1)} s.`);
process.exitCode = failed ? 1 : 0;
