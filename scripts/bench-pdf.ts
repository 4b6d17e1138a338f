/**
 * `npm run bench:pdf`: how long the server takes to render a report PDF (the two-page sample
 * documents), and how long one render holds the event loop, during which the server answers no
 * other request. Prints, for each language, the first render of the process (fonts not yet loaded),
 * then the median and p95 of RUNS renders after a warm-up, the longest event-loop stall and the size.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Language } from '../src/domain/language.ts';
import { renderReportPdf } from '../src/server/reports/pdf.ts';
import { sampleReportDocument } from '../src/server/reports/sample-documents.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARM_UP = 3;
const BUDGET_MS = 1000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
const ms = (value: number) => `${Math.round(value)} ms`;

async function timed(language: Language) {
  const start = performance.now();
  const pdf = await renderReportPdf(sampleReportDocument(language));
  return { ms: performance.now() - start, bytes: pdf.length };
}

let worst = 0;
for (const language of ['en', 'ar'] as const) {
  const cold = await timed(language);
  for (let i = 0; i < WARM_UP; i++) await timed(language);

  // The histogram's timer can only fire between renders' synchronous stretches: its max is the
  // longest time the loop was held.
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
    `${language}: first ${ms(cold.ms)} · median ${ms(percentile(times, 0.5))} · p95 ${ms(p95)} · max ${ms(times.at(-1) ?? 0)} (${RUNS} runs)` +
      ` · event loop held up to ${ms(loop.max / 1e6)} · ${(bytes / 1024).toFixed(1)} KiB`,
  );
}
console.log(worst < BUDGET_MS ? `Within the ${BUDGET_MS} ms budget.` : `Over the ${BUDGET_MS} ms budget.`);
process.exitCode = worst < BUDGET_MS ? 0 : 1;
