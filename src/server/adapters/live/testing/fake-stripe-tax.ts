import { type LocalServer, listenLocally, readBody, sendJson } from './local-server';

/** What the fake was sent, decoded from Stripe's form encoding. */
export interface StripeTaxCall {
  authorization: string | undefined;
  form: URLSearchParams;
}

const RATES: Record<string, number> = { NY: 8.875, CA: 7.25 };
const APPAREL = 'txcd_30011000';

/**
 * A local stand-in for Stripe's POST /v1/tax/calculations answering in its documented
 * `tax.calculation` shape: New York exempts apparel under $110, shipping is taxed, Oregon has
 * no sales tax.
 */
export async function startFakeStripeTax(
  secretKey: string,
): Promise<LocalServer & { calls: StripeTaxCall[] }> {
  const calls: StripeTaxCall[] = [];
  const server = await listenLocally(async (req, res) => {
    const form = new URLSearchParams((await readBody(req)).toString());
    calls.push({ authorization: req.headers.authorization, form });
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      sendJson(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
      return;
    }
    if (req.method !== 'POST' || req.url !== '/v1/tax/calculations') {
      sendJson(res, 404, {
        error: { type: 'invalid_request_error', message: 'Unrecognized request URL' },
      });
      return;
    }
    const state = form.get('customer_details[address][state]') ?? '';
    const percent = RATES[state] ?? 0;
    let taxable = 0;
    let lines = 0;
    for (let i = 0; form.has(`line_items[${i}][amount]`); i++) {
      const amount = Number(form.get(`line_items[${i}][amount]`));
      const quantity = Number(form.get(`line_items[${i}][quantity]`));
      lines += amount;
      const exempt =
        state === 'NY' &&
        form.get(`line_items[${i}][tax_code]`) === APPAREL &&
        amount / quantity < 11000;
      if (!exempt) taxable += amount;
    }
    const shipping = Number(form.get('shipping_cost[amount]') ?? 0);
    taxable += percent > 0 ? shipping : 0;
    const tax = Math.round((taxable * percent) / 100);
    sendJson(res, 200, {
      id: `taxcalc_fake_${calls.length}`,
      object: 'tax.calculation',
      amount_total: lines + shipping + tax,
      currency: 'usd',
      shipping_cost: { amount: shipping, amount_tax: 0, tax_behavior: 'exclusive' },
      tax_amount_exclusive: tax,
      tax_amount_inclusive: 0,
      tax_breakdown: [
        {
          amount: tax,
          inclusive: false,
          taxable_amount: percent > 0 ? taxable : 0,
          taxability_reason: percent > 0 ? 'standard_rated' : 'not_collecting',
          tax_rate_details: {
            country: 'US',
            percentage_decimal: percent.toFixed(4),
            state,
            tax_type: 'sales_tax',
          },
        },
      ],
    });
  });
  return Object.assign(server, { calls });
}
