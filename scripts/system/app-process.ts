import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** One app instance as production runs it: `node src/server/main.ts` with its own port. */
export interface AppProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function startApp(options: { port: number; env: Record<string, string> }): Promise<AppProcess> {
  const url = `http://localhost:${options.port}`;
  const child = spawn(process.execPath, [path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(options.port), LOG_LEVEL: 'error', ...options.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app on ${options.port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`app on ${options.port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    child,
    stop: () =>
      new Promise((resolve) => {
        // Already gone, by its own exit or a signal (the jobs test kills one with SIGKILL).
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A browser-like caller: its own address (through the trusted local proxy) and cookie jar. */
export class Caller {
  private cookies = new Map<string, string>();
  readonly ip: string;
  constructor(ip: string) {
    this.ip = ip;
  }

  async request(base: string, pathname: string, init: { method?: string; json?: unknown; origin?: string } = {}) {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, origin: init.origin ?? base };
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${base}${pathname}`, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      this.cookies.set(name.trim(), value.join('='));
    }
    return response;
  }
}
