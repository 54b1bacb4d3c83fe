import { Minus, Plus, Trash2 } from 'lucide-react';
import type { CartItem } from '../../../shared/api/cart';
import { PRODUCT_QUANTITY } from '../../../shared/constants';
import { formatCents } from '../../../shared/money';
import { lineTotal } from '../../../shared/subtotal';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { CART_TOASTS } from './add-to-cart';
import { useCartStore } from './cart-store';

/** One cart line: picture, title, options, prices, quantity and 'Remove' (SPEC §2 Cart). */
export function CartLineItem({ item }: { item: CartItem }) {
  const { updateQuantity, removeItem } = useCartStore.getState();
  const remove = () => {
    removeItem(item.id);
    toast.success(CART_TOASTS.removed);
  };
  return (
    <li className="flex gap-4 p-4 sm:gap-5 sm:p-5">
      <img
        src={item.imageUrl}
        alt=""
        width={112}
        height={112}
        className="size-20 shrink-0 rounded-xl bg-sand object-cover sm:size-28"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="font-semibold">{item.title}</h2>
          <ul className="text-sm text-ink-muted">
            {Object.entries(item.options).map(([key, value]) => (
              <li key={key}>
                {key}: {value}
              </li>
            ))}
          </ul>
          <p className="text-sm text-ink-muted">{formatCents(item.price)} each</p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 sm:flex-col sm:flex-nowrap sm:items-end">
          <p className="font-semibold">{formatCents(lineTotal(item))}</p>
          <div className="flex items-center gap-2">
            <Button
              variant="outline"
              size="icon"
              aria-label={`Decrease quantity of ${item.title}`}
              disabled={item.quantity <= 1}
              onClick={() => updateQuantity(item.id, item.quantity - 1)}
            >
              <Minus aria-hidden />
            </Button>
            <output
              aria-label={`Quantity of ${item.title}`}
              className="w-8 text-center font-semibold"
            >
              {item.quantity}
            </output>
            <Button
              variant="outline"
              size="icon"
              aria-label={`Increase quantity of ${item.title}`}
              disabled={item.quantity >= PRODUCT_QUANTITY.max}
              onClick={() => updateQuantity(item.id, item.quantity + 1)}
            >
              <Plus aria-hidden />
            </Button>
          </div>
          <Button variant="ghost" size="sm" onClick={remove}>
            <Trash2 aria-hidden />
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}
