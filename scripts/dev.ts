/** `npm run dev`: the API server and Vite's dev server (with hot reload) side by side. */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn(process.execPath, ['--watch', path.join(root, 'src/server/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    // Vite's page, under each name of this machine a newcomer may open it by.
    env: {
      ...process.env,
      TRUSTED_ORIGINS: ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:5173`).join(','),
    },
  }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
