import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';
import { FAKE_PRICES } from './src/server/testing/fake-stripe.ts';

// E2E_PORT moves all three servers and their data directories, so two runs on one machine (two checkouts,
// or two people in one checkout) can go side by side.
const PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://localhost:${PORT}`;
/** A second app instance with an AI provider configured (the local fake), for the insights tests. */
export const AI_APP_PORT = PORT + 1;
export const FAKE_AI_PORT = PORT + 89;
/** A third instance with PLANS_MODE=billing and Stripe (the local fake): upgrade paths and payments. */
export const BILLING_APP_PORT = PORT + 2;
export const FAKE_STRIPE_PORT = PORT + 88;
/** Each server's throw-away data directory (its mail folder is read by tests/e2e/mail.ts), one set per E2E_PORT. */
export const E2E_DATA_DIRS = {
  main: `.tmp/e2e-data-${PORT}`,
  ai: `.tmp/e2e-data-ai-${PORT}`,
  billing: `.tmp/e2e-data-billing-${PORT}`,
};
const STRIPE_SECRET_KEY = 'sk_test_e2e_local_fake';
const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_local_fake';

const serverEnv = {
  TRUSTED_PROXIES: '127.0.0.1,::1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
};

/**
 * One app instance on its own port and throw-away data directory. `seedOperators`: the operators of
 * tests/e2e/operators.ts are made before the server opens the embedded database (one process at a time).
 */
function appServer(port: number, dataDir: string, env: Record<string, string> = {}, seedOperators = false) {
  const seed = seedOperators ? 'node tests/e2e/seed-operator.ts && ' : '';
  return {
    command: `rm -rf ${dataDir} && ${seed}node src/server/main.ts`,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { ...serverEnv, PORT: String(port), DATA_DIR: dataDir, ...env },
  };
}

/** A local fake of an outside service, started by its script with these arguments. */
const fakeServer = (script: string, port: number, args: string[] = []) => ({
  command: `node ${script} ${[port, ...args].join(' ')}`,
  port,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/**
 * End-to-end tests drive Debian's Chromium against the real server (built SPA, embedded database in a
 * throw-away data directory). Loopback is a trusted proxy here so each test can present its own client
 * address and rate limits count per test, as they count per visitor in production.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.tmp/results/playwright.json' }]] : [['list']],
  // Two cores run two browsers and two servers: a multi-step flow with three axe scans can pass 30 s
  // when the other worker is busy (CI 2026-11-23: sign-up timed out on its last request). A hung step
  // still fails on the 10 s expect timeout; this bounds the whole test.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // The service worker (decision 064) serves the build's files from its cache, where `page.route`
    // cannot see them: the specs that hold back or fail a chunk would pass without testing anything.
    // pwa.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    appServer(PORT, E2E_DATA_DIRS.main, {}, true),
    fakeServer('tests/e2e/fake-openai-server.ts', FAKE_AI_PORT),
    appServer(AI_APP_PORT, E2E_DATA_DIRS.ai, {
      AI_API_KEY: 'sk-e2e-local-fake',
      AI_BASE_URL: `http://127.0.0.1:${FAKE_AI_PORT}/v1`,
      AI_MODEL: 'e2e-model',
      AI_TIMEOUT_MS: '20000',
      AI_MAX_RETRIES: '0',
    }),
    fakeServer('tests/e2e/fake-stripe-server.ts', FAKE_STRIPE_PORT, [
      `http://localhost:${BILLING_APP_PORT}/api/billing/webhook`,
      STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET,
    ]),
    appServer(
      BILLING_APP_PORT,
      E2E_DATA_DIRS.billing,
      {
        PLANS_MODE: 'billing',
        STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_BASE: `http://127.0.0.1:${FAKE_STRIPE_PORT}`,
        ...FAKE_PRICES,
      },
      true,
    ),
  ],
});
