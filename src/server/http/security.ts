import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Stripe.js and its Payment Element, allowed only when live payments are configured. */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};

/**
 * Security headers with a Content-Security-Policy that allows exactly what the app loads: its
 * own scripts and styles (inline styles for animation libraries), its own images plus data: and
 * blob: previews of the shopper's photo, WebAssembly for HEIC conversion in the browser, and
 * API calls to itself; Stripe's hosts only when `stripe` is set.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { stripe: boolean } = { stripe: false },
): Promise<void> {
  const stripe = (kind: keyof typeof STRIPE_SOURCES) =>
    options.stripe ? STRIPE_SOURCES[kind] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...stripe('script')],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...stripe('img')],
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
    // Pages on http://localhost must not be told to upgrade their own requests to https.
    strictTransportSecurity: false,
  });
}
