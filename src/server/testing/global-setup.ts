import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPglite, fromPostgres } from '../db/client.ts';
import { databaseUrl, PGLITE_TEMPLATE, POSTGRES_TEMPLATE_DB } from './templates.ts';

/**
 * Migrates one template per engine, once per run. Each test file then starts from a copy: loading a
 * PGlite data-dir dump (~1 s instead of a 3-5 s initdb) or CREATE DATABASE … TEMPLATE on PostgreSQL.
 */
export default async function setup() {
  const client = await PGlite.create();
  await fromPglite(client).migrate();
  const dump = await client.dumpDataDir('gzip');
  mkdirSync(path.dirname(PGLITE_TEMPLATE), { recursive: true });
  writeFileSync(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
  await client.close();

  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`drop database if exists ${POSTGRES_TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${POSTGRES_TEMPLATE_DB}`);
    await admin.end();
    const template = fromPostgres(databaseUrl(base, POSTGRES_TEMPLATE_DB), 1);
    await template.migrate();
    await template.close();
  }
}
