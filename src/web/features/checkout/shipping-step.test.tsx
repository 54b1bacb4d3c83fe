import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client';
import { cartItem } from '../../testing/cart-items';
import { toast } from '../../ui/toast';
import { useCartStore } from '../cart/cart-store';
import { ShippingStep } from './shipping-step';

vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const REFUSAL = 'ZIP code 10118 is in New York, not New Jersey.';

function renderStep() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ShippingStep onContinue={vi.fn()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const field = (name: string) => screen.getByRole('textbox', { name });

beforeEach(() => {
  localStorage.clear();
  useCartStore.setState({ items: [cartItem()], shippingMethodId: null, shippingCost: 0 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the shipping step', () => {
  it('shows the server’s refusal of a ZIP for its state under the ZIP field, with no methods', async () => {
    // The server's table is the authority: here it disagrees with the browser's.
    const fetch = vi.fn(async () =>
      Response.json(
        { detail: REFUSAL, message: REFUSAL, error: 'zip_state_mismatch' },
        { status: 422 },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const user = renderStep();
    await user.type(field('First name'), 'Grace');
    await user.type(field('Last name'), 'Hopper');
    await user.type(field('Email'), 'grace@example.com');
    await user.type(field('Street address'), '350 Fifth Avenue');
    await user.type(field('City'), 'New York');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State/Province' }), 'NY');
    await user.type(field('Postal code'), '10118');
    await user.click(screen.getByRole('button', { name: 'Get Shipping Methods' }));

    await vi.waitFor(() => expect(field('Postal code')).toHaveAccessibleDescription(REFUSAL));
    expect(field('Postal code')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(
      screen.getByText('Enter your shipping address to see available shipping methods.'),
    ).toBeVisible();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
