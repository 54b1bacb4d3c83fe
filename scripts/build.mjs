// `npm run build`: build the web app and the server if their sources changed.
import { ensureBuilt, ensureDependencies } from './lib/prepare.mjs';
import { onWantedNode } from './lib/wanted-node.mjs';

await onWantedNode();

await ensureDependencies();
await ensureBuilt();
