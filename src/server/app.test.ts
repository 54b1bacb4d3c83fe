import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/lib/precompress.mjs';
import { INTERNAL_ERROR_DETAIL } from './http/errors';
import { startTestApp, type TestApp } from './testing/test-app';
import type { TestServices } from './testing/test-services';

let testApp: TestApp;
let services: TestServices;
let app: FastifyInstance;

async function start(env: Record<string, string> = {}) {
  testApp = await startTestApp(env);
  ({ app, services } = testApp);
}

afterEach(async () => testApp.close());

describe('the app foundation', () => {
  it('answers health and readiness', async () => {
    await start();
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('sends security headers with a strict content security policy', async () => {
    await start();
    const response = await app.inject('/healthz');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id'] ?? response.headers['x-frame-options']).toBeDefined();
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    // Refusals and unknown routes carry them too.
    const missing = await app.inject('/api/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(String(missing.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('allows Stripe’s hosts only when live payments are configured', async () => {
    await start();
    const local = String((await app.inject('/healthz')).headers['content-security-policy']);
    expect(local).not.toContain('stripe.com');
    expect(local).toContain("frame-src 'none'");
    expect((await app.inject('/api/client-config')).json().payment).toEqual({ provider: 'local' });
    await testApp.close();

    await start({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    });
    const live = String((await app.inject('/healthz')).headers['content-security-policy']);
    expect(live).toContain("script-src 'self' 'wasm-unsafe-eval' https://js.stripe.com");
    expect(live).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(live).toContain('https://api.stripe.com');
    expect((await app.inject('/api/client-config')).json().payment).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_1',
    });
    const localForm = await app.inject({
      method: 'POST',
      url: '/local-card-processor/v1/payment_intents/pi_1/confirm',
      payload: {},
    });
    expect(localForm.statusCode).toBe(404);
  });

  it('answers unknown API paths with a JSON 404 that says what was asked', async () => {
    await start();
    const response = await app.inject({ url: '/api/nothing', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'not_found',
      detail: 'No route for GET /api/nothing',
    });
  });

  it('never leaks a stack trace when something breaks', async () => {
    await start();
    app.get('/api/boom', async () => {
      throw new Error('database password is hunter2');
    });
    const response = await app.inject('/api/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'internal_error', detail: INTERNAL_ERROR_DETAIL });
    expect(response.body).not.toContain('hunter2');
  });

  it('serves the built web app on every route, with a 404 status off its routes', async () => {
    const dist = join(await import('node:os').then((os) => os.tmpdir()), `mpm-dist-${Date.now()}`);
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    await start({ WEB_DIST_DIR: dist });
    const html = { accept: 'text/html' };

    const home = await app.inject({ url: '/', headers: html });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('id="root"');
    const cart = await app.inject({ url: '/cart', headers: html });
    expect(cart.statusCode).toBe(200);
    expect(cart.body).toContain('id="root"');
    const unknown = await app.inject({ url: '/some/unknown/path', headers: html });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('id="root"');

    const asset = await app.inject('/assets/app-123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers each route with the HTML that preloads its own page, where the build wrote one', async () => {
    const dist = join(
      await import('node:os').then((os) => os.tmpdir()),
      `mpm-dist-pages-${Date.now()}`,
    );
    mkdirSync(join(dist, 'pages'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<title>home</title>');
    for (const page of ['cart', 'order', 'not-found', 'terms', 'shipping-returns']) {
      writeFileSync(join(dist, 'pages', `${page}.html`), `<title>${page}</title>`);
    }
    await start({ WEB_DIST_DIR: dist });
    const page = (url: string) => app.inject({ url, headers: { accept: 'text/html' } });

    expect((await page('/')).body).toBe('<title>home</title>');
    expect((await page('/cart/')).body).toBe('<title>cart</title>');
    expect((await page('/orders/MM-ABC123')).body).toBe('<title>order</title>');
    // The store's own pages, which the footer and the sign-up form link to.
    const terms = await page('/terms');
    expect(terms.statusCode).toBe(200);
    expect(terms.body).toBe('<title>terms</title>');
    expect((await page('/shipping-returns')).body).toBe('<title>shipping-returns</title>');
    // No page of its own in this build: the app still routes from index.html.
    expect((await page('/products')).body).toBe('<title>home</title>');
    const unknown = await page('/no/such/page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('<title>not-found</title>');
  });

  it('serves the build’s precompressed copies by Accept-Encoding, and never a source map', async () => {
    const dist = join(
      await import('node:os').then((os) => os.tmpdir()),
      `mpm-dist-br-${Date.now()}`,
    );
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const script = 'export const masterpiece = "me";\n'.repeat(300);
    writeFileSync(join(dist, 'assets', 'app-123.js'), script);
    writeFileSync(join(dist, 'assets', 'app-123.js.map'), '{"version":3}');
    await precompress(dist);
    await start({ WEB_DIST_DIR: dist });

    const brotli = await app.inject({
      url: '/assets/app-123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 10);

    const gzipped = await app.inject({
      url: '/assets/app-123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    const plain = await app.inject('/assets/app-123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    expect((await app.inject('/assets/app-123.js.map')).statusCode).toBe(404);
  });

  it('serves stored media with long cache headers and 404s the rest', async () => {
    await start();
    await services.media.put('thumbnails/abc.png', Buffer.from('image'), 'image/png');
    const found = await app.inject('/media/thumbnails/abc.png');
    expect(found.statusCode).toBe(200);
    expect(found.headers['content-type']).toBe('image/png');
    expect(found.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(found.body).toBe('image');
    const missing = await app.inject('/media/thumbnails/none.png');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found', detail: 'Media not found' });
    expect((await app.inject('/media/..%2f..%2fetc%2fpasswd')).statusCode).toBe(404);
    await services.media.put('originals/abc.jpg', Buffer.from('gps inside'), 'image/jpeg');
    expect((await app.inject('/media/originals/abc.jpg')).statusCode).toBe(404);
  });
});
