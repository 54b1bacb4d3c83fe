import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderView } from '../../shared/api/orders';
import { fetchOrder } from '../api/orders';
import { renderApp } from '../testing/render-app';

vi.mock('../api/orders', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/orders')>()),
  fetchOrder: vi.fn(),
}));

const delivered: OrderView = {
  order_id: 'o-1',
  display_id: 'MM-7K3Q9F',
  created_at: '2026-11-20T12:00:00.000Z',
  status: 'delivered',
  timeline: [
    { status: 'paid', at: '2026-11-20T12:00:00.000Z' },
    { status: 'submitted', at: '2026-11-20T12:00:05.000Z' },
    { status: 'in_production', at: '2026-11-20T14:00:00.000Z' },
    {
      status: 'shipped',
      at: '2026-11-21T09:00:00.000Z',
      shipment: {
        carrier: 'USPS',
        tracking_number: '9400110200828911663274',
        tracking_url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400110200828911663274',
      },
    },
    { status: 'delivered', at: '2026-11-23T15:00:00.000Z' },
  ],
  items: [
    {
      title: 'Canvas Print',
      quantity: 1,
      unit_price: 5999,
      line_total: 5999,
      options: { size: '8″ x 10″' },
      image_url: '/products/fallback-canvas.svg',
    },
  ],
  subtotal: 5999,
  shipping_cost: 0,
  tax_amount: 480,
  total_amount: 6479,
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
};

describe('an order’s page', () => {
  it('shows the way the order went, through shipped with its tracking, to delivered', async () => {
    vi.mocked(fetchOrder).mockResolvedValue({ ok: true, data: delivered });
    await renderApp('/orders/o-1?token=t');
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Delivered');
    const progress = screen.getByRole('list', { name: 'Order progress' });
    const steps = within(progress).getAllByRole('listitem');
    const labels = [
      'Received',
      'Sent to our print partner',
      'Being printed',
      'Shipped',
      'Delivered',
    ];
    expect(steps.map((step) => step.textContent)).toEqual(
      labels.map((label) => expect.stringMatching(new RegExp(`^${label}[A-Z][a-z]{2} \\d`))),
    );
    expect(steps[3]).toHaveTextContent('USPS · 9400110200828911663274');
    expect(
      within(steps[3] as HTMLElement).getByRole('link', { name: 'Track your parcel' }),
    ).toHaveAttribute('href', delivered.timeline[3]?.shipment?.tracking_url);
  });

  it('offers the bought artwork at full size where the order has one, and not elsewhere', async () => {
    const download = '/api/orders/o-1/artworks/job-1?token=t';
    const catalogue = delivered.items[0] as OrderView['items'][number];
    const made = { ...catalogue, title: 'Mug', artwork_download_url: download };
    vi.mocked(fetchOrder).mockResolvedValue({
      ok: true,
      data: {
        ...delivered,
        items: [made, catalogue],
      },
    });
    await renderApp('/orders/o-1?token=t');
    const items = within(await screen.findByRole('list', { name: 'Order items' })).getAllByRole(
      'listitem',
    );
    const link = within(items[0] as HTMLElement).getByRole('link', {
      name: 'Download your artwork',
    });
    expect(link).toHaveAttribute('href', download);
    expect(link).toHaveAttribute('download');
    expect(within(items[1] as HTMLElement).queryByRole('link')).toBeNull();
  });
});
