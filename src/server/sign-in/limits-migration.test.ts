import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, it } from 'vitest';
import { fromPglite } from '../db/client.ts';
import { migrationsUntil } from '../testing/migrations.ts';

/** Migration 0010: limit rows keyed by an unsalted hash of an email are forgotten; the others stay. */
const dir = migrationsUntil('0009_milestone_shared_link');
const client = await PGlite.create();
afterAll(async () => {
  await client.close();
  rmSync(dir, { recursive: true, force: true });
});

it('forgets the old unsalted email hashes and keeps every other limit', async () => {
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { drizzle } = await import('drizzle-orm/pglite');
  await migrate(drizzle({ client }), { migrationsFolder: dir });
  await client.query(
    `insert into request_limits (key, window_start, count) values
      ('signin-fail:0a1b2c', now(), 3), ('contact:10.0.0.1', now(), 2), ('security:10.0.0.2', now(), 1)`,
  );
  await fromPglite(client).migrate();
  const { rows } = await client.query<{ key: string }>('select key from request_limits order by key');
  expect(rows.map((r) => r.key)).toEqual(['contact:10.0.0.1', 'security:10.0.0.2']);
});
