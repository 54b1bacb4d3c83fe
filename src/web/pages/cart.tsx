import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { subtotalOf } from '../../shared/subtotal';
import { CartLineItem } from '../features/cart/cart-line-item';
import { selectItemCount, useCartStore } from '../features/cart/cart-store';
import { CartSummary } from '../features/cart/cart-summary';
import { ClearCart } from '../features/cart/clear-cart';
import { PATHS } from '../paths';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { EmptyState } from '../ui/empty-state';
import { PageHeader } from '../ui/page-header';

export function CartPage() {
  const items = useCartStore((state) => state.items);
  const count = useCartStore(selectItemCount);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-12 sm:px-6">
      <PageHeader title={`Shopping Cart (${count})`} />
      {items.length === 0 ? (
        <EmptyState
          icon={ShoppingBag}
          title="Your cart is empty"
          action={
            <Button asChild size="lg">
              <Link to={PATHS.products}>Continue Shopping</Link>
            </Button>
          }
        >
          Turn a photo into art and it will be waiting for you here.
        </EmptyState>
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Card>
            <ul aria-label="Cart items" className="divide-y divide-line">
              {items.map((item) => (
                <CartLineItem key={item.id} item={item} />
              ))}
            </ul>
            <div className="flex justify-end border-t border-line px-2 py-2 sm:px-3">
              <ClearCart itemCount={count} />
            </div>
          </Card>
          <CartSummary subtotal={subtotalOf(items)} />
        </div>
      )}
    </div>
  );
}
