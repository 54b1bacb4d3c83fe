import { randomBytes } from 'node:crypto';
import { CATALOG_VARIANTS } from './fake-printify-catalogue';
import { quoteFakeShipping } from './fake-printify-shipping';

/**
 * The stand-in's shop orders: POST /v1/shops/{shop_id}/orders.json (answering `{ id }`),
 * GET orders.json (newest first, pages of at most 10) and GET orders/{id}.json, in the
 * documented order shape. Like the documented examples, an order made through the API shows
 * its `external_id` as `metadata.shop_order_id`. Printify is not documented to refuse a second
 * order with a known external id, so neither does this stand-in: it is the caller's job.
 * POST orders/{id}/cancel.json cancels as Printify documents it: only an order that is
 * `on-hold` or `payment-not-received`, answering the order; the tests move an order's status as
 * Printify's provider would (`setStatus`).
 */
export type FakeOrderAnswer =
  | { status: 200; body: unknown }
  | { status: 400 | 404; problem: string };

/** What an order line needs to know about a product of the shop. */
export interface FakeShopProduct {
  blueprint_id: number;
  print_provider_id: number;
  variants: { id: number; is_enabled: boolean }[];
}

interface OrderLineBody {
  product_id?: unknown;
  blueprint_id?: unknown;
  print_provider_id?: unknown;
  variant_id?: unknown;
  print_areas?: { front?: unknown };
  quantity?: unknown;
}

interface OrderBody {
  external_id?: unknown;
  label?: unknown;
  line_items?: unknown;
  shipping_method?: unknown;
  address_to?: Record<string, unknown>;
}

// Printify's shipping_method codes.
const METHOD_KEYS: Record<number, string> = {
  1: 'standard',
  2: 'priority',
  3: 'express',
  4: 'economy',
};
const REQUIRED_ADDRESS = ['first_name', 'last_name', 'address1', 'city', 'zip', 'country'];
const MAX_PAGE_SIZE = 10;
const CANCELLABLE = ['on-hold', 'payment-not-received'];

const isPositiveInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;
const printifyTime = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 19)}+00:00`;

export function createFakeOrdersRoute(
  shopId: string,
  products: ReadonlyMap<string, FakeShopProduct>,
) {
  const orders: Record<string, unknown>[] = [];

  /** The line as made by its catalogue provider, or why Printify would refuse it. */
  function makerOf(line: OrderLineBody) {
    if (!isPositiveInt(line.quantity)) return `line_items quantity must be a positive integer`;
    if (line.product_id !== undefined) {
      const product = products.get(String(line.product_id));
      const sold = product?.variants.some((v) => v.id === line.variant_id && v.is_enabled);
      if (!product || !sold) return `Product ${line.product_id} has no variant ${line.variant_id}`;
      const { blueprint_id, print_provider_id } = product;
      return {
        blueprint_id,
        print_provider_id,
        variant_id: line.variant_id,
        quantity: line.quantity,
      };
    }
    const { blueprint_id, print_provider_id, variant_id, quantity } = line;
    const known = CATALOG_VARIANTS[`${blueprint_id}/${print_provider_id}`]?.some(
      (variant) => variant.id === variant_id,
    );
    if (!known) return `Variant ${variant_id} is not available from that print provider`;
    const front = line.print_areas?.front;
    if (typeof front !== 'string' || !/^https?:\/\//.test(front)) {
      return 'print_areas.front must be the URL of an image';
    }
    return { blueprint_id, print_provider_id, variant_id, quantity };
  }

  function submit(body: OrderBody): FakeOrderAnswer {
    const refuse = (problem: string): FakeOrderAnswer => ({ status: 400, problem });
    if (typeof body.external_id !== 'string' || !body.external_id) {
      return refuse('external_id is required');
    }
    const missing = REQUIRED_ADDRESS.find((field) => !body.address_to?.[field]);
    if (missing) return refuse(`address_to.${missing} is required`);
    if (!Array.isArray(body.line_items) || body.line_items.length === 0) {
      return refuse('line_items must list at least one item');
    }
    const made = (body.line_items as OrderLineBody[]).map(makerOf);
    const problem = made.find((line): line is string => typeof line === 'string');
    if (problem) return refuse(problem);
    const quote = quoteFakeShipping({ line_items: made, address_to: body.address_to });
    if ('problem' in quote) return refuse(quote.problem);
    const method = METHOD_KEYS[Number(body.shipping_method)];
    if (!method || quote.costs[method] === undefined) {
      return refuse(`Shipping method ${body.shipping_method} is not available for this order`);
    }
    const id = randomBytes(12).toString('hex');
    orders.unshift({
      id,
      address_to: body.address_to,
      line_items: body.line_items,
      metadata: {
        order_type: 'api',
        shop_order_id: body.external_id,
        shop_order_label: typeof body.label === 'string' ? body.label : body.external_id,
        shop_fulfilled_at: null,
      },
      total_price: 0,
      total_shipping: quote.costs[method],
      total_tax: 0,
      status: 'pending',
      shipping_method: Number(body.shipping_method),
      is_printify_express: false,
      is_economy_shipping: method === 'economy',
      created_at: printifyTime(new Date()),
    });
    return { status: 200, body: { id } };
  }

  function list(query: URLSearchParams): FakeOrderAnswer {
    const limit = Number(query.get('limit') ?? MAX_PAGE_SIZE);
    const page = Number(query.get('page') ?? 1);
    if (!isPositiveInt(limit) || limit > MAX_PAGE_SIZE || !isPositiveInt(page)) {
      return { status: 400, problem: `limit must be 1 to ${MAX_PAGE_SIZE} and page at least 1` };
    }
    const data = orders.slice((page - 1) * limit, page * limit);
    const lastPage = Math.max(1, Math.ceil(orders.length / limit));
    const from = data.length > 0 ? (page - 1) * limit + 1 : null;
    const body = {
      current_page: page,
      data,
      first_page_url: '/?page=1',
      from,
      last_page: lastPage,
      last_page_url: `/?page=${lastPage}`,
      next_page_url: page < lastPage ? `/?page=${page + 1}` : null,
      path: '/',
      per_page: limit,
      prev_page_url: page > 1 ? `/?page=${page - 1}` : null,
      to: from === null ? null : from + data.length - 1,
      total: orders.length,
    };
    return { status: 200, body };
  }

  function cancel(order: Record<string, unknown>): FakeOrderAnswer {
    if (!CANCELLABLE.includes(String(order.status))) {
      return {
        status: 400,
        problem: `Order ${order.id} has status ${order.status}; only an order ${CANCELLABLE.join(' or ')} can be canceled`,
      };
    }
    order.status = 'canceled';
    return { status: 200, body: order };
  }

  /** The answer for an orders route of this shop, or undefined when the route is not one. */
  function route(
    method: string,
    path: string,
    query: URLSearchParams,
    body: unknown,
  ): FakeOrderAnswer | undefined {
    if (path === `/v1/shops/${shopId}/orders.json`) {
      if (method === 'POST') return submit((body ?? {}) as OrderBody);
      if (method === 'GET') return list(query);
    }
    const match = /^\/v1\/shops\/([^/]+)\/orders\/([^/]+?)(\/cancel)?\.json$/.exec(path);
    const cancelling = method === 'POST' && match?.[3] !== undefined;
    if (match?.[1] !== shopId || !(cancelling || (method === 'GET' && !match[3]))) return undefined;
    const order = orders.find((candidate) => candidate.id === match[2]);
    if (!order) return { status: 404, problem: `Order ${match[2]}` };
    return cancelling ? cancel(order) : { status: 200, body: order };
  }

  /** Moves an order on as Printify would (`on-hold`, `in-production`, `fulfilled`...). */
  function setStatus(orderId: string, status: string): void {
    const order = orders.find((candidate) => candidate.id === orderId);
    if (!order) throw new Error(`The fake has no order ${orderId}`);
    order.status = status;
  }

  return { route, setStatus };
}
