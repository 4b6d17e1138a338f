import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const web = path.resolve(import.meta.dirname, 'src/web');

// The SPA lives in src/web and builds to dist/web, which the Node server serves.
// In development (npm run dev) Vite serves the pages and forwards /api to the Node server.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The app, and the islands script of the prerendered public pages (decision 043); the prerender
    // (scripts/prerender.ts) finds the latter's file and imports in the manifest.
    manifest: true,
    rolldownOptions: {
      input: { index: path.join(web, 'index.html'), islands: path.join(web, 'islands/main.ts') },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
