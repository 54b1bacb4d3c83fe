import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '../../shared/api/orders';
import { fetchAccountOrders } from '../api/account-orders';
import { useAccountDialogs } from '../features/auth/account-dialogs';
import { useAuthStore } from '../features/auth/auth-store';
import { authUser, becomeGuest, signInAs } from '../testing/fake-auth-user';
import { renderApp } from '../testing/render-app';

vi.mock('../api/account-orders', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/account-orders')>()),
  fetchAccountOrders: vi.fn(),
}));

function order(overrides: Partial<OrderView> = {}): OrderView {
  return {
    order_id: 'a3f6c1d2-0000-4000-8000-000000000001',
    display_id: 'MM-7K3Q9F',
    created_at: '2025-03-14T12:00:00.000Z',
    status: 'in_production',
    timeline: [],
    items: [
      {
        title: 'Canvas Print',
        quantity: 2,
        unit_price: 5999,
        line_total: 11998,
        options: { size: '12x16' },
        image_url: '/media/canvas.jpg',
      },
      {
        title: 'Coffee Mug (11oz, White)',
        quantity: 1,
        unit_price: 1999,
        line_total: 1999,
        options: { color: 'White' },
        image_url: '/media/mug.jpg',
      },
    ],
    subtotal: 13997,
    shipping_cost: 499,
    tax_amount: 1159,
    total_amount: 15655,
    shipping_address: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      address1: '1 Analytical Way',
      address2: '',
      city: 'Austin',
      region: 'TX',
      zip: '73301',
      country: 'US',
    },
    ...overrides,
  };
}

function answerOrders(orders: OrderView[]) {
  vi.mocked(fetchAccountOrders).mockResolvedValue({ ok: true, data: { orders } });
}

beforeEach(() => useAccountDialogs.setState({ open: null }));
afterEach(() => {
  vi.clearAllMocks();
  useAuthStore.setState({ status: 'loading', user: null });
});

describe('/account', () => {
  it('asks a guest to sign in, and the button opens the sign-in dialog', async () => {
    becomeGuest();
    const { user } = await renderApp('/account');

    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    const prompt = screen.getByRole('heading', { name: 'Sign in to see your orders' });
    expect(prompt).toBeVisible();
    expect(fetchAccountOrders).not.toHaveBeenCalled();

    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: 'Sign In' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('shows the account and every order with its items and total', async () => {
    answerOrders([order(), order({ order_id: 'o-2', display_id: 'MM-2B8C4D', status: 'paid' })]);
    signInAs();
    await renderApp('/account');

    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
    expect(main.getByText('ada@example.com')).toBeVisible();
    expect(main.getByTestId('email-verification')).toHaveTextContent('Not verified yet');
    expect(main.getByRole('heading', { name: 'Order History' })).toBeVisible();
    expect(main.getByText('Loading your orders...')).toBeVisible();

    const orders = await screen.findByRole('list', { name: 'Orders' });
    const orderCard = (name: string) => {
      const card = within(orders).getByRole('heading', { name }).closest('li');
      if (!card) throw new Error(`no list item for ${name}`);
      return card;
    };
    const first = orderCard('Order MM-7K3Q9F');
    const second = orderCard('Order MM-2B8C4D');
    expect(first).toHaveTextContent('Placed March 14, 2025');
    expect(first).toHaveTextContent('Being printed');
    expect(within(first).getByRole('img', { name: 'Canvas Print' })).toHaveAttribute(
      'src',
      '/media/canvas.jpg',
    );
    expect(first).toHaveTextContent('12x16 · Qty: 2');
    expect(first).toHaveTextContent('$119.98');
    expect(within(first).getByRole('img', { name: 'Coffee Mug (11oz, White)' })).toBeVisible();
    expect(first).toHaveTextContent('Total$156.55');
    expect(second).toHaveTextContent('Received');
    // The session proves whose it is, so each order links to its own page.
    expect(within(first).getByRole('link', { name: 'Order MM-7K3Q9F' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/orders\/[^?]+$/),
    );
  });

  it('leads to a first photo when there are no orders yet', async () => {
    answerOrders([]);
    signInAs();
    const { router, user } = await renderApp('/account');

    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Transform Photo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says when the orders cannot be loaded, and tries again on request', async () => {
    vi.mocked(fetchAccountOrders).mockResolvedValue({ ok: false, status: 500 });
    signInAs();
    const { user } = await renderApp('/account');

    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('We could not load your orders. Please try again.');

    answerOrders([order()]);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Order MM-7K3Q9F' })).toBeVisible();
  });

  it('opens the profile dialog from "Edit Profile"', async () => {
    answerOrders([]);
    signInAs();
    const { user } = await renderApp('/account');

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Profile' });
    expect(within(dialog).getByLabelText('Display name')).toHaveValue('Ada Lovelace');
  });

  it('confirms a verified e-mail when the verification link lands here', async () => {
    answerOrders([]);
    signInAs(authUser({ emailVerified: true }));
    await renderApp('/account?verified=1');

    expect(screen.getByRole('status')).toHaveTextContent('Your email is verified.');
    expect(screen.getByTestId('email-verification')).toHaveTextContent('Verified');
    await waitFor(() => expect(fetchAccountOrders).toHaveBeenCalled());
  });

  it('does not claim a verification that has not happened', async () => {
    answerOrders([]);
    signInAs();
    await renderApp('/account?verified=1');
    expect(screen.queryByText('Your email is verified.')).toBeNull();
  });
});
