import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3001);
const apiTarget = `http://127.0.0.1:${apiPort}`;
// src/web/api/*.ts are the app's own modules, served by Vite under the same /api prefix.
const sourceModule = /\.(?:[cm]?[jt]sx?)(?:\?|$)/;
const api = {
  target: apiTarget,
  bypass: (req: { url?: string }) => (sourceModule.test(req.url ?? '') ? req.url : undefined),
};

// The browser app lives in src/web; the API answers under /api, /media and POST /.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: true },
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
