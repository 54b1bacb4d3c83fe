import { describe, expect, it } from 'vitest';
import { canContinueToPayment, shouldCalculateTax } from './checkout-rules';

const ready = { addressValid: true, shippingMethodId: 1, hasTax: true, taxCalculating: false };

describe('canContinueToPayment', () => {
  it('needs a valid address, a method and a finished tax calculation', () => {
    expect(canContinueToPayment(ready)).toBe(true);
    expect(canContinueToPayment({ ...ready, addressValid: false })).toBe(false);
    expect(canContinueToPayment({ ...ready, shippingMethodId: null })).toBe(false);
    expect(canContinueToPayment({ ...ready, hasTax: false })).toBe(false);
    expect(canContinueToPayment({ ...ready, taxCalculating: true })).toBe(false);
  });
});

describe('shouldCalculateTax', () => {
  it('waits for a valid address, a shipping cost above 0 and items', () => {
    const state = { addressValid: true, shippingCost: 499, itemCount: 2 };
    expect(shouldCalculateTax(state)).toBe(true);
    expect(shouldCalculateTax({ ...state, addressValid: false })).toBe(false);
    expect(shouldCalculateTax({ ...state, shippingCost: 0 })).toBe(false);
    expect(shouldCalculateTax({ ...state, itemCount: 0 })).toBe(false);
  });
});
