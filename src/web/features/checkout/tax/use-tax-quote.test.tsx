import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../../../shared/api/cart';
import type { ShippingAddress } from '../../../../shared/validation/shipping-address';
import { cartItem } from '../../../testing/cart-items';
import { toast } from '../../../ui/toast';
import { Toaster } from '../../../ui/toaster';
import { NEW_YORK_ADDRESS } from '../address/sample-address';
import { useTaxQuote } from './use-tax-quote';

const ITEMS = [cartItem({ price: 5999, quantity: 2 })];

const ANSWER = {
  tax_amount: 500,
  total_amount: 12997,
  subtotal: 11998,
  shipping_cost: 499,
  tax_breakdown: [{ jurisdiction: 'New York', rate: 0.04, amount: 500, taxable_amount: 12497 }],
  calculation_id: 'taxcalc_1',
  currency: 'usd',
};

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );
}

function renderTax(
  props: { items: CartItem[]; shippingCost: number; address?: ShippingAddress },
  client = new QueryClient(),
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
  return renderHook((p) => useTaxQuote(p.address ?? NEW_YORK_ADDRESS, p.items, p.shippingCost), {
    wrapper,
    initialProps: props,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useTaxQuote', () => {
  it('waits for a shipping cost above 0', () => {
    answer(200, ANSWER);
    const { result } = renderTax({ items: ITEMS, shippingCost: 0 });
    expect(result.current).toEqual({ tax: null, calculating: false });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('works tax out, says so, and keeps it for the same address, cart and shipping', async () => {
    answer(200, ANSWER);
    const client = new QueryClient();
    const first = renderTax({ items: ITEMS, shippingCost: 499 }, client);
    expect(first.result.current.calculating).toBe(true);
    await waitFor(() => expect(first.result.current.calculating).toBe(false));
    expect(first.result.current.tax).toMatchObject({
      taxAmount: 500,
      totalAmount: 12997,
      calculationId: 'taxcalc_1',
      breakdown: [{ jurisdiction: 'New York', rate: 0.04, amount: 500 }],
    });
    expect(await screen.findByText('Tax calculated successfully')).toBeInTheDocument();

    first.unmount();
    const again = renderTax({ items: ITEMS, shippingCost: 499 }, client);
    expect(again.result.current.tax?.calculationId).toBe('taxcalc_1');
    expect(fetch).toHaveBeenCalledTimes(1);

    again.rerender({ items: ITEMS, shippingCost: 999 });
    expect(again.result.current).toEqual({ tax: null, calculating: true });
    // Asked once the shopper has paused.
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2), { timeout: 5_000 });
  });

  it('falls back to 8% of subtotal plus shipping, with a warning, when the call fails', async () => {
    answer(503, { detail: 'Tax service unavailable' });
    const { result } = renderTax({ items: ITEMS, shippingCost: 499 });
    await waitFor(() => expect(result.current.tax).not.toBeNull());
    expect(result.current.tax).toMatchObject({
      taxAmount: 1000,
      totalAmount: 13497,
      breakdown: [{ jurisdiction: 'Tax', rate: 0.08, amount: 1000 }],
    });
    expect(result.current.tax?.calculationId).toBeUndefined();
    expect(await screen.findByText('Using fallback tax calculation')).toBeInTheDocument();
  });

  it('asks nothing more while a phone number is typed, and once when the street is', async () => {
    answer(200, ANSWER);
    const told = vi.spyOn(toast, 'success');
    const { result, rerender } = renderTax({ items: ITEMS, shippingCost: 499 });
    await waitFor(() => expect(result.current.tax).not.toBeNull(), { timeout: 5_000 });
    for (const phone of ['2', '21', '212', '2125', '21255', '212555', '2125550', '21255501']) {
      rerender({ items: ITEMS, shippingCost: 499, address: { ...NEW_YORK_ADDRESS, phone } });
      expect(result.current.calculating).toBe(false);
    }
    for (const address2 of ['F', 'Fl', 'Flo', 'Floo', 'Floor', 'Floor 8', 'Floor 86']) {
      rerender({ items: ITEMS, shippingCost: 499, address: { ...NEW_YORK_ADDRESS, address2 } });
      expect(result.current).toEqual({ tax: null, calculating: true });
    }
    await waitFor(() => expect(result.current.tax).not.toBeNull(), { timeout: 5_000 });
    expect(fetch).toHaveBeenCalledTimes(2);
    // The same figure for the new street: the shopper was told it already.
    expect(told).toHaveBeenCalledTimes(1);
  });
});
