import { toApiAddress } from '../../shared/api/address';
import type { TaxResult } from '../../shared/api/tax';
import { NEW_YORK_ADDRESS } from '../features/checkout/address/sample-address';
import type { PendingPayment } from '../features/checkout/pending-payment';
import { cartItem } from './cart-items';

/** The sample New York address as the calls send it. */
export const NEW_YORK_API_ADDRESS = toApiAddress(NEW_YORK_ADDRESS);

/** A quote for a $59.99 canvas with $9.99 shipping to New York. */
export const SAMPLE_TAX: TaxResult = {
  taxAmount: 280,
  totalAmount: 7278,
  subtotal: 5999,
  shippingCost: 999,
  breakdown: [],
  calculationId: 'taxcalc_1',
  currency: 'usd',
  calculatedAt: '2026-11-23T12:00:00.000Z',
};

/** A checkout being paid for: that order behind intent pi_1. */
export const SAMPLE_PENDING_PAYMENT: PendingPayment = {
  paymentIntentId: 'pi_1',
  clientSecret: 'pi_1_secret_x',
  amount: 7278,
  items: [cartItem()],
  address: NEW_YORK_API_ADDRESS,
  shippingMethodId: 1,
  shippingCost: 999,
  tax: SAMPLE_TAX,
};
