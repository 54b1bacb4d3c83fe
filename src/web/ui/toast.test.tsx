import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';
import { loadSonner, toast, useToasterWanted } from './toast';

describe('toasts', () => {
  it('loads no toaster with the page, then shows the first toast once it has one', async () => {
    await renderApp('/cart');
    expect(useToasterWanted.getState().wanted).toBe(false);
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();

    // The library may arrive before the toaster has mounted; a toast made then must still show.
    await loadSonner();
    toast.success('Item added to cart');
    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
    toast.error('Something went wrong');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
