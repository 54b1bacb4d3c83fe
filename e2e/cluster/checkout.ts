import { NEW_YORK_ADDRESS, TEST_CARD } from '../../src/server/testing/checkout-fixtures';
import type { JobResponse } from '../../src/shared/api/generation';
import {
  type LocalPaymentIntent,
  localIntentSchema,
} from '../../src/shared/api/local-card-processor';
import {
  type CreateOrderRequest,
  type CreateOrderResponse,
  createOrderResponseSchema,
} from '../../src/shared/api/orders';
import {
  type CreatePaymentIntentRequest,
  type CreatePaymentIntentResponse,
  createPaymentIntentResponseSchema,
} from '../../src/shared/api/payment';
import { type MugProduct, mugProductSchema } from '../../src/shared/api/products';
import {
  type ApiShippingMethod,
  type ShippingMethodsRequest,
  shippingMethodsResponseSchema,
} from '../../src/shared/api/shipping';
import {
  type CalculateTaxRequest,
  type CalculateTaxResponse,
  calculateTaxResponseSchema,
  type TaxAddress,
} from '../../src/shared/api/tax';
import type { Shopper } from './shopper';

/** The same New York address as the tax service reads it. */
const NEW_YORK_TAX_ADDRESS: TaxAddress = {
  line1: NEW_YORK_ADDRESS.address1,
  line2: undefined,
  city: NEW_YORK_ADDRESS.city,
  state: NEW_YORK_ADDRESS.region,
  postal_code: NEW_YORK_ADDRESS.zip,
  country: NEW_YORK_ADDRESS.country,
};

/** A mug of one job's art, quoted and with a payment intent, ready for the card. */
export interface MugCheckout {
  mug: MugProduct;
  line: {
    productId: string;
    variantId: string;
    quantity: number;
    price: number;
    title: string;
    jobId: string;
  };
  shipping: ApiShippingMethod;
  tax: CalculateTaxResponse;
  intent: CreatePaymentIntentResponse;
}

/**
 * The checkout as the web app makes it up to the card, one call at a time (SPEC §7): a mug of
 * the job's art to New York, the shipping quote, the tax, the payment intent.
 */
export async function checkOutMug(shopper: Shopper, job: JobResponse): Promise<MugCheckout> {
  const mug = (job.result?.products ?? [])
    .map((product) => mugProductSchema.safeParse(product))
    .find((parsed) => parsed.success)?.data;
  if (!mug) throw new Error(`job ${job.id} made no mug`);
  const line = {
    productId: mug.id,
    variantId: String(mug.variant_id),
    quantity: 1,
    price: mug.price,
    title: mug.title,
    jobId: job.id,
  };

  const methods = await shopper.post(
    '/api/printify/orders/shipping-methods',
    {
      address_to: NEW_YORK_ADDRESS,
      line_items: [
        {
          product_id: line.productId,
          variant_id: mug.variant_id,
          quantity: 1,
          print_provider_id: mug.print_provider_id,
          blueprint_id: mug.blueprint_id,
        },
      ],
    } satisfies ShippingMethodsRequest,
    shippingMethodsResponseSchema,
  );
  const shipping = methods[0];
  if (!shipping) throw new Error('no shipping method to New York');

  const tax = await shopper.post(
    '/api/stripe/products/calculate-tax',
    {
      items: [{ productType: 'COFFEE_MUG', quantity: 1, price: line.price, designId: job.id }],
      shipping_address: NEW_YORK_TAX_ADDRESS,
      shipping_cost: shipping.price,
      currency: 'usd',
    } satisfies CalculateTaxRequest,
    calculateTaxResponseSchema,
  );

  const intent = await shopper.post(
    '/api/payment/create-payment-intent',
    {
      items: [line],
      shippingCost: shipping.price,
      taxAmount: tax.tax_amount,
      currency: 'usd',
      receipt_email: NEW_YORK_ADDRESS.email,
      shipping_address: NEW_YORK_ADDRESS,
      shipping_method_id: shipping.id,
      tax_calculation_id: tax.calculation_id,
      guest_session_id: shopper.guestId,
    } satisfies CreatePaymentIntentRequest,
    createPaymentIntentResponseSchema,
  );
  return { mug, line, shipping, tax, intent };
}

/** The card form's confirmation at the local card processor, as its page script sends it. */
export function payWithCard(
  shopper: Shopper,
  { intent }: MugCheckout,
  number: string,
): Promise<LocalPaymentIntent> {
  return shopper.post(
    `/local-card-processor/v1/payment_intents/${intent.paymentIntentId}/confirm`,
    {
      client_secret: intent.clientSecret,
      card: {
        number,
        exp_month: 12,
        exp_year: 2034,
        cvc: '123',
        country: 'US',
        postal_code: NEW_YORK_ADDRESS.zip,
      },
      billing_details: { name: 'Grace Hopper', email: NEW_YORK_ADDRESS.email },
      return_url: '/checkout',
    },
    localIntentSchema,
  );
}

/** The order for a paid checkout, as the confirmation step asks for it. */
export function placeOrder(
  shopper: Shopper,
  { mug, line, shipping, tax, intent }: MugCheckout,
): Promise<CreateOrderResponse> {
  return shopper.post(
    '/api/orders/create-order',
    {
      payment_intent_id: intent.paymentIntentId,
      shipping_address: NEW_YORK_ADDRESS,
      shipping_method_id: shipping.id,
      shipping_cost: shipping.price,
      tax_amount: tax.tax_amount,
      items: [
        {
          ...line,
          options: {},
          print_provider_id: mug.print_provider_id,
          blueprint_id: mug.blueprint_id,
        },
      ],
      tax_calculation_id: tax.calculation_id,
      guest_session_id: shopper.guestId,
    } satisfies CreateOrderRequest,
    createOrderResponseSchema,
  );
}

/** The whole checkout with the local card processor's success test card. */
export async function buyMug(shopper: Shopper, job: JobResponse) {
  const checkout = await checkOutMug(shopper, job);
  const paid = await payWithCard(shopper, checkout, TEST_CARD.succeeds);
  if (paid.status !== 'succeeded') throw new Error(`the card payment ended ${paid.status}`);
  const order = await placeOrder(shopper, checkout);
  return { paymentIntentId: checkout.intent.paymentIntentId, order };
}
