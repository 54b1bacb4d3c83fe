import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminOrderDetail } from '../../../shared/api/admin-orders';
import { runOrderAction } from '../../api/admin-orders';
import { createQueryClient } from '../../api/query-client';
import { ResubmitPanel } from './resubmit-panel';

vi.mock('../../api/admin-orders', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/admin-orders')>()),
  runOrderAction: vi.fn(),
}));

const ADDRESS = {
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  phone: '',
  address1: '1 Main St',
  address2: '',
  city: 'Albany',
  region: 'NY',
  zip: '12207',
  country: 'US',
};

const line = (title: string, choices: AdminOrderDetail['lines'][number]['variant_choices']) => ({
  title,
  quantity: 1,
  unit_price: 2999,
  options: { color: 'Heather Grey', size: 'S' },
  mockup_url: '/m.jpg',
  artwork_url: null,
  print_file_url: null,
  can_reprint: false,
  variant_choices: choices,
});

const refused = {
  id: 'order-1',
  status: 'needs_attention',
  shipping_address: ADDRESS,
  partner: { order_id: null, status: null },
  lines: [
    line('Canvas Print', []),
    line('T-Shirt', [
      { variant_id: 18541, label: 'Heather Grey, M' },
      { variant_id: 18101, label: 'White, M' },
    ]),
  ],
} as unknown as AdminOrderDetail;

function renderPanel() {
  vi.mocked(runOrderAction).mockResolvedValue({ ...refused, status: 'submitted' });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ResubmitPanel order={refused} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('fixing an order the partner refused', () => {
  it('sends only the option the owner changed, not the address left as it was', async () => {
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Fix the order' }));
    const form = screen.getByRole('form', { name: 'Fix the order' });
    // Only the line the partner could make another way offers a choice.
    expect(within(form).queryByRole('combobox', { name: /Canvas Print/ })).toBeNull();
    const tee = within(form).getByRole('combobox', { name: '1 × T-Shirt' });
    expect(tee).toHaveDisplayValue('As bought: Heather Grey, S');
    await user.selectOptions(tee, 'Heather Grey, M');
    await user.click(within(form).getByRole('button', { name: 'Save the changes and resubmit' }));
    expect(runOrderAction).toHaveBeenCalledWith('order-1', 'resubmit', {
      lines: [{ line: 1, variant_id: 18541 }],
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Resubmit: done.');
  });

  it('sends a fixed address, and no line when none was changed', async () => {
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Fix the order' }));
    const zip = screen.getByRole('textbox', { name: 'ZIP code' });
    await user.clear(zip);
    await user.type(zip, '12208');
    await user.click(screen.getByRole('button', { name: 'Save the changes and resubmit' }));
    expect(runOrderAction).toHaveBeenLastCalledWith('order-1', 'resubmit', {
      address: { ...ADDRESS, zip: '12208' },
    });
  });
});
