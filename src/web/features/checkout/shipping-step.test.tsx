import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client';
import { cartItem } from '../../testing/cart-items';
import { toast } from '../../ui/toast';
import { useCartStore } from '../cart/cart-store';
import { NEW_YORK_ADDRESS } from './address/sample-address';
import { saveAddress } from './address/stored-address';
import { loadShippingChoice, rememberShippingChoice } from './shipping/stored-shipping-choice';
import { ShippingStep } from './shipping-step';

vi.mock('../../ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));

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
        {
          code: 'zip_state_mismatch',
          detail: REFUSAL,
          message: REFUSAL,
          error: 'zip_state_mismatch',
        },
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

  describe('with a method chosen on an earlier visit', () => {
    const STANDARD = { id: 1, name: 'Standard', price: 999, handling_days: 3 };
    const PRIORITY = {
      id: 2,
      name: 'Priority',
      description: undefined,
      price: 1499,
      handling_days: 3,
    };
    const TAX = {
      tax_amount: 300,
      total_amount: 7798,
      subtotal: 5999,
      shipping_cost: 1499,
      tax_breakdown: [{ jurisdiction: 'New York', rate: 0.04, amount: 300, taxable_amount: 7498 }],
      calculation_id: 'taxcalc_1',
      currency: 'usd',
    };

    function partnerQuotes(methods: unknown[]) {
      const fetch = vi.fn(async (url: string) =>
        url.includes('shipping-methods') ? Response.json(methods) : Response.json(TAX),
      );
      vi.stubGlobal('fetch', fetch);
      return fetch;
    }

    beforeEach(() => {
      saveAddress(NEW_YORK_ADDRESS, new Date());
      rememberShippingChoice(PRIORITY);
    });

    it('asks for methods by itself and chooses it again when the quote still offers it', async () => {
      partnerQuotes([STANDARD, PRIORITY]);
      renderStep();
      // The radio list loads with the first quote.
      const priority = await screen.findByRole('radio', { name: /Priority/ }, { timeout: 10_000 });
      await vi.waitFor(() => expect(priority).toBeChecked());
      await vi.waitFor(() =>
        expect(screen.getByRole('button', { name: 'Continue to Payment' })).toHaveAttribute(
          'aria-disabled',
          'false',
        ),
      );
      expect(useCartStore.getState()).toMatchObject({ shippingMethodId: 2, shippingCost: 1499 });
      expect(screen.queryByText(/no longer fits/)).toBeNull();
    });

    it('does not choose it when the quote asks another price, and says why', async () => {
      partnerQuotes([STANDARD, { ...PRIORITY, price: 2199 }]);
      renderStep();
      expect(
        await screen.findByText(
          'The shipping method you chose no longer fits this order. Please choose again.',
        ),
      ).toBeVisible();
      expect(screen.getByRole('radio', { name: /Priority/ })).not.toBeChecked();
      expect(useCartStore.getState().shippingMethodId).toBeNull();
      expect(loadShippingChoice()).toBeNull();
    });
  });
});
