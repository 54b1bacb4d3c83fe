import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { partnerProducts } from './partner-products';

export const NEW_YORK_ADDRESS = {
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  phone: '',
  address1: '350 Fifth Avenue',
  address2: '',
  city: 'New York',
  region: 'NY',
  zip: '10118',
  country: 'US',
};

/** Whose job it is: a guest session's or an account's. */
export type JobOwner = { guest_session_id: string } | { user_id: string };

/** A finished job of `owner` with the local partner's products, as a generation would leave it. */
export async function seedFinishedJob(services: Services, owner: JobOwner): Promise<string> {
  const id = randomUUID();
  const now = services.clock();
  const ownerKey = 'user_id' in owner ? `user:${owner.user_id}` : `guest:${owner.guest_session_id}`;
  await services.jobs.insert(
    { id, ...owner, owner_key: ownerKey, gender: 'female', original_key: 'o', photo_key: 'p' },
    now,
  );
  await services.jobs.complete(
    id,
    { products: partnerProducts(id), artworkUrl: '/media/a.png' },
    now,
  );
  return id;
}

/** A tee ×2 (Black M), an 8×10 canvas and a black mug, with prices the browser made up. */
export function cartItems(jobId: string, price = 1) {
  return [
    {
      productId: `${jobId}-tshirt`,
      variantId: '18053',
      jobId,
      quantity: 2,
      price,
      title: 'T-Shirt',
    },
    {
      productId: `${jobId}-canvas`,
      variantId: '82228',
      jobId,
      quantity: 1,
      price,
      title: 'Canvas',
    },
    {
      productId: `${jobId}-mug-black`,
      variantId: '96132',
      jobId,
      quantity: 1,
      price,
      title: 'Mug',
    },
  ];
}

/** What those lines cost at the store's own prices. */
export const CART_SUBTOTAL = 2999 * 2 + 5999 + 1999;

/** A guest's payment intent request for the lines of `jobId`. */
export function intentBody(
  guestSessionId: string,
  jobId: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    items: cartItems(jobId),
    shippingCost: 0,
    taxAmount: 0,
    currency: 'usd',
    receipt_email: NEW_YORK_ADDRESS.email,
    shipping_address: NEW_YORK_ADDRESS,
    shipping_method_id: 1,
    guest_session_id: guestSessionId,
    ...overrides,
  };
}

/** A guest's create-order request for the intent paying for the lines of `jobId`. */
export function orderBody(guestSessionId: string, paymentIntentId: string, jobId: string) {
  return {
    payment_intent_id: paymentIntentId,
    shipping_address: NEW_YORK_ADDRESS,
    shipping_method_id: 1,
    shipping_cost: 0,
    tax_amount: 0,
    items: cartItems(jobId).map((item) => ({
      ...item,
      options: {},
      print_provider_id: 1,
      blueprint_id: 1,
    })),
    guest_session_id: guestSessionId,
  };
}

export const TEST_CARD = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  needsAuthentication: '4000002500003155',
};

/** The browser's confirmation of an intent with a card, through the local processor. */
export function confirmWithCard(
  app: FastifyInstance,
  intent: { paymentIntentId: string; clientSecret: string },
  number: string,
) {
  return app.inject({
    method: 'POST',
    url: `/local-card-processor/v1/payment_intents/${intent.paymentIntentId}/confirm`,
    payload: {
      client_secret: intent.clientSecret,
      card: {
        number,
        exp_month: 12,
        exp_year: 2030,
        cvc: '123',
        country: 'US',
        postal_code: '10118',
      },
      billing_details: { name: 'Grace Hopper', email: NEW_YORK_ADDRESS.email },
      return_url: '/checkout',
    },
  });
}
