import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { useCartStore } from '../features/cart/cart-store';
import { CheckoutProgress } from '../features/checkout/checkout-progress';
import { PATHS } from '../features/navigation/paths';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { PageHeader } from '../ui/page-header';

export function CheckoutPage() {
  const cartIsEmpty = useCartStore((state) => state.items.length === 0);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-10 px-4 py-12 sm:px-6">
      <PageHeader title="Checkout" />
      <CheckoutProgress current="shipping" />
      {cartIsEmpty ? (
        <EmptyState
          icon={ShoppingBag}
          title="Your cart is empty"
          action={
            <Button asChild size="lg">
              <Link to={PATHS.products}>Continue Shopping</Link>
            </Button>
          }
        >
          Add a print of your art to the cart before checking out.
        </EmptyState>
      ) : (
        <Button asChild variant="outline" className="self-start">
          <Link to={PATHS.cart}>Back to Cart</Link>
        </Button>
      )}
    </div>
  );
}
