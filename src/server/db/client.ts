import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PrivateNodeFS, securePrivateData } from './private-files.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** Both engines expose the same Drizzle API; code above this module never knows which one it has. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Applies pending migrations (drizzle-kit output), idempotent. */
  migrate(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => ping(db),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export function fromPostgres(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

/**
 * Brings the schema up to date before the server serves (ASVS 13.2.2). With `databaseMigrationUrl` the
 * migrations run as that role, which owns the schema, and the server's own role (DATABASE_URL's user)
 * is granted what serving needs and nothing more: reading and writing rows, appending to the audit log
 * only. It can then neither alter the schema nor drop the audit log's guard. Without it, the server's
 * role migrates (and so owns) the schema itself.
 */
export async function migrateDatabase(
  database: Database,
  options: { databaseUrl?: string | undefined; databaseMigrationUrl?: string | undefined },
): Promise<void> {
  if (!options.databaseMigrationUrl || !options.databaseUrl) return database.migrate();
  const owner = fromPostgres(options.databaseMigrationUrl, 1);
  try {
    await owner.migrate();
    const server = sql.identifier(decodeURIComponent(new URL(options.databaseUrl).username));
    await owner.db.transaction(async (tx) => {
      await tx.execute(sql`grant usage on schema public to ${server}`);
      await tx.execute(sql`grant select, insert, update, delete on all tables in schema public to ${server}`);
      await tx.execute(sql`grant usage, select on all sequences in schema public to ${server}`);
      // Written once and kept (migration 0020): the server appends and reads. An account's deletion
      // still empties the names on its lines: PostgreSQL runs ON DELETE SET NULL as the table's owner.
      await tx.execute(sql`revoke update, delete, truncate on audit_log from ${server}`);
    });
  } finally {
    await owner.close();
  }
}

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite kept in `dataDir/pgdata`, readable by the
 * server's own account only: DATA_DIR and its files are tightened first (earlier versions left them
 * open), and every file the engine makes is created owner-only.
 */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl);
  securePrivateData(options.dataDir);
  const dir = path.join(options.dataDir, 'pgdata');
  return fromPglite(await PGlite.create({ fs: new PrivateNodeFS(dir) }));
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
