// `npm start`: install what is missing, build what changed, then serve the store.
// Plain Node with no dependencies, because it runs before anything is installed.
import { ensureBuilt, ensureDependencies } from './lib/prepare.mjs';
import { serveBuilt } from './lib/serve-built.mjs';
import { onWantedNode } from './lib/wanted-node.mjs';

await onWantedNode();

await ensureDependencies();
await ensureBuilt();
await serveBuilt('dist/server/main.js');
