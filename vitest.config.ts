import { defineConfig } from 'vitest/config';

// The API suite runs on embedded PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const postgres = process.env.TEST_DATABASE_URL;
const apiProject = (engine: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${engine}`,
    include: ['src/server/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/testing/global-setup.ts'],
    provide: { dbEngine: engine },
    // Three files run side by side on two cores; the slowest single tests (a whole privacy sweep with
    // PDFs) take 15 s there. A hung request still fails, just later.
    testTimeout: 40_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker per core minus one: a single worker on the 2-core CI machine, which
    // then idles while PostgreSQL, scrypt and the disk work (a full run used half a core). API test files
    // each have their own database copy, so three run side by side safely.
    maxWorkers: 3,
    // CI also writes JSON so scripts/test-summary.ts can print one closing line for the whole run.
    reporters: process.env.CI ? ['default', ['json', { outputFile: '.tmp/results/vitest.json' }]] : ['default'],
    projects: [
      { test: { name: 'unit', include: ['src/domain/**/*.test.ts', 'src/web/**/*.test.ts'], environment: 'node' } },
      apiProject('pglite'),
      ...(postgres ? [apiProject('postgres')] : []),
    ],
  },
});
