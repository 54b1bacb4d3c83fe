import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { WebhookEventsRepository } from '../db/webhook-events-repository';
import { WebhookVerificationError } from '../ports/card-processor';
import type { PartnerEvent } from '../ports/print-partner';
import { type FulfilmentDeps, receivePartnerEvent } from '../workflows/track-fulfilment';
import { defineRoute } from './contract/define-route';
import { fails, json } from './contract/route-contract';
import { HttpError } from './errors';

export const PRINTIFY_WEBHOOK_PATH = '/api/webhooks/printify';

/** The part of Printify's envelope the store reads; the rest is Printify's. */
const partnerEventEnvelopeSchema = z.object({
  id: z.string(),
  type: z.string(),
  resource: z.object({ id: z.string(), type: z.string() }),
});

const receiptSchema = z.object({
  received: z.literal(true),
  duplicate: z.literal(true).optional(),
});

/**
 * POST /api/webhooks/printify: the print partner's order changes (`order:updated`,
 * `order:shipment:created`, `order:shipment:delivered`), verified on the raw body by
 * `X-Pf-Signature`. Each change moves the order once, with one timeline entry and, for shipped
 * and delivered, one e-mail; a replayed delivery is acknowledged and changes nothing.
 */
export function partnerWebhookRoutes(
  deps: FulfilmentDeps & { webhookEvents: WebhookEventsRepository; kickOutbox: () => void },
) {
  return async function partnerWebhooksPlugin(app: FastifyInstance) {
    // The signature covers the exact bytes, so this scope keeps JSON bodies unparsed.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });

    defineRoute(
      app,
      {
        method: 'POST',
        url: PRINTIFY_WEBHOOK_PATH,
        tag: 'Webhooks',
        summary: 'The print partner’s order events',
        description:
          'Printify’s `order:updated`, `order:shipment:created` and `order:shipment:delivered`, verified on the raw body by its `X-Pf-Signature` header (HMAC-SHA256 with PRINTIFY_WEBHOOK_SECRET). A replayed delivery is acknowledged and changes nothing.',
        body: {
          kind: 'raw',
          mediaType: 'application/json',
          description: 'The event exactly as Printify signed it.',
          schema: partnerEventEnvelopeSchema,
        },
        answers: {
          200: json(receiptSchema, 'The event is received.'),
          400: fails(
            'A forged or unsigned delivery, or no webhook secret is configured.',
            'webhook_refused',
          ),
        },
      },
      async (_input, request) => {
        const read = deps.printPartner.readWebhook;
        if (!read) {
          throw new HttpError(400, 'webhook_refused', 'Webhook refused: none is configured');
        }
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers['x-pf-signature'];
        let event: PartnerEvent | null;
        try {
          event = read(raw, typeof header === 'string' ? header : undefined);
        } catch (error) {
          if (!(error instanceof WebhookVerificationError)) throw error;
          request.log.warn({ reason: error.code }, 'partner webhook refused');
          throw new HttpError(400, 'webhook_refused', `Webhook refused: ${error.code}`);
        }
        if (!event) return { received: true as const };
        const key = `printify:${event.id}`;
        if (await deps.webhookEvents.has(key)) {
          return { received: true as const, duplicate: true as const };
        }
        if (await receivePartnerEvent(deps, event)) deps.kickOutbox();
        await deps.webhookEvents.recordOnce(key, event.type, deps.clock());
        return { received: true as const };
      },
    );
  };
}
