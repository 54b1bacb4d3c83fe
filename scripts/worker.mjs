// `npm run worker`: build what changed, then run a worker process (src/server/worker.ts). Its
// signals are passed on, so stopping npm stops the worker cleanly rather than orphaning it.
import { ensureBuilt } from './lib/prepare.mjs';
import { serveBuilt } from './lib/serve-built.mjs';
import { onWantedNode } from './lib/wanted-node.mjs';

await onWantedNode();

await ensureBuilt();
await serveBuilt('dist/server/worker.js');
