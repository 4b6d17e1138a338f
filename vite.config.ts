import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const web = path.resolve(import.meta.dirname, 'src/web');

// The SPA lives in src/web and builds to dist/web, which the Node server serves.
// In development (npm run dev) Vite serves the pages and forwards /api to the Node server.
export default defineConfig(({ isSsrBuild }) => ({
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
    rolldownOptions: isSsrBuild
      ? // The prerender (scripts/prerender.ts) runs once in Node: one file, no chunks. Split, it warned that
        // the pages it imports are also the router's lazy chunks (INEFFECTIVE_DYNAMIC_IMPORT), which only
        // matters to the browser's build.
        { output: { codeSplitting: false } }
      : { input: { index: path.join(web, 'index.html'), islands: path.join(web, 'islands/main.ts') } },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
