import { toApiAddress } from '../../shared/api/address';
import type { CartItem } from '../../shared/api/cart';
import {
  type ApiShippingMethod,
  parseVariantId,
  type ShippingMethodsRequest,
  shippingMethodsResponseSchema,
} from '../../shared/api/shipping';
import { REQUEST_TIMEOUT_MS } from '../../shared/constants';
import type { ShippingAddress } from '../../shared/validation/shipping-address';
import { type JsonResult, postJson } from './http';

export const SHIPPING_METHODS_URL = '/api/printify/orders/shipping-methods';

/** SPEC §7's body: the address and one line per cart item, variant ids as numbers. */
export function shippingMethodsRequest(
  address: ShippingAddress,
  items: readonly CartItem[],
): ShippingMethodsRequest {
  return {
    address_to: toApiAddress(address),
    line_items: items.map((item) => ({
      product_id: item.productId,
      variant_id: parseVariantId(item.variantId) ?? 0,
      quantity: item.quantity,
      print_provider_id: item.printProviderId,
      blueprint_id: item.blueprintId,
    })),
  };
}

export function fetchShippingMethods(
  address: ShippingAddress,
  items: readonly CartItem[],
): Promise<JsonResult<ApiShippingMethod[]>> {
  return postJson(
    SHIPPING_METHODS_URL,
    shippingMethodsRequest(address, items),
    shippingMethodsResponseSchema,
    { timeoutMs: REQUEST_TIMEOUT_MS.shipping },
  );
}
