import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../shared/api/errors';
import { startTestApp, type TestApp } from '../testing/test-app';
import { DOCS_PATH, OPENAPI_PATH } from './api-reference';
import { type OpenApiDocument, openApiPath } from './contract/openapi';

/** Every route the app registers, seen by an onRoute hook of the test's own. */
const registered: { method: string; url: string }[] = [];
const watchRoutes = (message: unknown) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registered.push({ method, url: route.url });
  });
};

let test: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  subscribe('fastify.initialization', watchRoutes);
  try {
    test = await startTestApp();
  } finally {
    unsubscribe('fastify.initialization', watchRoutes);
  }
  document = (await test.app.inject(OPENAPI_PATH)).json();
});
afterAll(() => test.close());

function operation(method: string, url: string) {
  return document.paths[openApiPath(url)]?.[method.toLowerCase()];
}

describe('the OpenAPI description', () => {
  it('describes every route the app registers', () => {
    expect(registered.length).toBeGreaterThan(20);
    const missing = registered.filter(({ method, url }) =>
      method === 'HEAD'
        ? !operation('GET', url) && !operation('HEAD', url)
        : !operation(method, url),
    );
    expect(missing).toEqual([]);
  });

  it.each([
    ['GET', '/api/prompt-styles'],
    ['POST', '/'],
    ['GET', '/api/jobs/:id'],
    ['POST', '/api/printify/orders/shipping-methods'],
    ['GET', '/api/printify/orders/shipping-methods-test'],
    ['POST', '/api/stripe/products/calculate-tax'],
    ['POST', '/api/payment/create-payment-intent'],
    ['POST', '/api/orders/create-order'],
  ])('covers SPEC §7’s %s %s with its payload and answer', (method, url) => {
    const described = operation(method, url);
    expect(described?.responses['200']?.content?.['application/json']).toBeDefined();
    if (method === 'POST') expect(described?.requestBody).toBeDefined();
  });

  it('is valid OpenAPI 3.1 by the specification’s own schema, every $ref resolving', async () => {
    const served = (await test.app.inject(OPENAPI_PATH)).json<Record<string, unknown>>();
    const result = await new Validator().validate(served);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('would be refused by that validator if a route named a schema it does not hold', async () => {
    const broken = { ...document, components: { schemas: {} } };
    const result = await new Validator().validate(broken);
    expect(result.valid).toBe(false);
    expect(JSON.stringify(result.errors)).toContain('ApiErrorBody');
  });

  it('names the codes the routes really refuse with', async () => {
    const { app } = test;
    const refusals = [
      [
        'POST',
        '/api/printify/orders/shipping-methods',
        await app.inject({
          method: 'POST',
          url: '/api/printify/orders/shipping-methods',
          payload: {},
        }),
      ],
      ['GET', '/api/jobs/:id', await app.inject('/api/jobs/not-a-job')],
      ['GET', '/api/account/orders', await app.inject('/api/account/orders')],
      ['GET', '/api/orders/:id', await app.inject('/api/orders/x?token=')],
      [
        'POST',
        '/api/guest-session',
        await app.inject({
          method: 'POST',
          url: '/api/guest-session',
          headers: { cookie: 'mm_guest=x', origin: 'https://elsewhere.example' },
        }),
      ],
    ] as const;
    for (const [method, url, response] of refusals) {
      const body = apiErrorBodySchema.parse(response.json());
      const answer = operation(method, url)?.responses[String(response.statusCode)];
      const schema = answer?.content?.['application/json']?.schema as {
        allOf: [unknown, { properties: { code: { enum: string[] } } }];
      };
      expect(schema?.allOf[1].properties.code.enum, `${method} ${url}`).toContain(body.code);
    }
  });
});

describe('the API reference page', () => {
  it('is a page the store’s own policy lets run, drawn by files the store serves itself', async () => {
    const page = await test.app.inject(DOCS_PATH);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // No inline script (the policy would block it) and no other host.
    expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<]|https?:\/\//);

    const linked = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(linked).toEqual([
      '/favicon.svg',
      `${DOCS_PATH}/swagger-ui.css`,
      `${DOCS_PATH}/swagger-ui-bundle.js`,
      `${DOCS_PATH}/reference.js`,
    ]);
    for (const url of linked.slice(1)) {
      const file = await test.app.inject({ url: url ?? '', headers: { 'accept-encoding': 'br' } });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type'], url).toMatch(/^text\/(css|javascript)/);
      // The 1.7 MB renderer goes out compressed; the few bytes that start it need not.
      if (!url?.endsWith('reference.js')) expect(file.headers['content-encoding'], url).toBe('br');
    }
  });

  it('starts Swagger UI on the OpenAPI document, trying reads only', async () => {
    const start = await test.app.inject(`${DOCS_PATH}/reference.js`);
    expect(start.body).toContain('SwaggerUIBundle(');
    expect(start.body).toContain(`"url":"${OPENAPI_PATH}"`);
    expect(start.body).toContain('"supportedSubmitMethods":["get"]');
    expect(start.body).toContain('"validatorUrl":null');
  });

  it('serves no other file from the renderer’s folder', async () => {
    const answer = await test.app.inject(`${DOCS_PATH}/package.json`);
    expect(answer.statusCode).toBe(404);
  });
});
