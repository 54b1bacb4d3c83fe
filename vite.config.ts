import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/lib/precompress.mjs';
import { routePages } from './scripts/lib/route-pages.mjs';

const apiPort = Number(process.env.API_PORT ?? 3001);
const apiTarget = `http://127.0.0.1:${apiPort}`;
// src/web/api/*.ts are the app's own modules, served by Vite under the same /api prefix.
const sourceModule = /\.(?:[cm]?[jt]sx?)(?:\?|$)/;
const api = {
  target: apiTarget,
  bypass: (req: { url?: string }) => (sourceModule.test(req.url ?? '') ? req.url : undefined),
};

const outDir = '../../dist/web';

// Small modules the pages share (the icons, React Query's hooks, formatting helpers). The API
// contracts are not among them: each builds its zod schemas when it loads, and a page should pay
// only for the contracts it speaks (the home page built every back-office schema).
const sharedModule =
  /node_modules[\\/](?:lucide-react|@tanstack[\\/]react-query)[\\/]|src[\\/]shared[\\/](?!api[\\/]|validation[\\/])|src[\\/]web[\\/]ui[\\/](?:nowrap|empty-state|card|page-header|summary-row|input-classes)\./;

/** Brotli and gzip copies of every text asset, written once the bundle is on disk. */
const precompressAssets: Plugin = {
  name: 'precompress-assets',
  apply: 'build',
  async closeBundle() {
    await precompress(new URL('./dist/web', import.meta.url).pathname);
  },
};

// The browser app lives in src/web; the API answers under /api, /media and POST /.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), routePages(), precompressAssets],
  // Source maps stay in the build for debugging, unreferenced and never served (web-app.ts).
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A phone on HTTP/1.1 fetches six files at a time and pays a round trip for each small
          // chunk it waits on, so a page's first paint needs few files: everything the entry
          // imports stays in the entry, and the small modules pages share make one chunk rather
          // than a dozen.
          groups: [
            { name: 'initial', tags: ['$initial'], test: /./ },
            { name: 'shared', test: sharedModule },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': api,
      '/media': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
      // The upload endpoint is POST / (SPEC §7); GET / stays with Vite.
      '^/$': { target: apiTarget, bypass: (req) => (req.method === 'POST' ? undefined : req.url) },
    },
  },
});
