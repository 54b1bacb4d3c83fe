import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AdminOrderSummary, AdminOrdersResponse } from '../../../shared/api/admin-orders';
import { fetchAdminOrderList } from '../../api/admin-order-list';
import { createQueryClient } from '../../api/query-client';
import { OrdersScreen } from './orders-screen';

vi.mock('../../api/admin-order-list', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/admin-order-list')>()),
  fetchAdminOrderList: vi.fn(),
}));

const order = (display_id: string): AdminOrderSummary => ({
  id: `order-${display_id}`,
  display_id,
  status: 'refunded',
  fulfilment_status: 'delivered',
  payment_status: 'partially_refunded',
  total_amount: 7278,
  amount_refunded: 1000,
  email: 'grace@example.com',
  created_at: '2026-11-20T12:00:00.000Z',
});

const page = (name: string, next: string | null): AdminOrdersResponse => ({
  orders: [order(name)],
  next_cursor: next,
  counts: {
    paid: 0,
    submitted: 0,
    in_production: 0,
    shipped: 2,
    delivered: 21,
    needs_attention: 0,
    cancelled: 1,
  },
  payment_counts: { paid: 20, partially_refunded: 3, refunded: 1 },
});

function renderList(path: string) {
  vi.mocked(fetchAdminOrderList).mockImplementation(async (query) =>
    query.cursor === 'c2' ? page('MM-OLDER1', null) : page('MM-NEWER1', 'c2'),
  );
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <OrdersScreen /> },
      { path: '/admin/orders/:id', element: <p>An order</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

const search = (router: ReturnType<typeof createMemoryRouter>) =>
  new URLSearchParams(router.state.location.search);

describe("the owner's order list", () => {
  it('shows the goods and the money apart, with the counts of each', async () => {
    renderList('/admin');
    const row = await screen.findByRole('listitem');
    expect(within(row).getByText('Delivered')).toBeTruthy();
    expect(within(row).getByText('Partly refunded')).toBeTruthy();
    expect(within(row).getByText('$10.00 refunded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All 24' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Not yet sent 0' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All payments 24' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Partly refunded 3' })).toBeTruthy();
  });

  it('keeps the filters and the page in the address, and a new filter starts at the first page', async () => {
    const { router, user } = renderList('/admin?status=delivered&payment=partially_refunded');
    await screen.findByText('MM-NEWER1');
    expect(fetchAdminOrderList).toHaveBeenLastCalledWith({
      status: 'delivered',
      payment: 'partially_refunded',
    });
    expect(screen.getByRole('button', { name: 'Delivered 21' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await user.click(screen.getByRole('link', { name: 'Older orders' }));
    await screen.findByText('MM-OLDER1');
    expect(search(router).get('cursor')).toBe('c2');
    expect(search(router).get('status')).toBe('delivered');
    // The export is every order the filters keep, not one page of them.
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/orders/export.csv?status=delivered&payment=partially_refunded',
    );

    await user.click(screen.getByRole('link', { name: /MM-OLDER1/ }));
    await screen.findByText('An order');
    await router.navigate(-1);
    await screen.findByText('MM-OLDER1');
    expect(search(router).get('cursor')).toBe('c2');

    await user.click(screen.getByRole('button', { name: 'Shipped 2' }));
    await screen.findByText('MM-NEWER1');
    expect(search(router).get('cursor')).toBeNull();
    expect(search(router).get('status')).toBe('shipped');
    expect(search(router).get('payment')).toBe('partially_refunded');
  });

  it('asks for whole local days and clears them', async () => {
    const { router, user } = renderList('/admin?from=2026-11-01&to=2026-11-02');
    await screen.findByText('MM-NEWER1');
    expect(fetchAdminOrderList).toHaveBeenLastCalledWith({
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 3).toISOString(),
    });
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(search(router).get('from')).toBeNull();
    expect(search(router).get('to')).toBeNull();
  });
});
