import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createPrintifyPrintPartner } from '../adapters/live/printify';
import { signPrintifyWebhook } from '../adapters/live/printify/order-webhooks';
import { appDatabases } from '../testing/app-databases';
import { paidCanvasOrder } from '../testing/order-fixture';
import { startTestApp, type TestApp } from '../testing/test-app';
import { PRINTIFY_WEBHOOK_PATH } from './partner-webhooks';

const SECRET = 'whsec-printify-test';
const now = new Date();

const shipmentCreated = {
  id: 'evt-shipped-1',
  type: 'order:shipment:created',
  created_at: '2026-11-24 10:00:00+00:00',
  resource: {
    id: 'pf-order-1',
    type: 'order',
    data: {
      shop_id: 815256,
      shipped_at: '2026-11-24 10:00:00+00:00',
      carrier: { code: 'usps', tracking_number: '9400110200828911663274' },
      skus: ['6202'],
    },
  },
};
const shipmentDelivered = {
  ...shipmentCreated,
  id: 'evt-delivered-1',
  type: 'order:shipment:delivered',
  resource: {
    ...shipmentCreated.resource,
    data: { ...shipmentCreated.resource.data, delivered_at: '2026-11-26 15:00:00+00:00' },
  },
};

describe.each(appDatabases())('Printify’s order webhooks on %s', (_dialect, makeDatabase) => {
  let test: TestApp;
  let drop: () => Promise<void>;
  afterEach(async () => {
    await test.close();
    await drop();
  });

  async function start() {
    const database = await makeDatabase();
    drop = database.drop;
    test = await startTestApp(database.env, {
      // Reading a webhook calls nothing at Printify: no server is needed behind it.
      printPartner: createPrintifyPrintPartner({
        apiToken: 'token',
        shopId: '815256',
        baseURL: 'http://127.0.0.1:9',
        webhookSecret: SECRET,
      }),
    });
    const { orders } = test.services;
    await orders.insertOnce(paidCanvasOrder('ord_1', now), now);
    await orders.setPartnerOrder('ord_1', 'pf-order-1', 'pending', now);
    await orders.moveStatus({ orderId: 'ord_1', from: 'paid', to: 'submitted' }, now);
  }

  const deliver = (event: object, signature?: string) => {
    const body = JSON.stringify(event);
    return test.app.inject({
      method: 'POST',
      url: PRINTIFY_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'x-pf-signature': signature ?? signPrintifyWebhook(body, SECRET),
      },
      payload: body,
    });
  };
  const mails = (subject: string) => {
    const config = test.services.config.mail;
    if (config.kind !== 'outbox') throw new Error('the test app writes e-mails to its outbox');
    return readdirSync(config.dir)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => readFileSync(`${config.dir}/${name}`, 'utf8'))
      .filter((mail) => mail.includes(`Subject: ${subject}`));
  };
  const kinds = async () =>
    (await test.services.orderEvents.listForOrder('ord_1'))
      .map((event) => event.kind)
      .filter((kind) => kind !== 'email_sent');

  it('ships and delivers once each, however often Printify delivers the event', async () => {
    await start();
    for (const attempt of [1, 2]) {
      const response = await deliver(shipmentCreated);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(
        attempt === 1 ? { received: true } : { received: true, duplicate: true },
      );
    }
    await test.services.outbox.runDue();
    expect((await test.services.orders.findById('ord_1'))?.status).toBe('shipped');
    const shipped = mails('Your order has shipped: MM-ABC234');
    expect(shipped).toHaveLength(1);
    expect(shipped[0]).toContain('9400110200828911663274');
    expect(shipped[0]).toContain('Track your parcel: https://tools.usps.com/go/TrackConfirmAction');

    expect((await deliver(shipmentDelivered)).statusCode).toBe(200);
    expect((await deliver(shipmentDelivered)).statusCode).toBe(200);
    // A replay under a new delivery id changes nothing either: the order is already there.
    expect((await deliver({ ...shipmentDelivered, id: 'evt-delivered-2' })).statusCode).toBe(200);
    await test.services.outbox.runDue();
    expect(await kinds()).toEqual(['paid', 'submitted', 'shipped', 'delivered']);
    expect(mails('Delivered: your order MM-ABC234')).toHaveLength(1);
    expect(mails('Your order has shipped: MM-ABC234')).toHaveLength(1);
  });

  it('refuses a delivery whose signature is not Printify’s, and changes nothing', async () => {
    await start();
    const forged = await deliver(shipmentCreated, signPrintifyWebhook('{}', SECRET));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'webhook_refused' });
    const otherSecret = signPrintifyWebhook(JSON.stringify(shipmentCreated), 'not-the-secret');
    expect((await deliver(shipmentCreated, otherSecret)).statusCode).toBe(400);
    const unsigned = await test.app.inject({
      method: 'POST',
      url: PRINTIFY_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(shipmentCreated),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await kinds()).toEqual(['paid', 'submitted']);
  });
});
