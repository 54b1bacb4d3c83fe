import { z } from 'zod';
import {
  type PartnerCancelResult,
  type PartnerOrder,
  type PartnerOrderLine,
  type PartnerOrderPage,
  PartnerOrderRejectedError,
  type PartnerOrderRequest,
} from '../../../ports/print-partner';
import type { CatalogPlan } from './catalog-plan';
import { PrintifyApiError, type PrintifyClient } from './client';
import { fallbackProductNamed, type PrintifyItem, printifyItemFor } from './fallback-items';

export interface PrintifyOrdersDeps {
  client: PrintifyClient;
  shopId: string;
  now: () => Date;
  /** Where a store fallback product is found in Printify's catalogue. */
  catalogPlan: () => Promise<CatalogPlan>;
}

/** `2017-04-18 13:24:28+00:00`, Printify's timestamp format. */
const printifyTimeSchema = z
  .string()
  .transform((text) => new Date(text.replace(' ', 'T')))
  .refine((date) => !Number.isNaN(date.getTime()), 'not a timestamp');

/**
 * An order as GET orders.json and orders/{id}.json show it. The documented shape has no
 * `external_id`: an order made through the API carries ours as `metadata.shop_order_id`.
 * `external_id` is read too, in case Printify lists it.
 */
const orderSchema = z.object({
  id: z.string(),
  status: z.string(),
  created_at: printifyTimeSchema,
  external_id: z.string().nullish(),
  metadata: z.object({ shop_order_id: z.union([z.string(), z.number()]).nullish() }).nullish(),
});
type PrintifyOrder = z.output<typeof orderSchema>;

const orderPageSchema = z.object({
  data: z.array(orderSchema),
  last_page: z.number().int().optional(),
});
const createdOrderSchema = z.object({ id: z.string() });

// Printify lists at most 10 orders a page. A retry follows a lost answer within minutes, so
// our order is among the newest; three pages leave room for a busy shop's other orders.
const PAGE_SIZE = 10;
const RECENT_PAGES = 3;
// How Printify says no to a request it understood; 404 is read back as an unknown order.
const REFUSED = [400, 404, 409, 422];

function externalIdOf(order: PrintifyOrder): string | undefined {
  const fromMetadata = order.metadata?.shop_order_id;
  return order.external_id ?? (fromMetadata == null ? undefined : String(fromMetadata));
}

const toPartnerOrder = (order: PrintifyOrder, externalId: string): PartnerOrder => ({
  id: order.id,
  externalId,
  status: order.status,
  createdAt: order.created_at,
});

/** The catalogue item a line without a product is made as, in Printify's ids. */
async function catalogueItem(
  line: PartnerOrderLine,
  catalogPlan: () => Promise<CatalogPlan>,
): Promise<PrintifyItem> {
  const fallback = fallbackProductNamed(line);
  if (!fallback) {
    return {
      blueprint_id: line.blueprintId,
      print_provider_id: line.printProviderId,
      variant_id: line.variantId,
    };
  }
  const item = printifyItemFor(await catalogPlan(), fallback);
  if (!item) {
    throw new PartnerOrderRejectedError(
      `Printify's catalogue has no ${fallback.name} like ours (${Object.values(fallback.options).join(', ')})`,
    );
  }
  return item;
}

/** A line of a made product, or the catalogue item and the artwork URL Printify prints. */
async function lineItem(line: PartnerOrderLine, catalogPlan: () => Promise<CatalogPlan>) {
  if (line.productId) {
    return { product_id: line.productId, variant_id: line.variantId, quantity: line.quantity };
  }
  if (!line.artworkUrl) {
    throw new PartnerOrderRejectedError(
      `Variant ${line.variantId} has neither a product nor artwork to print`,
    );
  }
  return {
    ...(await catalogueItem(line, catalogPlan)),
    print_areas: { front: line.artworkUrl },
    quantity: line.quantity,
  };
}

/** Printify's refusal of the order itself; anything else (outage, timeout) is worth retrying. */
function refusalOr(error: unknown): unknown {
  if (error instanceof PrintifyApiError && (error.status === 400 || error.status === 422)) {
    return new PartnerOrderRejectedError(error.message, { cause: error });
  }
  return error;
}

export function createPrintifyOrders(deps: PrintifyOrdersDeps) {
  const ordersPath = `/v1/shops/${deps.shopId}/orders`;

  /** The shop's order for our id among its newest, so a retry never places a second one. */
  async function findRecent(externalId: string): Promise<PartnerOrder | undefined> {
    for (let page = 1; page <= RECENT_PAGES; page++) {
      const listed = await deps.client.get(
        `${ordersPath}.json?limit=${PAGE_SIZE}&page=${page}`,
        orderPageSchema,
      );
      const found = listed.data.find((order) => externalIdOf(order) === externalId);
      if (found) return toPartnerOrder(found, externalId);
      if (listed.data.length < PAGE_SIZE || page >= (listed.last_page ?? page)) return undefined;
    }
    return undefined;
  }

  async function get(id: string): Promise<PartnerOrder | null> {
    try {
      const order = await deps.client.get(
        `${ordersPath}/${encodeURIComponent(id)}.json`,
        orderSchema,
      );
      // An order placed outside this store (in Printify's dashboard) has no id of ours.
      return toPartnerOrder(order, externalIdOf(order) ?? '');
    } catch (error) {
      if (error instanceof PrintifyApiError && error.status === 404) return null;
      throw error;
    }
  }

  return {
    async submit(request: PartnerOrderRequest): Promise<PartnerOrder> {
      const lineItems = await Promise.all(
        request.lines.map((line) => lineItem(line, deps.catalogPlan)),
      );
      const body = {
        external_id: request.externalId,
        label: request.label,
        line_items: lineItems,
        shipping_method: request.shippingMethodId,
        send_shipping_notification: false,
        address_to: request.address,
      };
      const existing = await findRecent(request.externalId);
      if (existing) return existing;
      const created = await deps.client
        .post(`${ordersPath}.json`, body, createdOrderSchema, { retryServerErrors: false })
        .catch((error: unknown) => {
          throw refusalOr(error);
        });
      // Printify answers only the id; a new order waits as pending until it is checked.
      return {
        id: created.id,
        externalId: request.externalId,
        status: 'pending',
        createdAt: deps.now(),
      };
    },

    get,

    async list(page: number): Promise<PartnerOrderPage> {
      const listed = await deps.client.get(
        `${ordersPath}.json?limit=${PAGE_SIZE}&page=${page}`,
        orderPageSchema,
      );
      return {
        orders: listed.data.map((order) => toPartnerOrder(order, externalIdOf(order) ?? '')),
        lastPage: listed.last_page ?? page,
      };
    },

    /** Our order among the shop's newest: a submission whose answer was lost may have placed it. */
    async findFor(externalId: string): Promise<PartnerOrder | null> {
      return (await findRecent(externalId)) ?? null;
    },

    /**
     * Printify cancels only an order it has not sent to production. Its refusal's words are not
     * documented, so a refused cancel reads the order back: already cancelled (a repeat of our
     * own call) is done; any other status means the provider has started.
     */
    async cancel(id: string): Promise<PartnerCancelResult> {
      try {
        const order = await deps.client.post(
          `${ordersPath}/${encodeURIComponent(id)}/cancel.json`,
          undefined,
          orderSchema,
        );
        return { ok: true, order: toPartnerOrder(order, externalIdOf(order) ?? '') };
      } catch (error) {
        if (!(error instanceof PrintifyApiError) || !REFUSED.includes(error.status)) throw error;
      }
      const order = await get(id);
      if (!order) return { ok: false, code: 'unknown_order' };
      if (order.status === 'canceled') return { ok: true, order };
      return { ok: false, code: 'production_started', status: order.status };
    },
  };
}
