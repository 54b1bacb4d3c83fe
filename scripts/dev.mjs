// `npm run dev`: Vite with hot reload on PORT (default 3000), proxying the API to the server,
// which runs from source in watch mode on API_PORT (default 3001).
import { spawn } from 'node:child_process';
import { ensureDependencies } from './lib/prepare.mjs';
import { onWantedNode } from './lib/wanted-node.mjs';

await onWantedNode();

await ensureDependencies();

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
// The browser is on Vite's port: the server's links and its origin check must name that one.
const publicBaseUrl = process.env.PUBLIC_BASE_URL ?? `http://localhost:${port}`;
const children = [
  spawn('node_modules/.bin/tsx', ['watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      PUBLIC_BASE_URL: publicBaseUrl,
    },
  }),
  spawn('node_modules/.bin/vite', ['--port', port, '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
