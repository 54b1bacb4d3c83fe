import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { text } from '../../shared/validation/text';
import { stripeIntentJson } from '../adapters/local/card-processor/intents-table';
import type { LocalCardProcessor } from '../adapters/local/card-processor/local-card-processor';
import { checkoutReturnUrl } from './checkout-return-url';
import { challengePage } from './local-challenge-page';

export const LOCAL_PROCESSOR_PREFIX = '/local-card-processor';

const confirmSchema = z.object({
  client_secret: text().min(1).max(200),
  card: z.object({
    number: text()
      .max(40)
      .transform((value) => value.replace(/[\s-]/g, '')),
    exp_month: z.coerce.number().int(),
    exp_year: z.coerce.number().int(),
    cvc: text().max(8),
    country: text().max(2).optional(),
    postal_code: text().max(16).optional(),
  }),
  billing_details: z
    .object({ name: text().max(200), email: text().max(254) })
    .partial()
    .optional(),
  return_url: text().max(2048),
});

const challengeQuery = z.object({
  client_secret: text().min(1).max(200),
  return_url: text().max(2048),
});

const challengeForm = challengeQuery.extend({ outcome: z.enum(['complete', 'fail']) });

const invalid = (message: string) => ({ error: { type: 'invalid_request_error', message } });

/**
 * The local card processor's own endpoints, mounted only when it is the configured processor:
 * the browser's card confirmation (the part of Stripe.js the local form stands in for) and
 * the test-mode authentication page with its Complete and Fail buttons.
 */
export function localCardProcessorRoutes(
  processor: LocalCardProcessor,
  options: { publicBaseUrl: string },
) {
  const returnUrlOf = (raw: string) => checkoutReturnUrl(raw, options.publicBaseUrl);
  return async function localCardProcessorPlugin(app: FastifyInstance) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8192 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.post<{ Params: { id: string } }>(
      `${LOCAL_PROCESSOR_PREFIX}/v1/payment_intents/:id/confirm`,
      async (request, reply) => {
        const parsed = confirmSchema.safeParse(request.body);
        if (!parsed.success)
          return reply.status(400).send(invalid('The card details are incomplete.'));
        const body = parsed.data;
        const returnUrl = returnUrlOf(body.return_url);
        if (!returnUrl)
          return reply.status(400).send(invalid('The return_url must lead back to this store.'));
        const { card } = body;
        const result = await processor.confirm(request.params.id, body.client_secret, {
          number: card.number,
          expMonth: card.exp_month,
          expYear: card.exp_year,
          cvc: card.cvc,
        });
        if (!result.ok) {
          const status =
            result.error.type === 'card_error'
              ? 402
              : result.error.code === 'resource_missing'
                ? 404
                : 400;
          return reply.status(status).send({ error: result.error });
        }
        const { intent } = result;
        const challenge = result.challenge
          ? `${LOCAL_PROCESSOR_PREFIX}/challenge/${intent.id}?${new URLSearchParams({ client_secret: intent.clientSecret, return_url: returnUrl.href })}`
          : undefined;
        return stripeIntentJson(intent, challenge);
      },
    );

    app.get<{ Params: { id: string } }>(
      `${LOCAL_PROCESSOR_PREFIX}/challenge/:id`,
      async (request, reply) => {
        const query = challengeQuery.safeParse(request.query);
        const intent = query.success
          ? await processor.findAuthorised(request.params.id, query.data.client_secret)
          : null;
        const returnUrl = query.success ? returnUrlOf(query.data.return_url) : null;
        if (!query.success || !intent || !returnUrl) {
          return reply
            .status(404)
            .type('text/html')
            .send(challengePage({ kind: 'unknown' }));
        }
        return reply.type('text/html').send(
          challengePage({
            kind: 'ask',
            intent,
            returnUrl: returnUrl.href,
            action: request.url.split('?')[0] ?? '',
          }),
        );
      },
    );

    app.post<{ Params: { id: string } }>(
      `${LOCAL_PROCESSOR_PREFIX}/challenge/:id`,
      async (request, reply) => {
        const form = challengeForm.safeParse(request.body);
        const returnUrl = form.success ? returnUrlOf(form.data.return_url) : null;
        if (!form.success || !returnUrl) {
          return reply
            .status(400)
            .type('text/html')
            .send(challengePage({ kind: 'unknown' }));
        }
        const { client_secret, outcome } = form.data;
        const intent = await processor.finishChallenge(
          request.params.id,
          client_secret,
          outcome === 'complete',
        );
        if (!intent)
          return reply
            .status(404)
            .type('text/html')
            .send(challengePage({ kind: 'unknown' }));
        const target = new URL(returnUrl);
        target.searchParams.set('payment_intent', intent.id);
        target.searchParams.set('payment_intent_client_secret', intent.clientSecret);
        target.searchParams.set(
          'redirect_status',
          intent.status === 'succeeded' ? 'succeeded' : 'failed',
        );
        return reply.redirect(target.href, 303);
      },
    );
  };
}
