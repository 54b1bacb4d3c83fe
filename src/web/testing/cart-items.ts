import type { CartItem } from '../features/cart/stored-cart';

/** A valid cart line; override what the test is about. */
export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: '5b0b7f6e-6a43-4d1e-9d8e-0c6c2a7d9e11',
    jobId: 'job-1',
    productId: 'canvas-1',
    variantId: '101',
    productType: 'canvas',
    quantity: 1,
    price: 5999,
    title: 'Canvas',
    imageUrl: '/media/canvas.jpg',
    printProviderId: 1,
    blueprintId: 1,
    options: { size: '12x16' },
    ...overrides,
  };
}
