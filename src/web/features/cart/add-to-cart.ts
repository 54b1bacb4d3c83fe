import type { CartLine } from '../../../shared/products/cart-line';
import { toast } from '../../ui/toast';
import { useCartStore } from './cart-store';

export const CART_TOASTS = {
  added: 'Item added to cart',
  updated: 'Item quantity updated in cart',
  removed: 'Item removed from cart',
  cleared: 'Cart cleared',
} as const;

/** Puts the line in the cart and says so (SPEC §8 success toasts). */
export function addToCart(line: CartLine): void {
  const outcome = useCartStore.getState().addItem(line);
  toast.success(CART_TOASTS[outcome]);
}
