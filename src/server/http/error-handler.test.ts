import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { contactMessages, profiles, user } from '../db/schema.ts';
import { createTestDatabase } from '../testing/test-db.ts';
import { handleError } from './error-handler.ts';

/**
 * A failed query must not carry what people typed into the log: Drizzle's message lists the
 * parameters, and PostgreSQL's own message and detail can quote a value. Only codes and names go.
 */

const lines: string[] = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  }),
);

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => {
  lines.length = 0;
});

const SECRET_NAME = 'Mariam Secret-Name';
const SECRET_EMAIL = 'secret-person@example.test';
const SECRET_NOTE = 'what I told nobody';
const SECRET_NUMBER = 'forty-two-secret';

function appThat(fail: () => Promise<unknown>) {
  const app = new Hono().get('/fail', async (c) => c.json(await fail()));
  app.onError(handleError(logger, database.db));
  return app;
}

async function logOf(fail: () => Promise<unknown>) {
  const response = await appThat(fail).request('/fail');
  expect(response.status).toBe(500);
  expect(await response.json()).toEqual({ error: { code: 'internal', message: expect.any(String) } });
  expect(lines).toHaveLength(1);
  return { text: lines.join(''), entry: JSON.parse(lines[0] as string) as { err: Record<string, unknown> } };
}

const expectNoSecrets = (text: string) => {
  for (const secret of [SECRET_NAME, SECRET_EMAIL, SECRET_NOTE, SECRET_NUMBER, 'params']) {
    expect(text).not.toContain(secret);
  }
};

describe('the log of a failed query', () => {
  it('names a NUL byte failure by its code, never the values sent', async () => {
    const { text, entry } = await logOf(() =>
      database.db
        .insert(contactMessages)
        .values({ name: `${SECRET_NAME}\u0000`, email: SECRET_EMAIL, message: SECRET_NOTE }),
    );
    expectNoSecrets(text);
    expect(entry.err.code).toMatch(/^[0-9A-Z]{5}$/);
    expect(entry.err.stack).toMatch(/^\s+at /);
  });

  it('names a unique violation by its constraint, without the duplicate value PostgreSQL quotes', async () => {
    const row = () => ({ id: randomUUID(), name: SECRET_NAME, email: SECRET_EMAIL });
    await database.db.insert(user).values(row());
    const { text, entry } = await logOf(() => database.db.insert(user).values(row()));
    expectNoSecrets(text);
    expect(entry.err).toMatchObject({ code: '23505', constraint: expect.stringContaining('email') });
  });

  it('leaves out a value PostgreSQL repeats in its own message (a failed cast)', async () => {
    const { text, entry } = await logOf(() => database.db.execute(sql`select ${SECRET_NUMBER}::int as n`));
    expectNoSecrets(text);
    expect(entry.err.code).toBe('22P02');
  });

  it('names a missing reference by table and constraint', async () => {
    const { text, entry } = await logOf(() =>
      database.db.insert(profiles).values({ id: randomUUID(), email: SECRET_EMAIL, full_name: SECRET_NAME }),
    );
    expectNoSecrets(text);
    expect(entry.err).toMatchObject({ code: '23503', table: 'profiles' });
  });

  it('still logs a programming error in full', async () => {
    const { entry } = await logOf(async () => {
      throw new TypeError('cannot read properties of undefined');
    });
    expect(entry.err).toMatchObject({ name: 'TypeError', message: 'cannot read properties of undefined' });
    expect(entry.err.stack).toContain('TypeError');
  });
});
