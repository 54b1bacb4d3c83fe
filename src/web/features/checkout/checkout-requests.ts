import type { ApiAddress } from '../../../shared/api/address';
import type { CartItem } from '../../../shared/api/cart';
import type { CreateOrderRequest } from '../../../shared/api/orders';
import type { CreatePaymentIntentRequest } from '../../../shared/api/payment';
import type { TaxResult } from '../../../shared/api/tax';
import { CURRENCY } from '../../../shared/constants';
import type { ShopperIdentity } from '../../api/upload';

/** Who is paying, as both calls name them (SPEC §6). */
function owner(identity: ShopperIdentity) {
  return identity.user_id
    ? { customer_id: identity.user_id }
    : { guest_session_id: identity.guest_session_id };
}

/**
 * SPEC §7's payment-intent body plus the ids the server prices from. The prices, shipping cost
 * and tax in it are what the shopper was shown; the server charges its own.
 */
export function paymentIntentRequest(input: {
  items: readonly CartItem[];
  address: ApiAddress;
  shippingMethodId: number;
  shippingCost: number;
  tax: TaxResult;
  identity: ShopperIdentity;
}): CreatePaymentIntentRequest {
  return {
    items: input.items.map((item) => ({
      productId: item.productId,
      price: item.price,
      quantity: item.quantity,
      title: item.title,
      variantId: item.variantId,
      jobId: item.jobId,
    })),
    shippingCost: input.shippingCost,
    taxAmount: input.tax.taxAmount,
    currency: CURRENCY,
    receipt_email: input.address.email,
    shipping_address: input.address,
    shipping_method_id: input.shippingMethodId,
    tax_calculation_id: input.tax.calculationId,
    ...owner(input.identity),
  };
}

/** SPEC §7's create-order body for a paid intent. */
export function createOrderRequest(input: {
  paymentIntentId: string;
  items: readonly CartItem[];
  address: ApiAddress;
  shippingMethodId: number;
  shippingCost: number;
  tax: TaxResult;
  identity: ShopperIdentity;
}): CreateOrderRequest {
  return {
    payment_intent_id: input.paymentIntentId,
    shipping_address: input.address,
    shipping_method_id: input.shippingMethodId,
    shipping_cost: input.shippingCost,
    tax_amount: input.tax.taxAmount,
    items: input.items.map((item) => ({
      productId: item.productId,
      variantId: item.variantId,
      quantity: item.quantity,
      price: item.price,
      title: item.title,
      options: item.options,
      print_provider_id: item.printProviderId,
      blueprint_id: item.blueprintId,
      jobId: item.jobId,
    })),
    tax_calculation_id: input.tax.calculationId,
    ...owner(input.identity),
  };
}
