import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, fromPglite, fromPostgres } from '../db/client.ts';
import { databaseUrl, PGLITE_TEMPLATE, POSTGRES_TEMPLATE_DB } from './templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dbEngine: 'pglite' | 'postgres';
  }
}

/** A fresh, migrated database of the engine this test project runs on; closing it throws it away. */
export async function createTestDatabase(): Promise<Database> {
  if (inject('dbEngine') === 'postgres') return createPostgresCopy();
  const dump = new Blob([readFileSync(PGLITE_TEMPLATE)]);
  return fromPglite(await PGlite.create({ loadDataDir: dump }));
}

async function createPostgresCopy(): Promise<Database> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const name = `wifaq_test_${randomBytes(6).toString('hex')}`;
  await admin(base, `create database ${name} template ${POSTGRES_TEMPLATE_DB}`);
  const database = fromPostgres(databaseUrl(base, name), 4);
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin(base, `drop database if exists ${name} with (force)`);
    },
  };
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Copies of one template made at the same moment can collide; a short retry settles it.
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(statement);
        return;
      } catch (error) {
        if (attempt >= 20 || !String(error).includes('being accessed by other users')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * (attempt + 1)));
      }
    }
  } finally {
    await client.end();
  }
}
