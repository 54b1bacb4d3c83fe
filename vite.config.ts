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
  build: { outDir, emptyOutDir: true, sourcemap: 'hidden' },
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
