import { describe, expect, it } from 'vitest';
import type { ApiShippingMethod } from '../../../../shared/api/shipping';
import { fitsQuote, settleShippingChoice } from './shipping-choice';
import type { ShippingMethodsState } from './shipping-method-picker';

const STANDARD: ApiShippingMethod = {
  id: 1,
  name: 'Standard',
  description: undefined,
  price: 999,
  handling_days: 3,
};
const PRIORITY: ApiShippingMethod = { ...STANDARD, id: 2, name: 'Priority', price: 1499 };
const quote = (...methods: ApiShippingMethod[]): ShippingMethodsState => ({
  kind: 'ready',
  methods,
});
const priority = { id: 2, price: 1499 };
const ASKED = { preselect: true };

describe('a shipping choice against a quote', () => {
  it('fits only a quote offering the same method at the same price', () => {
    expect(fitsQuote(priority, [STANDARD, PRIORITY])).toBe(true);
    expect(fitsQuote(priority, [STANDARD])).toBe(false);
    expect(fitsQuote(priority, [STANDARD, { ...PRIORITY, price: 2199 }])).toBe(false);
  });

  it('uses a kept choice once the quote offers it at its price', () => {
    expect(settleShippingChoice(quote(STANDARD, PRIORITY), null, priority, ASKED)).toEqual({
      step: 'use',
      choice: priority,
    });
    expect(settleShippingChoice(quote(STANDARD, PRIORITY), priority, null, ASKED)).toEqual({
      step: 'settled',
    });
  });

  it('drops a choice the new quote does not offer at its price, and says so', () => {
    const dearer = quote(STANDARD, { ...PRIORITY, price: 2199 });
    expect(settleShippingChoice(dearer, null, priority, ASKED)).toEqual({
      step: 'drop',
      tell: true,
    });
    expect(settleShippingChoice(dearer, priority, null, ASKED)).toEqual({
      step: 'drop',
      tell: true,
    });
    expect(settleShippingChoice(quote(STANDARD), priority, null, ASKED)).toEqual({
      step: 'drop',
      tell: true,
    });
  });

  it('drops it quietly when there is no quote to offer it, the picker saying why', () => {
    for (const failed of [
      { kind: 'error', view: 'other', message: 'Shipping service temporarily unavailable.' },
      { kind: 'zip-refused', message: 'ZIP code 10118 is in New York, not New Jersey.' },
    ] as const) {
      expect(settleShippingChoice(failed, priority, null, ASKED)).toEqual({
        step: 'drop',
        tell: false,
      });
    }
  });

  it('waits while the quote is asked for, and keeps a choice aside until an address is', () => {
    expect(settleShippingChoice({ kind: 'loading' }, priority, null, ASKED)).toEqual({
      step: 'wait',
    });
    expect(settleShippingChoice({ kind: 'idle' }, null, priority, ASKED)).toEqual({ step: 'wait' });
    expect(settleShippingChoice({ kind: 'idle' }, priority, null, ASKED)).toEqual({
      step: 'set-aside',
      choice: priority,
    });
  });

  it('chooses the cheapest, listed first, when nothing was chosen, unless the shopper was told to choose', () => {
    const standard = { id: 1, price: 999 };
    expect(settleShippingChoice(quote(STANDARD, PRIORITY), null, null, ASKED)).toEqual({
      step: 'use',
      choice: standard,
    });
    expect(
      settleShippingChoice(quote(STANDARD, PRIORITY), null, null, { preselect: false }),
    ).toEqual({ step: 'wait' });
    expect(settleShippingChoice({ kind: 'idle' }, null, null, ASKED)).toEqual({ step: 'wait' });
    expect(settleShippingChoice(quote(), null, null, ASKED)).toEqual({ step: 'wait' });
  });
});
