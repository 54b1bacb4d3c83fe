import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Stripe.js and its Payment Element, allowed only when live payments are configured. */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};

/**
 * Answers that carry a shopper's order, account or session: no browser or proxy may keep a copy
 * (a shared computer's back button, a caching proxy). Keyed on the path so no route can forget.
 */
const PRIVATE_PREFIXES = ['/api/auth/', '/api/auth-user', '/api/account/', '/api/orders/'];

const isPrivate = (url: string) => PRIVATE_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Security headers with a Content-Security-Policy that allows exactly what the app loads: its
 * own scripts and styles (inline styles for animation libraries), its own images plus data: and
 * blob: previews of the shopper's photo, WebAssembly for HEIC conversion in the browser, and
 * API calls to itself; Stripe's hosts only when `stripe` is set. A store served over https
 * (`publicBaseUrl`) tells browsers to use nothing else for a year.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityOptions = { stripe: false },
): Promise<void> {
  const headers = securityHeaders(helmetOptions(options));
  // The same headers for every answer: worked out once, since building them per request
  // (helmet re-parses its policy each time) cost a job poll 60 % of its throughput. That is
  // also why this is not @fastify/helmet, which runs helmet on every answer.
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  // On send, so a header copied from better-auth's own answer cannot loosen it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isPrivate(request.url)) reply.header('cache-control', 'no-store');
    return payload;
  });
}

interface SecurityOptions {
  stripe: boolean;
  publicBaseUrl?: string;
  /** Media served from elsewhere (a public bucket, a CDN): its images are allowed too. */
  mediaBaseUrl?: string;
}

/** The headers helmet sets for these options, read once from a stand-in response. */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

function helmetOptions(options: SecurityOptions): HelmetOptions {
  const stripe = (kind: keyof typeof STRIPE_SOURCES) =>
    options.stripe ? STRIPE_SOURCES[kind] : [];
  const media = options.mediaBaseUrl ? [new URL(options.mediaBaseUrl).origin] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...stripe('script')],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...media, ...stripe('img')],
        fontSrc: ["'self'", 'data:'],
        // blob: lets the browser read back the shopper's own photo while preparing it.
        connectSrc: ["'self'", 'blob:', ...stripe('connect')],
        frameSrc: options.stripe ? STRIPE_SOURCES.frame : ["'none'"],
        workerSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // The store's own requests keep their Origin (with no-referrer a browser sends
    // `Origin: null` even to its own site, which the origin check must then take on trust
    // from Sec-Fetch-Site); other sites still learn nothing of the page.
    referrerPolicy: { policy: 'same-origin' },
    // Pages on http://localhost must not be told to upgrade their own requests to https.
    strictTransportSecurity: options.publicBaseUrl?.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  };
}
