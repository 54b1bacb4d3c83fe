import type { FakeReply } from './fake-printify';
import { type LocalServer, listenLocally, readBody, sendJson } from './local-server';

/** What the fake was sent, decoded from Stripe's form encoding. */
export interface StripeTaxCall {
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

export interface FakeStripeTax extends LocalServer {
  calls: StripeTaxCall[];
  /** The next calls get these replies instead of a calculation (outages, rate limits). */
  failNext(...replies: FakeReply[]): void;
}

interface Jurisdiction {
  name: string;
  level: 'state' | 'county' | 'city' | 'district';
  percent: string;
}

/** New York City's three layers; Oregon has no sales tax. Other states are not registered. */
const JURISDICTIONS: Record<string, Jurisdiction[]> = {
  NY: [
    { name: 'New York', level: 'state', percent: '4.0' },
    { name: 'New York City', level: 'city', percent: '4.5' },
    { name: 'Metropolitan Commuter Transportation District', level: 'district', percent: '0.375' },
  ],
};
const APPAREL = 'txcd_30011000';
/** A ZIP code Stripe cannot place: New York's by its prefix, so it passes our own ZIP check. */
export const UNKNOWN_POSTAL_CODE = '14999';

export const stripeError = (
  status: number,
  type: string,
  message: string,
  code?: string,
  param?: string,
): FakeReply => ({
  status,
  body: { error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } },
});

/** A line's tax in each jurisdiction, in the shape of Stripe's expanded `tax_breakdown`. */
function lineBreakdown(state: string, amount: number, exempt: boolean) {
  return (JURISDICTIONS[state] ?? []).map((j) => {
    const tax = exempt ? 0 : Math.round((amount * Number(j.percent)) / 100);
    return {
      amount: tax,
      jurisdiction: { country: 'US', display_name: j.name, level: j.level, state },
      sourcing: 'destination',
      tax_rate_details: exempt
        ? null
        : { display_name: 'Sales Tax', percentage_decimal: j.percent, tax_type: 'sales_tax' },
      taxability_reason: exempt ? 'product_exempt' : 'standard_rated',
      taxable_amount: exempt ? 0 : amount,
    };
  });
}

/** Stripe's answer to a calculation request, computed from the form it was sent. */
function calculation(form: URLSearchParams, id: string) {
  const state = form.get('customer_details[address][state]') ?? '';
  const expand = form.getAll('expand[]');
  const lines = [];
  for (let i = 0; form.has(`line_items[${i}][amount]`); i++) {
    const amount = Number(form.get(`line_items[${i}][amount]`));
    const quantity = Number(form.get(`line_items[${i}][quantity]`) ?? 1);
    const apparel = form.get(`line_items[${i}][tax_code]`) === APPAREL;
    const breakdown = lineBreakdown(state, amount, apparel && amount / quantity < 11000);
    lines.push({ amount, quantity, reference: form.get(`line_items[${i}][reference]`), breakdown });
  }
  const shippingAmount = Number(form.get('shipping_cost[amount]') ?? 0);
  const shipping = lineBreakdown(state, shippingAmount, false);
  const all = [...lines.flatMap((line) => line.breakdown), ...shipping];
  const tax = all.reduce((sum, part) => sum + part.amount, 0);
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const sumOf = (j: Jurisdiction, field: 'amount' | 'taxable_amount') =>
    all
      .filter((part) => part.jurisdiction.display_name === j.name)
      .reduce((sum, part) => sum + part[field], 0);
  return {
    id,
    object: 'tax.calculation',
    amount_total: subtotal + shippingAmount + tax,
    currency: 'usd',
    line_items: {
      object: 'list',
      has_more: false,
      url: `/v1/tax/calculations/${id}/line_items`,
      data: lines.map((line, i) => ({
        id: `tax_li_${i + 1}`,
        object: 'tax.calculation_line_item',
        amount: line.amount,
        amount_tax: line.breakdown.reduce((sum, part) => sum + part.amount, 0),
        quantity: line.quantity,
        reference: line.reference,
        tax_behavior: 'exclusive',
        ...(expand.includes('line_items.data.tax_breakdown')
          ? { tax_breakdown: line.breakdown }
          : {}),
      })),
    },
    shipping_cost: {
      amount: shippingAmount,
      amount_tax: shipping.reduce((sum, part) => sum + part.amount, 0),
      tax_behavior: 'exclusive',
      tax_code: form.get('shipping_cost[tax_code]'),
      ...(expand.includes('shipping_cost.tax_breakdown') ? { tax_breakdown: shipping } : {}),
    },
    tax_amount_exclusive: tax,
    tax_amount_inclusive: 0,
    tax_breakdown: (JURISDICTIONS[state] ?? []).map((j) => ({
      amount: sumOf(j, 'amount'),
      inclusive: false,
      tax_rate_details: {
        country: 'US',
        percentage_decimal: j.percent,
        state,
        tax_type: 'sales_tax',
      },
      taxability_reason: 'standard_rated',
      taxable_amount: sumOf(j, 'taxable_amount'),
    })),
    tax_date: Number(form.get('tax_date') ?? 0),
  };
}

/** Stripe's `tax.transaction`; the id follows the idempotency key, as a replay would. */
function transaction(form: URLSearchParams, idempotencyKey: string) {
  return {
    id: `tax_fake_${idempotencyKey.replace(/[^a-zA-Z0-9_]/g, '_')}`,
    object: 'tax.transaction',
    reference: form.get('reference'),
    type: 'transaction',
  };
}

/**
 * A local stand-in for Stripe's POST /v1/tax/calculations (and making a transaction from one), answering in the documented
 * `tax.calculation` shape: New York (state, city and district) exempts apparel under $110 and
 * taxes shipping; anywhere else nothing is collected; ZIP 00000 cannot be placed.
 */
export async function startFakeStripeTax(secretKey: string): Promise<FakeStripeTax> {
  const calls: StripeTaxCall[] = [];
  const scripted: FakeReply[] = [];
  const server = await listenLocally(async (req, res) => {
    const form = new URLSearchParams((await readBody(req)).toString());
    const idempotencyKey = req.headers['idempotency-key'];
    calls.push({
      authorization: req.headers.authorization,
      idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
      form,
    });
    const reply =
      scripted.shift() ??
      (req.headers.authorization !== `Bearer ${secretKey}`
        ? stripeError(401, 'invalid_request_error', 'Invalid API Key provided')
        : req.method === 'POST' && req.url === '/v1/tax/transactions/create_from_calculation'
          ? {
              status: 200,
              body: transaction(form, typeof idempotencyKey === 'string' ? idempotencyKey : ''),
            }
          : req.method !== 'POST' || req.url !== '/v1/tax/calculations'
            ? stripeError(404, 'invalid_request_error', 'Unrecognized request URL')
            : form.get('customer_details[address][postal_code]') === UNKNOWN_POSTAL_CODE
              ? stripeError(
                  400,
                  'invalid_request_error',
                  'We could not determine the customer tax location.',
                  'customer_tax_location_invalid',
                )
              : { status: 200, body: calculation(form, `taxcalc_fake_${calls.length}`) });
    sendJson(res, reply.status, reply.body ?? {}, reply.headers);
  });
  return Object.assign(server, {
    calls,
    failNext: (...replies: FakeReply[]) => {
      scripted.push(...replies);
    },
  });
}
