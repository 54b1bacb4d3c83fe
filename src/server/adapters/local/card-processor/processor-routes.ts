import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  localChallengeFormSchema,
  localChallengeQuerySchema,
  localConfirmRequestSchema,
  localErrorSchema,
  localIntentSchema,
} from '../../../../shared/api/local-card-processor';
import { checkoutReturnUrl } from '../../../http/checkout-return-url';
import { defineRoute } from '../../../http/contract/define-route';
import { formBody, json, jsonBody, plain } from '../../../http/contract/route-contract';
import { challengePage } from './challenge-page';
import { stripeIntentJson } from './intents-table';
import type { LocalCardProcessor } from './local-card-processor';

export const LOCAL_PROCESSOR_PREFIX = '/local-card-processor';

const TAG = 'Local card processor';
const intentParams = z.object({ id: z.string() });

const invalid = (code: string, message: string) => ({
  error: { type: 'invalid_request_error' as const, code, message },
});

const unknownPage = (reply: FastifyReply, status: number) =>
  reply
    .status(status)
    .type('text/html')
    .send(challengePage({ kind: 'unknown' }));

/**
 * The local card processor's own endpoints, mounted only when it is the configured processor:
 * the browser's card confirmation (the part of Stripe.js the local form stands in for) and
 * the test-mode authentication page with its Complete and Fail buttons. They answer in
 * Stripe's shapes, as the processor they stand in for does.
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

    defineRoute(
      app,
      {
        method: 'POST',
        url: `${LOCAL_PROCESSOR_PREFIX}/v1/payment_intents/:id/confirm`,
        tag: TAG,
        summary: 'Confirm a payment intent with a test card',
        params: intentParams,
        body: jsonBody(localConfirmRequestSchema),
        answers: {
          200: json(localIntentSchema, 'The intent: succeeded, or awaiting authentication.'),
          400: json(localErrorSchema, 'Incomplete card details, or a return_url elsewhere.'),
          402: json(localErrorSchema, 'The card was declined.'),
          404: json(localErrorSchema, 'No such payment intent.'),
        },
        refuseInput: (reply) =>
          reply.status(400).send(invalid('parameter_missing', 'The card details are incomplete.')),
      },
      async ({ params, body }, _request, reply) => {
        const returnUrl = returnUrlOf(body.return_url);
        if (!returnUrl) {
          return reply
            .status(400)
            .send(invalid('url_invalid', 'The return_url must lead back to this store.'));
        }
        const { card } = body;
        const result = await processor.confirm(params.id, body.client_secret, {
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

    defineRoute(
      app,
      {
        method: 'GET',
        url: `${LOCAL_PROCESSOR_PREFIX}/challenge/:id`,
        tag: TAG,
        summary: 'The test-mode authentication page, with its Complete and Fail buttons',
        params: intentParams,
        query: localChallengeQuerySchema,
        answers: {
          200: plain('The page.', 'text/html'),
          404: plain('A page saying the payment is not found.', 'text/html'),
        },
        refuseInput: (reply) => unknownPage(reply, 404),
      },
      async ({ params, query }, request, reply) => {
        const intent = await processor.findAuthorised(params.id, query.client_secret);
        const returnUrl = returnUrlOf(query.return_url);
        if (!intent || !returnUrl) return unknownPage(reply, 404);
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

    defineRoute(
      app,
      {
        method: 'POST',
        url: `${LOCAL_PROCESSOR_PREFIX}/challenge/:id`,
        tag: TAG,
        summary: 'The shopper’s answer on the authentication page',
        params: intentParams,
        body: formBody(localChallengeFormSchema),
        answers: {
          303: plain('Back to the checkout, with the payment’s outcome in the query.'),
          400: plain('A page saying the payment is not found.', 'text/html'),
          404: plain('A page saying the payment is not found.', 'text/html'),
        },
        refuseInput: (reply) => unknownPage(reply, 400),
      },
      async ({ params, body }, _request, reply) => {
        const returnUrl = returnUrlOf(body.return_url);
        if (!returnUrl) return unknownPage(reply, 400);
        const { client_secret, outcome } = body;
        const intent = await processor.finishChallenge(
          params.id,
          client_secret,
          outcome === 'complete',
        );
        if (!intent) return unknownPage(reply, 404);
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
