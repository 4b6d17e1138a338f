/**
 * Prints one closing line, "N passed, N failed", over the Vitest and Playwright runs of `npm test`
 * (both write JSON results when CI is set). A missing results file means that stage did not run.
 */
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;

const vitestFile = '.tmp/results/vitest.json';
if (existsSync(vitestFile)) {
  const v = JSON.parse(readFileSync(vitestFile, 'utf8')) as Record<string, number>;
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
}
const playwrightFile = '.tmp/results/playwright.json';
if (existsSync(playwrightFile)) {
  const p = JSON.parse(readFileSync(playwrightFile, 'utf8')) as { stats?: Record<string, number> };
  passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
  failed += p.stats?.unexpected ?? 0;
  skipped += p.stats?.skipped ?? 0;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
