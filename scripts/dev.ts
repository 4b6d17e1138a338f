/** `npm run dev`: the API server and Vite's dev server (with hot reload) side by side. */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn(process.execPath, ['--watch', path.join(root, 'src/server/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TRUSTED_ORIGINS: 'http://localhost:5173' },
  }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
