// `npm run build`: build the web app and the server if their sources changed.
import { ensureBuilt, ensureDependencies } from './lib/prepare.mjs';

await ensureDependencies();
await ensureBuilt();
