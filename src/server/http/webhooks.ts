import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { WebhookEventsRepository } from '../db/webhook-events-repository';
import { type CardEvent, WebhookVerificationError } from '../ports/card-processor';
import { type CompleteCheckoutDeps, completeCheckout } from '../workflows/complete-checkout';
import { defineRoute } from './contract/define-route';
import { fails, json } from './contract/route-contract';
import { HttpError } from './errors';

export const WEBHOOK_PATH = '/api/webhooks/stripe';

/** The part of an event's envelope the store reads; the rest is the processor's. */
const cardEventEnvelopeSchema = z.object({
  id: z.string(),
  type: z.string(),
  data: z.object({ object: z.object({ id: z.string() }) }),
});

const webhookReceiptSchema = z.object({
  received: z.literal(true),
  duplicate: z.literal(true).optional(),
});

/**
 * POST /api/webhooks/stripe: the card processor's events, live from Stripe or from the local
 * processor, verified on the raw body. A succeeded payment becomes its order here if the
 * browser never asked. A forged or stale delivery is refused with 400; an event already acted
 * on is acknowledged and changes nothing (Stripe redelivers until it sees a 2xx).
 */
export function webhookRoutes(
  deps: CompleteCheckoutDeps & { webhookEvents: WebhookEventsRepository },
) {
  return async function webhooksPlugin(app: FastifyInstance) {
    // The signature covers the exact bytes, so this scope keeps JSON bodies unparsed.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });

    defineRoute(
      app,
      {
        method: 'POST',
        url: WEBHOOK_PATH,
        tag: 'Webhooks',
        summary: 'The card processor’s events',
        description:
          'Verified on the raw body by its `Stripe-Signature` header. A succeeded payment becomes its order here if the browser never asked; an event already acted on is acknowledged and changes nothing.',
        body: {
          kind: 'raw',
          mediaType: 'application/json',
          description: 'The event exactly as the processor signed it.',
          schema: cardEventEnvelopeSchema,
        },
        answers: {
          200: json(webhookReceiptSchema, 'The event is received.'),
          400: fails('A forged, unsigned or stale delivery.', 'webhook_refused'),
          503: fails(
            'The order cannot be made yet; the processor delivers again.',
            'service_unavailable',
          ),
        },
      },
      async (_input, request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers['stripe-signature'];
        let event: CardEvent;
        try {
          event = deps.cardProcessor.verifyWebhook(
            raw,
            typeof header === 'string' ? header : undefined,
          );
        } catch (error) {
          if (!(error instanceof WebhookVerificationError)) throw error;
          request.log.warn({ reason: error.code }, 'webhook refused');
          throw new HttpError(400, 'webhook_refused', `Webhook refused: ${error.code}`);
        }
        if (await deps.webhookEvents.has(event.id)) {
          return { received: true as const, duplicate: true as const };
        }

        if (event.type === 'payment_intent.succeeded' && event.paymentIntentId) {
          const outcome = await completeCheckout(deps, event.paymentIntentId);
          // Unavailable: answer 503 so the processor delivers again. Other refusals are final.
          if (!outcome.ok && outcome.failure.code === 'unavailable') {
            throw new HttpError(503, 'service_unavailable', outcome.failure.detail);
          }
          if (!outcome.ok)
            request.log.warn(
              { event: event.id, failure: outcome.failure.code },
              'webhook made no order',
            );
        }
        await deps.webhookEvents.recordOnce(event.id, event.type, deps.clock());
        return { received: true as const };
      },
    );
  };
}
