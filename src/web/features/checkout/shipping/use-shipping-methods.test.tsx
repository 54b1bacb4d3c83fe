import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../../../shared/api/cart';
import type { ShippingAddress } from '../../../../shared/validation/shipping-address';
import { cartItem } from '../../../testing/cart-items';
import { Toaster } from '../../../ui/toaster';
import { NEW_YORK_ADDRESS } from '../address/sample-address';
import { SHIPPING_ERROR_MESSAGES } from './shipping-errors';
import { useShippingMethods } from './use-shipping-methods';

const STANDARD = { id: 1, name: 'Standard', price: 499, handling_days: 2 };

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );
}

function renderMethods(address: ShippingAddress | null, items: CartItem[]) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
  return renderHook((props) => useShippingMethods(props.address, props.items), {
    wrapper,
    initialProps: { address, items },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('useShippingMethods', () => {
  it('waits for a submitted address before asking', () => {
    answer(200, [STANDARD]);
    const { result } = renderMethods(null, [cartItem()]);
    expect(result.current).toEqual({ kind: 'idle' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks once per address and cart, and again when the cart changes', async () => {
    answer(200, [STANDARD]);
    const items = [cartItem()];
    const { result, rerender } = renderMethods(NEW_YORK_ADDRESS, items);
    expect(result.current).toEqual({ kind: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ kind: 'ready', methods: [STANDARD] }));

    rerender({ address: { ...NEW_YORK_ADDRESS }, items: [cartItem()] });
    expect(result.current).toEqual({ kind: 'ready', methods: [STANDARD] });
    expect(fetch).toHaveBeenCalledTimes(1);

    rerender({ address: NEW_YORK_ADDRESS, items: [cartItem({ quantity: 2 })] });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it('shows and toasts the SPEC message for a refused address', async () => {
    answer(400, { code: 'invalid_request', detail: 'variant_id: must be a positive number' });
    const { result } = renderMethods(NEW_YORK_ADDRESS, [cartItem()]);
    await waitFor(() =>
      expect(result.current).toEqual({
        kind: 'error',
        view: 'other',
        message: SHIPPING_ERROR_MESSAGES.badRequest,
      }),
    );
    expect(await screen.findByText(SHIPPING_ERROR_MESSAGES.badRequest)).toBeInTheDocument();
  });

  it('leaves “no methods” to the picker, without a toast', async () => {
    const detail = 'No shipping methods available for this address and these products.';
    answer(422, { code: 'no_shipping_methods', detail });
    const { result } = renderMethods(NEW_YORK_ADDRESS, [cartItem()]);
    await waitFor(() =>
      expect(result.current).toEqual({ kind: 'error', view: 'no-methods', message: detail }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(detail)).toBeNull();
  });

  it('hands a ZIP refused for its state to the address form, by its code, without a toast', async () => {
    const detail = 'ZIP code 10118 is in New York, not Oregon.';
    answer(422, { code: 'zip_state_mismatch', detail, message: detail });
    const { result } = renderMethods(NEW_YORK_ADDRESS, [cartItem()]);
    await waitFor(() => expect(result.current).toEqual({ kind: 'zip-refused', message: detail }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(detail)).toBeNull();
  });
});
