import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditLog, user } from '../db/schema.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';
import { roleCommand } from './role-command.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const roleOf = async (id: string) =>
  (await ctx.database.db.select({ role: user.role }).from(user).where(eq(user.id, id)))[0]?.role;
const auditOf = (id: string) =>
  ctx.database.db.select().from(auditLog).where(eq(auditLog.target_user_id, id)).orderBy(auditLog.created_at);

describe('admin:age (decision 057)', () => {
  it('corrects an age the person cannot raise themselves, lifts the wait, and audits both ages', async () => {
    const teen = new TestClient(ctx);
    const account = await teen.signUp();
    expect((await teen.request('/api/profile', { method: 'PATCH', json: { age: 15 } })).status).toBe(200);
    expect((await teen.request('/api/profile', { method: 'PATCH', json: { age: 25 } })).status).toBe(409);
    const result = await roleCommand(['age', account.email, '25'], ctx.database.db);
    expect(result).toEqual({ code: 0, message: `${account.email}: age 15 → 25 (in the audit log).` });
    expect((await teen.json<{ age: number }>('/api/profile')).body.age).toBe(25);
    expect(await auditOf(account.id)).toMatchObject([
      { action: 'profile.age_correct', actor_id: null, details: { from: 15, to: 25, via: 'command' } },
    ]);
    for (const argv of [
      ['age', account.email],
      ['age', account.email, '12'],
      ['age', account.email, 'x'],
    ])
      expect((await roleCommand(argv, ctx.database.db)).code).toBe(2);
    expect((await roleCommand(['age', 'nobody@example.test', '20'], ctx.database.db)).code).toBe(1);
  });
});

describe('admin:grant and admin:revoke', () => {
  it('grants by address in any case, says so, and audits it with no actor (the command line)', async () => {
    const account = await new TestClient(ctx).signUp();
    const result = await roleCommand(['grant', `  ${account.email.toUpperCase()} `], ctx.database.db);
    expect(result).toEqual({ code: 0, message: `${account.email} is an operator (the change is in the audit log).` });
    expect(await roleOf(account.id)).toBe('operator');
    expect(await auditOf(account.id)).toMatchObject([
      { action: 'role.grant', actor_id: null, details: { changed: true, via: 'command' } },
    ]);
  });

  it('changes nothing for a second grant but records it; revoke takes the role back', async () => {
    const account = await new TestClient(ctx).signUp();
    await roleCommand(['grant', account.email], ctx.database.db);
    const again = await roleCommand(['grant', account.email], ctx.database.db);
    expect(again.code).toBe(0);
    expect(again.message).toContain('was already an operator; nothing changed');
    const revoked = await roleCommand(['revoke', account.email], ctx.database.db);
    expect(revoked).toEqual({
      code: 0,
      message: `${account.email} is no longer an operator (the change is in the audit log).`,
    });
    expect(await roleOf(account.id)).toBe('member');
    expect((await auditOf(account.id)).map((row) => [row.action, row.details?.changed])).toEqual([
      ['role.grant', true],
      ['role.grant', false],
      ['role.revoke', true],
    ]);
  });

  it('fails for an unknown address, a prefix, or a missing one, and changes nothing', async () => {
    const account = await new TestClient(ctx).signUp();
    const before = await ctx.database.db.select().from(auditLog);
    expect(await roleCommand(['grant', 'nobody@example.test'], ctx.database.db)).toEqual({
      code: 1,
      message: 'No account has the address nobody@example.test; nothing changed.',
    });
    // A grant names one account exactly: the start of an address is not an address.
    expect((await roleCommand(['grant', account.email.slice(0, 12)], ctx.database.db)).code).toBe(1);
    expect((await roleCommand(['grant'], ctx.database.db)).code).toBe(2);
    expect((await roleCommand(['promote', account.email], ctx.database.db)).code).toBe(2);
    expect(await roleOf(account.id)).toBe('member');
    expect(await ctx.database.db.select().from(auditLog)).toHaveLength(before.length);
  });
});

const run = async (args: string[], env: Record<string, string>) => {
  const child = spawn(process.execPath, ['scripts/admin-role.ts', ...args], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const [code] = (await once(child, 'exit')) as [number];
  return { code, output };
};

async function listening(server: http.Server) {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

// The command as npm runs it, on the embedded database in a new DATA_DIR (one engine is enough: this is
// about the process). Migrating a new database on disk takes a few seconds each run.
describe.skipIf(inject('dbEngine') !== 'pglite')('the admin-role script', { timeout: 90_000 }, () => {
  it('exits 1 for an unknown address, then grants an account that exists', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wifaq-admin-'));
    // A port nobody listens on: no server is running on this configuration.
    const idle = http.createServer();
    const port = String(await listening(idle));
    idle.close();
    const env = { DATA_DIR: dataDir, PORT: port };

    const unknown = await run(['grant', 'owner@example.test'], env);
    expect(unknown).toEqual({ code: 1, output: 'No account has the address owner@example.test; nothing changed.\n' });

    const db = await PGlite.create(path.join(dataDir, 'pgdata'));
    await db.query(`insert into users (name, email) values ('Owner', 'owner@example.test')`);
    await db.close();

    const granted = await run(['grant', 'Owner@Example.test'], env);
    expect(granted).toEqual({
      code: 0,
      output: 'owner@example.test is an operator (the change is in the audit log).\n',
    });
    const after = await PGlite.create(path.join(dataDir, 'pgdata'));
    const rows = await after.query<{ role: string; action: string }>(
      'select u.role, a.action from users u join audit_log a on a.target_user_id = u.id',
    );
    await after.close();
    expect(rows.rows).toEqual([{ role: 'operator', action: 'role.grant' }]);
  });

  it('refuses to open the embedded database while a server answers on its port', async () => {
    const server = http.createServer((_req, res) => res.end('{"status":"ok"}'));
    const port = String(await listening(server));
    try {
      const result = await run(['grant', 'owner@example.test'], {
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wifaq-admin-')),
        PORT: port,
      });
      expect(result.code).toBe(1);
      expect(result.output).toContain(`The server is running on port ${port}`);
    } finally {
      server.close();
    }
  });
});
