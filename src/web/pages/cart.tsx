import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { formatCents } from '../../shared/money';
import { selectItemCount, useCartStore } from '../features/cart/cart-store';
import { PATHS } from '../features/navigation/paths';
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
        <Card className="divide-y divide-line">
          {items.map((item) => (
            <div key={item.id} className="flex items-center justify-between gap-4 p-5">
              <span className="font-medium">{item.title}</span>
              <span className="text-ink-muted">
                {item.quantity} × {formatCents(item.price)}
              </span>
            </div>
          ))}
        </Card>
      )}
    </div>
  );
}
