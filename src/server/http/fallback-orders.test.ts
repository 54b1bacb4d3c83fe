import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_PRODUCTS } from '../../shared/products/fallback-products';
import type { PartnerOrderRequest } from '../ports/print-partner';
import { appDatabases } from '../testing/app-databases';
import {
  confirmWithCard,
  intentBody,
  NEW_YORK_ADDRESS,
  TEST_CARD,
} from '../testing/checkout-fixtures';
import { startGuest } from '../testing/guest-session';
import { startTestApp, type TestApp } from '../testing/test-app';

describe.each(appDatabases())('a paid fallback order on %s', (_dialect, database) => {
  let test: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const db = await database();
    drop = db.drop;
    test = await startTestApp(db.env);
  });
  afterAll(async () => {
    await test.close();
    await drop();
  });

  it.each(FALLBACK_PRODUCTS.map((product) => [product.name, product] as const))(
    'reaches the print partner for a %s bought without a photo',
    async (_name, product) => {
      const item = {
        productId: product.id,
        variantId: String(product.variantId),
        jobId: null,
        quantity: 1,
        price: 1,
        title: product.name,
      };
      const guest = await startGuest(test.app);
      const post = (url: string, payload: object) => guest.post(url, payload);
      const created = await post(
        '/api/payment/create-payment-intent',
        intentBody(guest.id, 'no-job', { items: [item] }),
      );
      expect(created.statusCode, created.body).toBe(200);
      const intent = created.json() as { paymentIntentId: string; clientSecret: string };
      expect((await confirmWithCard(test.app, intent, TEST_CARD.succeeds)).statusCode).toBe(200);
      const ordered = await post('/api/orders/create-order', {
        payment_intent_id: intent.paymentIntentId,
        shipping_address: NEW_YORK_ADDRESS,
        shipping_method_id: 1,
        shipping_cost: 0,
        tax_amount: 0,
        items: [
          {
            ...item,
            options: product.options,
            print_provider_id: product.printProviderId,
            blueprint_id: product.blueprintId,
          },
        ],
        guest_session_id: guest.id,
      });
      expect(ordered.statusCode, ordered.body).toBe(200);
      const order = await test.services.orders.findByPaymentIntent(intent.paymentIntentId);
      if (!order) throw new Error('no order');
      await test.services.outbox.runDue();

      const stored = await test.services.orders.findById(order.id);
      expect(stored?.status).not.toBe('needs_attention');
      expect(stored?.partnerOrderId).toMatch(/^local-po-/);
      const kept = await test.services.db
        .selectFrom('local_print_orders')
        .selectAll()
        .where('external_id', '=', order.id)
        .execute();
      expect(kept).toHaveLength(1);
      const request = JSON.parse(kept[0]?.request ?? '{}') as PartnerOrderRequest;
      expect(request.lines).toEqual([
        {
          blueprintId: product.blueprintId,
          printProviderId: product.printProviderId,
          variantId: product.variantId,
          quantity: 1,
          artworkUrl: expect.stringMatching(/\/products\/sample-artwork\.png$/),
        },
      ]);
    },
  );
});
