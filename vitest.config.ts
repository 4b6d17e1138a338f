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
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // CI also writes JSON so scripts/test-summary.ts can print one closing line for the whole run.
    reporters: process.env.CI ? ['default', ['json', { outputFile: '.tmp/results/vitest.json' }]] : ['default'],
    projects: [
      { test: { name: 'unit', include: ['src/domain/**/*.test.ts', 'src/web/**/*.test.ts'], environment: 'node' } },
      apiProject('pglite'),
      ...(postgres ? [apiProject('postgres')] : []),
    ],
  },
});
