import { randomBytes } from 'node:crypto';
import type { BaseLogger } from 'pino';
import type { Db } from '../../../db/database';
import type { PaymentIntent } from '../../../ports/card-processor';
import { signWebhookPayload } from '../../webhook-signature';
import { stripeIntentJson } from './intents-table';

/** Sends a signed event to the store's webhook endpoint; resolves with the HTTP status. */
export type WebhookSender = (payload: string, signatureHeader: string) => Promise<number>;

// Three tries over about half a minute; after that the store's sweeper finds the payment.
const RETRY_DELAYS_MS = [0, 2_000, 20_000];

/**
 * The local processor's events, kept like Stripe keeps them and delivered to the store's own
 * webhook endpoint, signed in Stripe's format with the endpoint secret, so that the same
 * verification and completion code runs locally and live.
 */
export function createEventLog(deps: {
  db: Db;
  logger: Pick<BaseLogger, 'warn'>;
  clock: () => Date;
  webhookSecret: string;
}) {
  let sender: WebhookSender | undefined;

  async function deliver(eventId: string, payload: string): Promise<void> {
    for (const delay of RETRY_DELAYS_MS) {
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay).unref?.());
      if (!sender) return;
      const signature = signWebhookPayload(payload, deps.webhookSecret);
      const status = await sender(payload, signature).catch((error: unknown) => {
        deps.logger.warn({ err: error, eventId }, 'card event not delivered; trying again');
        return 0;
      });
      if (status >= 200 && status < 300) {
        await deps.db
          .updateTable('local_card_events')
          .set({ delivered_at: deps.clock().toISOString() })
          .where('id', '=', eventId)
          .execute();
        return;
      }
      if (status) deps.logger.warn({ eventId, status }, 'card event refused by the store');
    }
  }

  return {
    connect(send: WebhookSender) {
      sender = send;
    },

    async emit(type: string, intent: PaymentIntent): Promise<void> {
      const now = deps.clock();
      const id = `evt_local_${randomBytes(12).toString('hex')}`;
      const payload = JSON.stringify({
        id,
        object: 'event',
        type,
        created: Math.floor(now.getTime() / 1000),
        livemode: false,
        data: { object: stripeIntentJson(intent) },
      });
      await deps.db
        .insertInto('local_card_events')
        .values({
          id,
          type,
          payment_intent_id: intent.id,
          payload,
          delivered_at: null,
          created_at: now.toISOString(),
        })
        .execute();
      deliver(id, payload).catch((error: unknown) =>
        deps.logger.warn({ err: error, eventId: id }, 'card event delivery stopped'),
      );
    },
  };
}
