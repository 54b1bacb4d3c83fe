import {
  CANVAS_BLUEPRINT_ID,
  CANVAS_PROVIDER_ID,
  CATALOG_VARIANTS,
  MUG_BLUEPRINT_ID,
  MUG_PROVIDER_ID,
  TSHIRT_PROVIDER_ID,
} from './fake-printify-catalogue';

/**
 * The stand-in's POST /v1/shops/{shop_id}/orders/shipping.json: Printify's documented answer,
 * cents per method it can use (`{ standard, priority, express, economy }`), or the reason it
 * refuses the items or the place (sent back in Printify's validation error body). Items of one
 * blueprint and provider pay the first-item cost once and the additional-item cost for each
 * further unit.
 */
export type FakeShippingAnswer = { costs: Record<string, number> } | { problem: string };

interface ShippingLineItem {
  blueprint_id?: unknown;
  print_provider_id?: unknown;
  variant_id?: unknown;
  quantity?: unknown;
}

export interface FakeShippingBody {
  line_items?: unknown;
  address_to?: { country?: unknown };
}

type Method = 'standard' | 'priority' | 'express' | 'economy';
type Rates = Partial<Record<Method, [first: number, additional: number]>>;

const TEE_RATES: Rates = {
  standard: [475, 240],
  priority: [799, 300],
  express: [1499, 400],
  economy: [399, 200],
};

/** By `${blueprint_id}/${print_provider_id}`; canvases have no economy service. */
const RATES: Record<string, Rates> = {
  [`12/${TSHIRT_PROVIDER_ID}`]: TEE_RATES,
  '12/99': TEE_RATES,
  [`${CANVAS_BLUEPRINT_ID}/${CANVAS_PROVIDER_ID}`]: {
    standard: [999, 500],
    priority: [1499, 700],
    express: [2499, 900],
  },
  [`${MUG_BLUEPRINT_ID}/${MUG_PROVIDER_ID}`]: {
    standard: [599, 350],
    priority: [899, 400],
    express: [1599, 500],
    economy: [499, 300],
  },
};

/** Abroad, Printify's providers here offer only standard, at twice the price. */
const ABROAD_FACTOR = 2;
/** Places no provider of this catalogue ships to. */
const NOT_SERVED = new Set(['CU', 'IR', 'KP', 'SY']);

const isPositiveInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

export function quoteFakeShipping(body: FakeShippingBody): FakeShippingAnswer {
  const country = body.address_to?.country;
  if (typeof country !== 'string' || !/^[A-Z]{2}$/.test(country)) {
    return { problem: 'address_to.country must be a two-letter country code' };
  }
  if (!Array.isArray(body.line_items) || body.line_items.length === 0) {
    return { problem: 'line_items must list at least one item' };
  }
  const units = new Map<string, number>();
  for (const item of body.line_items as ShippingLineItem[]) {
    const { blueprint_id, print_provider_id, variant_id, quantity } = item;
    const key = `${blueprint_id}/${print_provider_id}`;
    const known = CATALOG_VARIANTS[key]?.some((variant) => variant.id === variant_id);
    if (!isPositiveInt(quantity) || !known) {
      return { problem: `Item ${JSON.stringify(item)} is not available from that print provider` };
    }
    units.set(key, (units.get(key) ?? 0) + quantity);
  }
  if (NOT_SERVED.has(country)) return { problem: `Products cannot be shipped to ${country}` };
  const methods: Method[] =
    country === 'US' ? ['standard', 'priority', 'express', 'economy'] : ['standard'];
  const factor = country === 'US' ? 1 : ABROAD_FACTOR;
  const costBy = (method: Method): number | undefined => {
    let cost = 0;
    for (const [key, quantity] of units) {
      const rate = RATES[key]?.[method];
      if (!rate) return undefined;
      cost += rate[0] + rate[1] * (quantity - 1);
    }
    return cost * factor;
  };
  const costs = Object.fromEntries(
    methods.flatMap((method) => {
      const cost = costBy(method);
      return cost === undefined ? [] : [[method, cost]];
    }),
  );
  return { costs };
}
