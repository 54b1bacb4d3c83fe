import type { PrintPartner } from '../../../ports/print-partner';
import { type CatalogPlan, loadCatalogPlan } from './catalog-plan';
import { createPrintifyClient } from './client';
import { createPrintifyProducts } from './create-products';
import { readPrintifyWebhook } from './order-webhooks';
import { createPrintifyOrders } from './orders';
import { quotePrintifyShipping } from './quote-shipping';

export { PrintifyApiError } from './client';

export interface PrintifyPrintPartnerConfig {
  apiToken: string;
  shopId: string;
  baseURL?: string;
  /** Per request attempt. */
  timeoutMs?: number;
  /** The order webhooks' signing secret; without it none is taken. */
  webhookSecret?: string;
}

const DEFAULT_BASE_URL = 'https://api.printify.com';
// Base64 uploads of a print-size artwork can take a while on a slow link.
const DEFAULT_TIMEOUT_MS = 60_000;
// The shopper's browser gives up on a shipping quote after 10 s (SPEC §9).
const QUOTE_TIMEOUT_MS = 8_000;
// The catalogue changes rarely; reading it for every job would burn the rate limit.
const CATALOGUE_TTL_MS = 6 * 60 * 60 * 1000;

/** Remembers a successful load for `ttlMs`; a failed load is forgotten so the next call retries. */
function cachedFor<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let cached: { value: Promise<T>; at: number } | undefined;
  return () => {
    if (!cached || Date.now() - cached.at > ttlMs) {
      const value = load();
      const entry = { value, at: Date.now() };
      cached = entry;
      value.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.value;
  };
}

/** The live print partner: products made and orders placed through the Printify REST API v1. */
export function createPrintifyPrintPartner(config: PrintifyPrintPartnerConfig): PrintPartner {
  const client = createPrintifyClient({
    apiToken: config.apiToken,
    baseURL: config.baseURL ?? DEFAULT_BASE_URL,
    timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  });
  const catalogPlan = cachedFor<CatalogPlan>(CATALOGUE_TTL_MS, () => loadCatalogPlan(client));
  const quoteClient = createPrintifyClient({
    apiToken: config.apiToken,
    baseURL: config.baseURL ?? DEFAULT_BASE_URL,
    timeoutMs: Math.min(config.timeoutMs ?? QUOTE_TIMEOUT_MS, QUOTE_TIMEOUT_MS),
  });
  const orders = createPrintifyOrders({
    client,
    shopId: config.shopId,
    now: () => new Date(),
    catalogPlan,
  });
  const { webhookSecret } = config;
  return {
    name: 'printify',
    createProducts: (request) =>
      createPrintifyProducts({ client, shopId: config.shopId, catalogPlan }, request),
    // DELETE /v1/shops/{shop_id}/products/{product_id}.json, once per product the job made.
    forgetProducts: async (_jobId, products) => {
      const ids = [...new Set(products.map((product) => product.id))];
      for (const id of ids) {
        await client.delete(`/v1/shops/${config.shopId}/products/${encodeURIComponent(id)}.json`);
      }
    },
    quoteShipping: (request) =>
      quotePrintifyShipping({ client: quoteClient, shopId: config.shopId, catalogPlan }, request),
    submitOrder: (request) => orders.submit(request),
    getOrder: (id) => orders.get(id),
    listOrders: (page) => orders.list(page),
    findOrderFor: (externalId) => orders.findFor(externalId),
    cancelOrder: (id) => orders.cancel(id),
    ...(webhookSecret
      ? {
          readWebhook: (rawBody: Buffer, signature: string | undefined) =>
            readPrintifyWebhook(rawBody, signature, webhookSecret),
        }
      : {}),
  };
}
