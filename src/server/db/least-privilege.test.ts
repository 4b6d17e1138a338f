import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { databaseUrl } from '../testing/templates.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';
import { makeOperator } from '../testing/two-factor.ts';
import { fromPostgres, migrateDatabase } from './client.ts';
import { auditLog } from './schema.ts';

/**
 * The server's database role needs no more than rows (ASVS 13.2.2): with DATABASE_MIGRATION_URL the
 * schema is migrated, and owned, by another role, and the server's role is granted reading and writing
 * rows only. PostgreSQL only: PGlite has one role, and runs inside the server's process.
 */
const base = process.env.TEST_DATABASE_URL ?? '';
const tag = randomBytes(4).toString('hex');
const OWNER = `wifaq_owner_${tag}`;
const SERVER = `wifaq_server_${tag}`;
const NAME = `wifaq_roles_${tag}`;
const urlAs = (role: string) => {
  const url = new URL(databaseUrl(base, NAME));
  url.username = role;
  url.password = '';
  return url.toString();
};

async function asSuperuser(statement: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The SQLSTATE of a refused statement (drizzle wraps the driver's error in `cause`). */
async function refusal(statement: Promise<unknown>) {
  try {
    await statement;
  } catch (error) {
    return ((error as { cause?: { code?: string } }).cause ?? (error as { code?: string })).code;
  }
  return 'not refused';
}

describe.runIf(inject('dbEngine') === 'postgres')('a server role that can only read and write rows', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    await asSuperuser(`create role ${OWNER} login`);
    await asSuperuser(`create role ${SERVER} login`);
    // An empty database the owner role owns (and so its public schema); the server role may only connect.
    await asSuperuser(`create database ${NAME} owner ${OWNER}`);
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: '.tmp/test-data',
      DATABASE_URL: urlAs(SERVER),
      DATABASE_MIGRATION_URL: urlAs(OWNER),
    });
    const database = fromPostgres(urlAs(SERVER), 4);
    // What main.ts does at start; a second start finds nothing to migrate and grants the same again.
    await migrateDatabase(database, env);
    await migrateDatabase(database, env);
    ctx = await createTestApp({}, { database });
  });
  afterAll(async () => {
    await ctx?.close();
    await asSuperuser(`drop database if exists ${NAME} with (force)`);
    await asSuperuser(`drop role if exists ${SERVER}`);
    await asSuperuser(`drop role if exists ${OWNER}`);
  });

  it('serves people as ever: sign-up, an assessment begun, an operator audited, an account deleted', async () => {
    const client = new TestClient(ctx);
    await client.signUp();
    const started = await client.json<{ id: string }>('/api/assessments', { json: { assessment_type: 'values' } });
    expect(started.status).toBe(201);
    const person = await client.json<{ id: string }>('/api/profile');
    const operator = new TestClient(ctx);
    await makeOperator(ctx, operator, await operator.signUp());
    expect((await operator.json(`/api/admin/people/${person.body.id}`)).status).toBe(200);
    expect(
      await ctx.database.db.select().from(auditLog).where(eq(auditLog.target_user_id, person.body.id)),
    ).toHaveLength(1);
    // Deleting an account still empties its name on audit lines (the owner's foreign key does it).
    const removed = await client.json('/api/account/delete', { json: { password: 'correct horse 42' } });
    expect(removed.status).toBe(200);
  });

  it('cannot change the schema, nor change or remove an audit line, nor reach the migrations', async () => {
    const db = ctx.database.db;
    const who = (await db.execute(sql`select current_user as role`)) as unknown as { rows: { role: string }[] };
    expect(who.rows[0]?.role).toBe(SERVER);
    const attempts: [string, ReturnType<typeof sql>][] = [
      ['create a table', sql`create table intruder (id int)`],
      ['alter a table', sql`alter table users add column intruder text`],
      ['drop the audit log', sql`drop table audit_log`],
      ["drop the audit log's guard", sql`drop trigger audit_log_append_only on audit_log`],
      ['change an audit line', sql`update audit_log set action = 'contact.read'`],
      ['remove audit lines', sql`delete from audit_log`],
      ['empty the audit log', sql`truncate audit_log`],
      ['read the migrations', sql`select * from drizzle.__drizzle_migrations`],
    ];
    for (const [what, statement] of attempts) expect(await refusal(db.execute(statement)), what).toBe('42501');
  });
});
