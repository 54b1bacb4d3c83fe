import { API_ADDRESS_KEYS } from '../../shared/api/address';
import { addressIn, LINES } from '../http/shipping-test-data';
import { intentBody, orderBody } from './checkout-fixtures';

export type Body = Record<string, unknown>;
export type Path = readonly (string | number)[];

/** A copy of `body` whose text at `path` is changed by `change`. */
export function withText(body: Body, path: Path, change: (value: string) => string): Body {
  const copy = structuredClone(body);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  parent[last] = change(String(parent[last] ?? 'text'));
  return copy;
}

/** The snake_case address fields of the API bodies, from the shared schema's keys. */
export const ADDRESS_FIELDS = Object.values(API_ADDRESS_KEYS);

/** The text fields of the upload's multipart form, with values it takes. */
export const UPLOAD_TEXT_FIELDS: Record<string, string> = {
  prompt: 'a portrait',
  style_id: 'custom',
  custom_prompt: 'a pirate captain',
  guest_session_id: 'guest-text',
  user_id: 'someone',
  gender: 'female',
};

/**
 * Every JSON call that takes text, with a body it accepts and the path of each text field in
 * it: what the request-text suites change one field at a time.
 */
export function jsonTextFieldCases(
  jobId: () => string,
  guestId: () => string,
): [string, string, () => Body, Path[]][] {
  const taxBody = (): Body => ({
    items: [{ productType: 'COFFEE_MUG', quantity: 1, price: 1999, designId: 'job-1' }],
    shipping_address: {
      line1: '350 Fifth Avenue',
      line2: 'Floor 5',
      city: 'New York',
      state: 'NY',
      postal_code: '10118',
      country: 'US',
    },
    shipping_cost: 599,
    currency: 'usd',
  });
  const order = (): Body => {
    const body = orderBody(guestId(), 'pi_unknown', jobId()) as Body & {
      items: { options: object }[];
    };
    for (const item of body.items) item.options = { color: 'Black' };
    return { ...body, tax_calculation_id: 'calc-1' };
  };
  return [
    [
      'shipping quote',
      '/api/printify/orders/shipping-methods',
      () => ({ address_to: addressIn('NY'), line_items: [{ ...LINES.whiteMug, sku: 'MUG-11' }] }),
      [
        ...ADDRESS_FIELDS.map((field) => ['address_to', field]),
        ['line_items', 0, 'product_id'],
        ['line_items', 0, 'sku'],
      ],
    ],
    [
      'tax quote',
      '/api/stripe/products/calculate-tax',
      taxBody,
      [
        ...['line1', 'line2', 'city', 'state', 'postal_code', 'country'].map((field) => [
          'shipping_address',
          field,
        ]),
        ['items', 0, 'designId'],
      ],
    ],
    [
      'payment intent',
      '/api/payment/create-payment-intent',
      () => intentBody(guestId(), jobId(), { tax_calculation_id: 'calc-1' }),
      [
        ...ADDRESS_FIELDS.map((field) => ['shipping_address', field]),
        ...['productId', 'title', 'variantId', 'jobId'].map((field) => ['items', 0, field]),
        ['receipt_email'],
        ['tax_calculation_id'],
        ['guest_session_id'],
      ],
    ],
    [
      'create-order',
      '/api/orders/create-order',
      order,
      [
        ['payment_intent_id'],
        ...ADDRESS_FIELDS.map((field) => ['shipping_address', field]),
        ...['productId', 'variantId', 'title', 'jobId'].map((field) => ['items', 0, field]),
        ['items', 0, 'options', 'color'],
        ['tax_calculation_id'],
        ['guest_session_id'],
      ],
    ],
  ];
}
