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
    expect(productsView('idle', [])).toBe('no-photo');
    expect(productsView('uploading', [])).toBe('uploading');
    expect(productsView('polling', [])).toBe('polling');
    expect(productsView('failed', [])).toBe('failed');
    expect(productsView('timeout', [])).toBe('failed');
  });

  it('shows generated products whenever there are some', () => {
    expect(productsView('completed', [mug])).toBe('generated');
    expect(productsView('idle', [mug])).toBe('generated');
  });
});
