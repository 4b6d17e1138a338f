import path from 'node:path';

/** Where the migrated templates live; built once per test run by global-setup.ts. */
export const PGLITE_TEMPLATE = path.resolve('.tmp/test-templates/pglite.tar.gz');
export const POSTGRES_TEMPLATE_DB = 'wifaq_test_template';

export function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}
