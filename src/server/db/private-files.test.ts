import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './client.ts';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
const scratch = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wifaq-private-'));
  made.push(dir);
  return dir;
};

/** Every path under `root` (itself included) with a group or other permission bit, and how many were looked at. */
function looseModes(root: string) {
  const loose: string[] = [];
  let seen = 0;
  const walk = (target: string) => {
    seen++;
    const stats = statSync(target);
    if (stats.mode & 0o077) loose.push(`${(stats.mode & 0o777).toString(8)} ${path.relative(root, target)}`);
    if (stats.isDirectory()) for (const entry of readdirSync(target)) walk(path.join(target, entry));
  };
  walk(root);
  return { loose, seen };
}

/** Writes a table, so relation files, WAL and the catalogue all change after start. */
async function writeSomething(dataDir: string) {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await database.db.execute(sql`create table if not exists scratch (note text)`);
  await database.db.execute(sql`insert into scratch values ('private note')`);
  await database.db.execute(sql`checkpoint`);
  await database.close();
}

// The embedded engine only; PostgreSQL keeps its own files. Each test creates a database on disk and
// runs every migration into it: seconds on a quiet machine, more on two busy cores.
describe.skipIf(inject('dbEngine') !== 'pglite')('the embedded database on disk', { timeout: 60_000 }, () => {
  it('creates DATA_DIR and every file of a new database for its owner only, whatever the umask', async () => {
    const dataDir = path.join(scratch(), 'data');
    const previous = process.umask(0o022); // the usual default, which leaves things world-readable
    try {
      await writeSomething(dataDir);
    } finally {
      process.umask(previous);
    }
    const { loose, seen } = looseModes(dataDir);
    expect(seen).toBeGreaterThan(500);
    expect(loose).toEqual([]);
  });

  it('tightens a data directory that an earlier version left open, and keeps it tight', async () => {
    const dataDir = path.join(scratch(), 'data');
    mkdirSync(dataDir, { mode: 0o755 });
    // What earlier versions left: PGlite's own defaults (files 0666, directories 0755).
    const old = await PGlite.create(path.join(dataDir, 'pgdata'));
    await old.exec(`create table scratch (note text); insert into scratch values ('old note');`);
    await old.close();
    writeFileSync(path.join(dataDir, 'auth-secret'), 'x'.repeat(43), { mode: 0o644 });
    chmodSync(dataDir, 0o755);
    expect(looseModes(dataDir).loose.length).toBeGreaterThan(500);

    await writeSomething(dataDir);

    expect(looseModes(dataDir).loose).toEqual([]);
  });
});
