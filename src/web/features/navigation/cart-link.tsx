import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { PATHS } from '../../paths';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { useCartItemCount } from '../cart/cart-store';

function cartLabel(count: number): string {
  if (count === 0) return 'Cart';
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The cart icon; its badge appears only when something is in the cart. */
export function CartLink() {
  const count = useCartItemCount();
  return (
    <Link
      to={PATHS.cart}
      aria-label={cartLabel(count)}
      className={cn(
        'relative inline-flex size-11 items-center justify-center rounded-xl text-ink transition-colors hover:bg-sand',
        focusRing,
      )}
    >
      <ShoppingBag className="size-5" aria-hidden />
      {count > 0 && (
        <span
          aria-hidden
          data-testid="cart-badge"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[0.6875rem] leading-none font-bold text-primary-foreground ring-2 ring-canvas"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
