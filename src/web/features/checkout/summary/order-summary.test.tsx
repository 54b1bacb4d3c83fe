import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../../shared/api/cart';
import type { TaxResult } from '../../../../shared/api/tax';
import { cartItem } from '../../../testing/cart-items';
import { OrderSummary } from './order-summary';
import { breakdownLines, formatRate } from './tax-breakdown';

const ITEMS: CartItem[] = [
  cartItem({
    id: '0d6f1f57-30c4-4d4b-9a55-9b7d8f0c1a01',
    title: 'Canvas',
    price: 5999,
    quantity: 2,
    imageUrl: '/media/canvas.jpg',
  }),
  cartItem({
    id: '0d6f1f57-30c4-4d4b-9a55-9b7d8f0c1a02',
    title: 'Coffee Mug',
    productType: 'coffeeMug',
    price: 1999,
    imageUrl: '/media/mug.jpg',
  }),
];

const NEW_YORK_TAX: TaxResult = {
  taxAmount: 600,
  totalAmount: 15096,
  subtotal: 13997,
  shippingCost: 499,
  breakdown: [
    { jurisdiction: 'New York', rate: 0.04, amount: 580, taxableAmount: 14496 },
    { jurisdiction: 'Tax', rate: 0.00125, amount: 20, taxableAmount: 14496 },
  ],
  calculationId: 'taxcalc_1',
  currency: 'usd',
  calculatedAt: '2026-11-23T10:00:00.000Z',
};

function renderSummary(props: {
  shippingCost: number | null;
  tax: TaxResult | null;
  finePrint?: string;
}) {
  render(<OrderSummary items={ITEMS} {...props} />);
  return userEvent.setup();
}

/** The figure beside a summary label. */
const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt, dt *' }).closest('div')?.querySelector('dd');

describe('OrderSummary', () => {
  it('lists each item with its image, title, quantity and line total', () => {
    renderSummary({ shippingCost: null, tax: null });
    const list = screen.getByRole('list', { name: 'Order items' });
    expect(list).toHaveClass('max-h-80', 'overflow-y-auto');
    const [canvas, mug] = within(list).getAllByRole('listitem');
    expect(canvas).toHaveTextContent('Canvas');
    expect(canvas).toHaveTextContent('Qty: 2');
    expect(canvas).toHaveTextContent('$119.98');
    expect(canvas?.querySelector('img')).toHaveAttribute('src', '/media/canvas.jpg');
    expect(mug).toHaveTextContent('Qty: 1');
    expect(mug).toHaveTextContent('$19.99');
  });

  it('shows three dots for shipping, tax and total until they are known', () => {
    renderSummary({ shippingCost: null, tax: null });
    expect(figure('Subtotal')).toHaveTextContent('$139.97');
    for (const label of ['Shipping', 'Tax', 'Total']) {
      expect(within(figure(label) as HTMLElement).getByRole('img')).toHaveAccessibleName(
        'Calculating',
      );
    }
  });

  it('shows shipping once chosen while tax and total are still being worked out', () => {
    renderSummary({ shippingCost: 0, tax: null });
    expect(figure('Shipping')).toHaveTextContent('Free');
    expect(screen.getAllByRole('img', { name: 'Calculating' })).toHaveLength(2);
  });

  it('fills tax and total from the tax answer and breaks the tax down on focus', async () => {
    const user = renderSummary({
      shippingCost: 499,
      tax: NEW_YORK_TAX,
      finePrint: 'Sales-tax rates: TaxLocus Open Sales-Tax Dataset, CC BY 4.0.',
    });
    expect(figure('Shipping')).toHaveTextContent('$4.99');
    expect(figure('Total')).toHaveTextContent('$150.96');
    expect(screen.queryByRole('img', { name: 'Calculating' })).toBeNull();

    const trigger = await screen.findByRole('button', { name: 'Tax breakdown' });
    expect(figure('Tax')).toHaveTextContent('$6.00');
    await user.tab();
    expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('New York (4.00%)$5.80');
    expect(tooltip).toHaveTextContent('Tax (0.13%)$0.20');
    expect(tooltip).toHaveTextContent('TaxLocus Open Sales-Tax Dataset');
  });
});

describe('tax breakdown lines', () => {
  it('shows rates as percents with two decimals', () => {
    expect(formatRate(0.04)).toBe('4.00%');
    expect(formatRate(0.08875)).toBe('8.88%');
    expect(formatRate(0)).toBe('0.00%');
  });

  it("lists one 'Tax' line when the answer names no jurisdiction", () => {
    const noSalesTax = { ...NEW_YORK_TAX, taxAmount: 0, totalAmount: 14496, breakdown: [] };
    expect(breakdownLines(noSalesTax)).toEqual([{ jurisdiction: 'Tax', rate: 0, amount: 0 }]);
    expect(breakdownLines(NEW_YORK_TAX)).toBe(NEW_YORK_TAX.breakdown);
  });
});
