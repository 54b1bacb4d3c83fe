import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type AdminOrderDetail, adminOrderDetailSchema } from '../../shared/api/admin-orders';
import type { OrderRecord } from '../domain/orders/order-record';
import { browserCookies } from './browser-cookies';
import { paidCanvasOrder } from './order-fixture';
import { waitForMailLink } from './read-outbox';
import type { TestApp } from './test-app';

export const OWNER_PASSWORD = 'secret-6';
export type Method = 'GET' | 'POST';

/**
 * For the owner's order tests over one test app: requests from the store's origin, verified
 * accounts, orders paid with a test card as checkout stores them, and the owner's view of one.
 */
export function ownerOrdersKit(test: TestApp) {
  const origin = test.services.config.publicBaseUrl;
  const outbox = join(test.services.dataDir, 'outbox');
  const cookieOf = (response: LightMyRequestResponse) =>
    response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  const send = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    test.app.inject({
      method,
      url,
      ...(payload !== undefined && { payload: JSON.stringify(payload) }),
      headers: {
        origin,
        ...(payload !== undefined && { 'content-type': 'application/json' }),
        ...(cookie && { cookie }),
      },
    });

  let accounts = 0;
  /** A new account, signed in and verified: its cookie. */
  async function account(email: string) {
    const signedUp = await test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: JSON.stringify({ email, password: OWNER_PASSWORD, name: 'Ada' }),
      remoteAddress: `10.3.0.${++accounts}`,
      headers: { 'content-type': 'application/json', origin },
    });
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    const link = new URL(
      await waitForMailLink(outbox, email, /(https?:\/\/\S+\/api\/auth\/verify-email\S+)/),
    );
    // Opened in the browser that signed up, which keeps its password and gets a fresh session.
    const opened = await send('GET', `${link.pathname}${link.search}`, cookieOf(signedUp));
    expect(opened.statusCode).toBe(302);
    return browserCookies(opened);
  }

  let made = 0;
  /** An order paid with a test card at the local processor, as checkout stores it. */
  async function paidOrder(change: Partial<OrderRecord> = {}): Promise<OrderRecord> {
    const id = `order-${randomUUID()}`;
    const base = paidCanvasOrder(id, new Date(Date.UTC(2026, 0, 1, 0, ++made)));
    const intent = await test.services.cardProcessor.createIntent({
      amount: base.totalAmount,
      currency: 'usd',
      receiptEmail: base.email,
      metadata: {},
      idempotencyKey: id,
    });
    const confirmed = await test.services.localCardProcessor?.confirm(
      intent.id,
      intent.clientSecret,
      { number: '5555555555554444', expMonth: 12, expYear: 2040, cvc: '123' },
    );
    expect(confirmed?.ok).toBe(true);
    const displayId = `MM-${String(made).padStart(6, '0')}`;
    const { order } = await test.services.orders.insertOnce(
      { ...base, displayId, paymentIntentId: intent.id, ...change },
      new Date(),
    );
    return order;
  }

  /** The order as the owner's detail screen gets it. */
  const detail = async (owner: string, id: string): Promise<AdminOrderDetail> => {
    const response = await send('GET', `/api/admin/orders/${id}`, owner);
    expect(response.statusCode, response.body).toBe(200);
    return adminOrderDetailSchema.parse(response.json());
  };

  /** Runs the outbox until nothing is due: earlier tests' orders queue before this one's. */
  const drainOutbox = async () => {
    while ((await test.services.outbox.runDue()) > 0);
  };

  return { origin, outbox, send, account, paidOrder, detail, drainOutbox };
}
