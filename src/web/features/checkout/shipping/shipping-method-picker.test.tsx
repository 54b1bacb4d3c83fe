import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PiggyBank, Truck, Zap } from 'lucide-react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiShippingMethod } from '../../../../shared/api/shipping';
import { SHIPPING_ERROR_MESSAGES } from './shipping-errors';
import { methodIcon } from './shipping-method-list';
import { ShippingMethodPicker, type ShippingMethodsState } from './shipping-method-picker';

const STANDARD: ApiShippingMethod = {
  id: 1,
  name: 'Standard',
  description: 'Tracked to your door',
  price: 499,
  handling_days: 2,
  min_delivery_days: 3,
  max_delivery_days: 5,
};
const EXPRESS: ApiShippingMethod = {
  id: 3,
  name: 'Express',
  description: undefined,
  price: 1599,
  handling_days: 1,
};
const ECONOMY: ApiShippingMethod = {
  id: 4,
  name: 'Economy',
  description: undefined,
  price: 0,
  handling_days: 3,
  min_delivery_days: 5,
  max_delivery_days: 10,
};

/** The picker with the page's part played: the chosen method becomes the selected one. */
function Harness({
  state,
  onSelect,
}: {
  state: ShippingMethodsState;
  onSelect: (method: ApiShippingMethod) => void;
}) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  return (
    <ShippingMethodPicker
      state={state}
      selectedId={selectedId}
      onSelect={(method) => {
        setSelectedId(method.id);
        onSelect(method);
      }}
    />
  );
}

function renderPicker(state: ShippingMethodsState) {
  const onSelect = vi.fn();
  render(<Harness state={state} onSelect={onSelect} />);
  return { onSelect, user: userEvent.setup() };
}

describe('ShippingMethodPicker', () => {
  it('asks for an address until there is something to show', () => {
    renderPicker({ kind: 'idle' });
    expect(screen.getByRole('heading', { name: 'Shipping Methods' })).toBeVisible();
    expect(
      screen.getByText('Enter your shipping address to see available shipping methods.'),
    ).toBeVisible();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByText(/costs depend on your location/)).toHaveTextContent(
      'Delivery times are estimates.',
    );
  });

  it('says it is working while the quote runs', () => {
    renderPicker({ kind: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Calculating shipping methods...');
  });

  it('lists each method with handling days, description, price and delivery window', async () => {
    renderPicker({ kind: 'ready', methods: [STANDARD, EXPRESS, ECONOMY] });
    const group = await screen.findByRole('radiogroup', { name: 'Shipping Methods' });
    const [standard, express, economy] = within(group).getAllByRole('radio');

    expect(standard).toHaveTextContent('Standard');
    expect(standard).toHaveTextContent('Handling days: 2');
    expect(standard).toHaveTextContent('Tracked to your door');
    expect(standard).toHaveTextContent('$4.99');
    expect(standard).toHaveTextContent('3-5 days');

    expect(express).toHaveTextContent('$15.99');
    expect(express?.textContent).not.toMatch(/\d-\d+ days/);

    expect(economy).toHaveTextContent('Free');
    expect(economy).toHaveTextContent('5-10 days');
  });

  it('chooses a method by click or keyboard and marks the chosen one', async () => {
    const { user, onSelect } = renderPicker({ kind: 'ready', methods: [STANDARD, EXPRESS] });
    const standard = await screen.findByRole('radio', { name: /Standard/ });
    const express = screen.getByRole('radio', { name: /Express/ });

    await user.click(standard);
    expect(onSelect).toHaveBeenLastCalledWith(STANDARD);
    expect(standard).toBeChecked();
    expect(standard).toHaveAttribute('data-state', 'checked');

    // Held as a person would: Radix moves focus a tick after the key goes down.
    await user.keyboard('{ArrowDown>}');
    await waitFor(() => expect(express).toHaveFocus());
    await user.keyboard('{/ArrowDown}');
    expect(onSelect).toHaveBeenLastCalledWith(EXPRESS);
    expect(express).toBeChecked();
    expect(express).toHaveFocus();
    expect(standard).not.toBeChecked();
  });

  it('explains when nothing ships to the address', () => {
    renderPicker({
      kind: 'error',
      view: 'no-methods',
      message: 'No shipping methods available for this address and these products.',
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No shipping methods available');
    expect(alert).toHaveTextContent(/not available for shipping to this location/);
    expect(alert).toHaveTextContent(/outside our partner's coverage/);
    expect(alert).toHaveTextContent(/regional restrictions/);
    expect(alert).toHaveTextContent(/another address or contact support/);
  });

  it('explains when the shipping service is down', () => {
    renderPicker({
      kind: 'error',
      view: 'unavailable',
      message: 'The shipping service is currently unavailable.',
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Shipping calculation is temporarily unavailable.');
    expect(alert).toHaveTextContent(
      'Please try again in a few minutes. If the problem persists, contact support.',
    );
  });

  it('shows any other failure with advice to check the address', () => {
    renderPicker({ kind: 'error', view: 'other', message: SHIPPING_ERROR_MESSAGES.badRequest });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(SHIPPING_ERROR_MESSAGES.badRequest);
    expect(alert).toHaveTextContent(
      'Please ensure your shipping address is complete and try again.',
    );
  });
});

describe('methodIcon', () => {
  it('gives express and rush, economy, and the rest each their own icon', () => {
    expect(methodIcon('Express')).toBe(Zap);
    expect(methodIcon('Rush delivery')).toBe(Zap);
    expect(methodIcon('Economy')).toBe(PiggyBank);
    expect(methodIcon('Standard')).toBe(Truck);
    expect(methodIcon('Priority')).toBe(Truck);
  });
});
