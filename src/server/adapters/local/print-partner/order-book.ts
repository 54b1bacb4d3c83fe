import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { LocalPrintOrdersTable } from '../../../db/schema';
import {
  type PartnerOrder,
  PartnerOrderRejectedError,
  type PartnerOrderRequest,
} from '../../../ports/print-partner';
import { findVariant } from './catalogue-lookup';
import { type LocalPartnerTimings, localOrderProgress } from './order-status';
import { quoteLocalShipping } from './quote-local-shipping';

export interface LocalOrderBook {
  /** The order for `request.externalId`: made by the first submission, found by every later one. */
  submit(request: PartnerOrderRequest): Promise<PartnerOrder>;
  get(id: string): Promise<PartnerOrder | null>;
}

/** Why the local partner refuses an order, as Printify would; undefined when it takes it. */
function refusalOf(request: PartnerOrderRequest): string | undefined {
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
  const toOrder = (row: Selectable<LocalPrintOrdersTable>): PartnerOrder => {
    const createdAt = new Date(row.created_at);
    return {
      id: row.id,
      externalId: row.external_id,
      createdAt,
      ...localOrderProgress(row.id, createdAt, deps.clock(), deps.timings),
    };
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
      const row = await deps.db
        .selectFrom('local_print_orders')
        .selectAll()
        .where('external_id', '=', request.externalId)
        .executeTakeFirstOrThrow();
      return toOrder(row);
    },

    async get(id) {
      const row = await deps.db
        .selectFrom('local_print_orders')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toOrder(row) : null;
    },
  };
}
