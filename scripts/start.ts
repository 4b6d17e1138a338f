/**
 * `npm start`: builds the web app when it is missing or older than its sources, then runs the server
 * (which creates and migrates the embedded database on first start). No configuration needed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/web/index.html');
const sources = ['src/web', 'src/domain', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p));

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (builtAt === 0 || Math.max(...sources.map(newestChange)) > builtAt) {
  console.log(builtAt === 0 ? 'Building the web app (first start)…' : 'Sources changed: rebuilding the web app…');
  run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
  run(process.execPath, [path.join(root, 'scripts/prerender.ts')]);
}

// Replace this process with the server so signals (SIGTERM on deploys) reach it directly.
const server = spawnSync(process.execPath, [path.join(root, 'src/server/main.ts')], { cwd: root, stdio: 'inherit' });
process.exit(server.status ?? (server.signal ? 0 : 1));
