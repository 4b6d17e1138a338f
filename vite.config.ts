import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const web = path.resolve(import.meta.dirname, 'src/web');

// The SPA lives in src/web and builds to dist/web, which the Node server serves.
// In development (npm run dev) Vite serves the pages and forwards /api to the Node server.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    // The service worker (src/web/sw.ts, decision 064): this plugin bundles it with its Workbox modules
    // into dist/web/sw.js. The precache list is written in by scripts/prerender.ts, after the offline
    // pages exist (hence no injection point here); the manifest is the server's, per language; the app
    // registers the worker itself (lib/service-worker.ts).
    VitePWA({
      disable: isSsrBuild === true,
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      manifest: false,
      injectRegister: false,
      injectManifest: { injectionPoint: undefined, rollupFormat: 'iife' },
    }),
  ],
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
