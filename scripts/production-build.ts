/**
 * The production build and a server for it, as the web benchmarks and budgets need them: the built
 * SPA and prerendered pages served by the real server on a port of their own, on a throw-away
 * embedded database.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** `npm run build`: the web app, then the public pages prerendered in both languages. */
export function buildWeb() {
  for (const args of [['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], ['scripts/prerender.ts']]) {
    const [script = '', ...rest] = args;
    const result = spawnSync(process.execPath, [path.join(ROOT, script), ...rest], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

export interface BuildServer {
  base: string;
  stop: () => void;
  /** The server's throw-away DATA_DIR (the seeded operators' sessions are there). */
  dataDir: string;
}

/**
 * Serves dist/web on `port` once `/api/health` answers. Loopback is a trusted proxy, so a script can
 * present its own client addresses (rate limits then count per simulated visitor).
 */
export async function serveBuild(
  port: number,
  name: string,
  { seedOperators = false }: { seedOperators?: boolean } = {},
): Promise<BuildServer> {
  if (!existsSync(path.join(ROOT, 'dist/web/index.html'))) {
    throw new Error('dist/web is missing: run `npm run build` first');
  }
  const base = `http://localhost:${port}`;
  const answering = await fetch(`${base}/api/health`).then(
    () => true,
    () => false,
  );
  if (answering) throw new Error(`port ${port} is taken by another server`);
  const dataDir = mkdtempSync(path.join(tmpdir(), `wifaq-${name}-`));
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    BETTER_AUTH_SECRET: `${name}-secret-`.padEnd(48, 'x'),
    APP_URL: base,
    TRUSTED_PROXIES: '127.0.0.1,::1',
  };
  // The operators of tests/e2e/operators.ts, made before the server opens the embedded database (one
  // process's at a time), as the e2e servers' are.
  if (seedOperators) {
    const seeded = spawnSync(process.execPath, [path.join(ROOT, 'tests/e2e/seed-operator.ts')], { cwd: ROOT, env });
    if (seeded.status !== 0) throw new Error(`seeding the operators failed: ${seeded.stderr}`);
  }
  const server: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error(`the server on port ${port} did not start (is the port taken?)`);
}
