import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../db/client.ts';

/**
 * A copy of the migrations folder as it was up to and including `tag`, for tests that build a
 * database as it was before a migration and then apply it. The caller removes the folder.
 */
export function migrationsUntil(tag: string) {
  const folder = mkdtempSync(path.join(tmpdir(), 'wifaq-migrations-'));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/**
 * A new PGlite database as it was after migration `tag`, with these people (id → name) in it, for a
 * test that fills it with rows of that schema and then runs the later migrations. `close` removes it.
 */
export async function databaseAt(tag: string, people: Record<string, string>) {
  const folder = migrationsUntil(tag);
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder: folder });
  for (const [id, name] of Object.entries(people)) {
    await client.query('insert into users (id, name, email) values ($1, $2, $3)', [id, name, `${name}@example.test`]);
  }
  const close = async () => {
    await client.close();
    rmSync(folder, { recursive: true, force: true });
  };
  return { client, close };
}
