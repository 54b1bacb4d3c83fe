import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../errors';
import { defineRoute } from './define-route';
import { registerContracts } from './register-contracts';
import { json, jsonBody } from './route-contract';

const greeting = z.object({ name: z.string().trim().min(1), times: z.number().int().max(3) });

async function appWith(options: { perMinute?: number; refuseInput?: boolean } = {}) {
  const app = Fastify();
  await registerContracts(app);
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/greet/:lang',
      tag: 'Test',
      summary: 'Greets',
      params: z.object({ lang: z.enum(['en', 'fr']) }),
      query: z.object({ loud: z.enum(['yes', 'no']).optional() }),
      body: jsonBody(greeting),
      answers: { 200: json(z.object({ text: z.string() }), 'The greeting.') },
      ...(options.perMinute && {
        rateLimit: {
          perMinute: options.perMinute,
          refusal: () => new HttpError(429, 'rate_limited', 'Enough greetings.'),
        },
      }),
      ...(options.refuseInput && {
        refuseInput: (reply) => reply.status(404).send({ gone: true }),
      }),
    },
    async ({ params, query, body }) => {
      const word = params.lang === 'fr' ? 'Bonjour' : 'Hello';
      const text = `${word} ${body.name}`.repeat(body.times);
      return { text: query.loud === 'yes' ? text.toUpperCase() : text };
    },
  );
  return app;
}

const greet = (app: Awaited<ReturnType<typeof appWith>>, url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as object });

describe('defineRoute', () => {
  it('hands the handler its parameters, query and body as their schemas read them', async () => {
    const app = await appWith();
    const response = await greet(app, '/greet/fr?loud=yes', { name: '  Ada ', times: 1 });
    expect(response.json()).toEqual({ text: 'BONJOUR ADA' });
  });

  it('refuses input its schemas refuse with 400, the code, and the fields at fault', async () => {
    const app = await appWith();
    const badBody = await greet(app, '/greet/en', { name: '', times: 9 });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json()).toEqual({
      code: 'invalid_request',
      detail: expect.stringMatching(/^name: .+; times: .+$/),
    });
    const badParam = await greet(app, '/greet/de', { name: 'Ada', times: 1 });
    expect(badParam.json()).toMatchObject({
      code: 'invalid_request',
      detail: expect.stringMatching(/^lang: /),
    });
    const badQuery = await greet(app, '/greet/en?loud=very', { name: 'Ada', times: 1 });
    expect(badQuery.json()).toMatchObject({
      code: 'invalid_request',
      detail: expect.stringMatching(/^loud: /),
    });
  });

  it('refuses as the contract says when it says how', async () => {
    const app = await appWith({ refuseInput: true });
    const response = await greet(app, '/greet/de', { name: 'Ada', times: 1 });
    expect([response.statusCode, response.json()]).toEqual([404, { gone: true }]);
  });

  it('keeps the rate limit the contract declares, with its refusal', async () => {
    const app = await appWith({ perMinute: 2 });
    const ask = () => greet(app, '/greet/en', { name: 'Ada', times: 1 });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'rate_limited', detail: 'Enough greetings.' });
  });
});
