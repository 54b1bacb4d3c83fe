import { describe, expect, it } from 'vitest';
import type { ApiProduct } from '../../../shared/api/products';
import { productsView } from './products-view';

const mug = {
  id: 'm',
  title: 'Coffee Mug (White)',
  images: ['/media/mockups/x/mug.jpg'],
  price: 1999,
  type: 'white',
  variant_id: 1,
  print_provider_id: 1,
  blueprint_id: 68,
} satisfies ApiProduct;

describe('productsView', () => {
  it('follows the job through upload, generation and failure', () => {
    expect(productsView('idle', [], false)).toBe('no-photo');
    expect(productsView('uploading', [], true)).toBe('uploading');
    expect(productsView('polling', [], true)).toBe('polling');
    expect(productsView('failed', [], true)).toBe('failed');
    expect(productsView('timeout', [], true)).toBe('failed');
  });

  it('shows generated products whenever there are some', () => {
    expect(productsView('completed', [mug], true)).toBe('generated');
    expect(productsView('idle', [mug], false)).toBe('generated');
  });

  it('sells the sample catalogue when a photo has no products', () => {
    expect(productsView('idle', [], true)).toBe('fallback');
    expect(productsView('completed', [], true)).toBe('fallback');
  });
});
