import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { LocalPrintOrdersTable } from '../../../db/schema';
import {
  type PartnerCancelResult,
  type PartnerOrder,
  type PartnerOrderPage,
  PartnerOrderRejectedError,
  type PartnerOrderRequest,
} from '../../../ports/print-partner';
import { findVariant } from './catalogue-lookup';
import {
  CANCELED,
  isCancellable,
  type LocalPartnerTimings,
  localOrderProgress,
} from './order-status';
import { quoteLocalShipping } from './quote-local-shipping';

export interface LocalOrderBook {
  /** The order for `request.externalId`: made by the first submission, found by every later one. */
  submit(request: PartnerOrderRequest): Promise<PartnerOrder>;
  get(id: string): Promise<PartnerOrder | null>;
  /** A page of the orders, newest first, ten a page as Printify lists them. */
  list(page: number): Promise<PartnerOrderPage>;
  findFor(externalId: string): Promise<PartnerOrder | null>;
  /** Cancels an order still pending; the provider has started on any other. */
  cancel(id: string): Promise<PartnerCancelResult>;
}

/** Printify's page of orders. */
const PAGE_SIZE = 10;

type OrderRow = Selectable<LocalPrintOrdersTable> & { cancelled_at: string | null };

/** Why the local partner refuses an order, as Printify would; undefined when it takes it. */
export function refusalOf(request: PartnerOrderRequest): string | undefined {
  if (request.lines.length === 0) return 'An order needs at least one line item';
  for (const line of request.lines) {
    const variant = findVariant(line.blueprintId, line.variantId);
    if (!variant?.available || variant.printProviderId !== line.printProviderId) {
      return `Variant ${line.variantId} of blueprint ${line.blueprintId} is not available from print provider ${line.printProviderId}`;
    }
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      return `Variant ${line.variantId} has quantity ${line.quantity}; it must be a whole number of at least 1`;
    }
    if (!line.productId && !line.artworkUrl) {
      return `Variant ${line.variantId} has neither a product nor artwork to print`;
    }
  }
  const quote = quoteLocalShipping({ address: request.address, lines: request.lines });
  if (!quote.ok) {
    return quote.code === 'unknown_variant'
      ? `Variant ${quote.variantId} cannot be shipped`
      : `These products cannot be shipped to ${request.address.country}`;
  }
  if (!quote.methods.some((method) => method.id === request.shippingMethodId)) {
    const offered = quote.methods.map((method) => method.id).join(', ');
    return `Shipping method ${request.shippingMethodId} is not offered for this address and these products (offered: ${offered})`;
  }
  return undefined;
}

/**
 * The local partner's orders, kept in `local_print_orders` so they survive a restart. The
 * unique external id makes a repeated or concurrent submission find the first order.
 */
export function createLocalOrderBook(deps: {
  db: Db;
  clock: () => Date;
  timings: LocalPartnerTimings;
}): LocalOrderBook {
  const toOrder = (row: OrderRow): PartnerOrder => {
    const createdAt = new Date(row.created_at);
    return {
      id: row.id,
      externalId: row.external_id,
      createdAt,
      ...(row.cancelled_at
        ? { status: CANCELED }
        : localOrderProgress(row.id, createdAt, deps.clock(), deps.timings)),
    };
  };

  const orders = () =>
    deps.db
      .selectFrom('local_print_orders')
      .leftJoin(
        'local_print_cancellations',
        'local_print_cancellations.order_id',
        'local_print_orders.id',
      )
      .selectAll('local_print_orders')
      .select('local_print_cancellations.cancelled_at');

  const find = async (id: string) => {
    const row = await orders().where('local_print_orders.id', '=', id).executeTakeFirst();
    return row ? toOrder(row) : null;
  };

  const findFor = async (externalId: string) => {
    const row = await orders()
      .where('local_print_orders.external_id', '=', externalId)
      .executeTakeFirst();
    return row ? toOrder(row) : null;
  };

  return {
    async submit(request) {
      const refusal = refusalOf(request);
      if (refusal) throw new PartnerOrderRejectedError(refusal);
      await deps.db
        .insertInto('local_print_orders')
        .values({
          id: `local-po-${randomBytes(12).toString('hex')}`,
          external_id: request.externalId,
          request: JSON.stringify(request),
          created_at: deps.clock().toISOString(),
        })
        .onConflict((conflict) => conflict.column('external_id').doNothing())
        .execute();
      const placed = await findFor(request.externalId);
      if (!placed) throw new Error(`Local print order for ${request.externalId} vanished`);
      return placed;
    },

    get: find,
    findFor,

    async list(page) {
      const [rows, counted] = await Promise.all([
        orders()
          .orderBy('local_print_orders.created_at', 'desc')
          .orderBy('local_print_orders.id', 'desc')
          .limit(PAGE_SIZE)
          .offset((Math.max(1, page) - 1) * PAGE_SIZE)
          .execute(),
        deps.db
          .selectFrom('local_print_orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        orders: rows.map(toOrder),
        lastPage: Math.max(1, Math.ceil(Number(counted.n) / PAGE_SIZE)),
      };
    },

    async cancel(id) {
      const order = await find(id);
      if (!order) return { ok: false, code: 'unknown_order' };
      if (order.status === CANCELED) return { ok: true, order };
      if (!isCancellable(order.status)) {
        return { ok: false, code: 'production_started', status: order.status };
      }
      await deps.db
        .insertInto('local_print_cancellations')
        .values({ order_id: id, cancelled_at: deps.clock().toISOString() })
        .onConflict((conflict) => conflict.column('order_id').doNothing())
        .execute();
      return { ok: true, order: { ...order, status: CANCELED } };
    },
  };
}
