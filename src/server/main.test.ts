import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, inject, it } from 'vitest';

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  return port;
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Wifaq is listening')) resolve();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`server exited early (${code}): ${output}`)));
  });
  listening.catch(() => {}); // a test that expects the start to fail does not await it
  return { child, listening, output: () => output };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

// One engine is enough: this is about the process, not the database.
// A real server process on a new database on disk (initdb, every migration, a sign-up, a shutdown):
// about 13 s alone, more beside other test files on two cores.
describe.skipIf(inject('dbEngine') !== 'pglite')('the server process', { timeout: 60_000 }, () => {
  it('refuses to start with bad configuration and says what is wrong', async () => {
    const { child, output } = startServer({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://nope',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wifaq-')),
    });
    expect(await exited(child)).toBe(1);
    expect(output()).toContain('Wifaq cannot start');
    expect(output()).toMatch(/PORT/);
    expect(output()).toMatch(/DATABASE_URL/);
  });

  it('finishes a request in flight on SIGTERM, then closes the database cleanly', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wifaq-'));
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    await server.listening;
    const stopped = exited(server.child);

    // Start a sign-up whose body is still arriving when the signal comes.
    const body = JSON.stringify({
      name: 'In Flight',
      email: 'inflight@example.test',
      password: 'long enough 1',
      consent: true,
    });
    const request = http.request({
      port,
      method: 'POST',
      path: '/api/auth/sign-up/email',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        origin: `http://localhost:${port}`,
        expect: '100-continue',
      },
    });
    const response = once(request, 'response') as Promise<[http.IncomingMessage]>;
    // "100 Continue" proves the server has parsed the headers: the request is in flight.
    const inFlight = once(request, 'continue');
    request.flushHeaders();
    await inFlight;
    server.child.kill('SIGTERM');
    await waitFor(() => server.output().includes('shutting down'));
    request.end(body);

    const [res] = await response;
    expect(res.statusCode).toBe(200);
    res.resume();
    expect(await stopped).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');

    // Nothing the server wrote is open to other local accounts: DATA_DIR, the secret, every database file.
    const loose = execFileSync('find', [dataDir, '-perm', '/077'], { encoding: 'utf8' });
    expect(loose).toBe('');

    // The answer given during shutdown was kept, and the embedded database reopens cleanly.
    const db = await PGlite.create(path.join(dataDir, 'pgdata'));
    const rows = await db.query<{ email: string }>('select email from users');
    expect(rows.rows.map((r) => r.email)).toEqual(['inflight@example.test']);
    await db.close();
  });
});

async function waitFor(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}
