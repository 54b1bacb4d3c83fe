// `npm start`: install what is missing, build what changed, then serve the store.
// Plain Node with no dependencies, because it runs before anything is installed.
import { pathToFileURL } from 'node:url';
import { ensureBuilt, ensureDependencies } from './lib/prepare.mjs';

await ensureDependencies();
await ensureBuilt();
// The server runs in this process, so Ctrl-C reaches it directly and it shuts down cleanly.
await import(pathToFileURL('dist/server/main.js').href);
