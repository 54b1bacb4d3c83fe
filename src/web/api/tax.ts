import type { CartItem } from '../../shared/api/cart';
import {
  type CalculateTaxRequest,
  type CalculateTaxResponse,
  calculateTaxResponseSchema,
  TAX_PRODUCT_TYPE_BY_CART_TYPE,
  toTaxAddress,
} from '../../shared/api/tax';
import { CURRENCY, REQUEST_TIMEOUT_MS } from '../../shared/constants';
import type { Cents } from '../../shared/money';
import type { ShippingAddress } from '../../shared/validation/shipping-address';
import { type JsonResult, postJson } from './http';

export const CALCULATE_TAX_URL = '/api/stripe/products/calculate-tax';

/**
 * SPEC §7's body. The figures only shape the quote the shopper sees: the payment step prices
 * and taxes the order again on the server.
 */
export function calculateTaxRequest(
  address: ShippingAddress,
  items: readonly CartItem[],
  shippingCost: Cents,
): CalculateTaxRequest {
  return {
    items: items.map((item) => ({
      productType: TAX_PRODUCT_TYPE_BY_CART_TYPE[item.productType],
      quantity: item.quantity,
      price: item.price,
      designId: item.jobId ?? item.productId,
    })),
    shipping_address: toTaxAddress(address),
    shipping_cost: shippingCost,
    currency: CURRENCY,
  };
}

export function calculateTax(
  address: ShippingAddress,
  items: readonly CartItem[],
  shippingCost: Cents,
): Promise<JsonResult<CalculateTaxResponse>> {
  return postJson(
    CALCULATE_TAX_URL,
    calculateTaxRequest(address, items, shippingCost),
    calculateTaxResponseSchema,
    { timeoutMs: REQUEST_TIMEOUT_MS.tax },
  );
}
