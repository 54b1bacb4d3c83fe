import { z } from 'zod';

// The store's Content-Security-Policy forbids eval. Without this, zod's first parse probes for it
// with `new Function`, which the browser reports as a policy violation (an error in DevTools'
// Issues panel and a best-practices point in Lighthouse), and then parses jitless anyway.
z.config({ jitless: true });
