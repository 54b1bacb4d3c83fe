import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../ui/dialog';
import { toast } from '../../ui/toast';
import { CART_TOASTS } from './add-to-cart';
import { useCartStore } from './cart-store';

/**
 * 'Clear Cart', asked twice: one stray tap on a phone must not throw away a cart the shopper
 * filled with care, so the first opens a question whose safe answer keeps the items.
 */
export function ClearCart({ itemCount }: { itemCount: number }) {
  const [asking, setAsking] = useState(false);
  const clear = () => {
    useCartStore.getState().clearCart();
    setAsking(false);
    toast.success(CART_TOASTS.cleared);
  };
  return (
    <Dialog open={asking} onOpenChange={setAsking}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-ink-muted hover:text-ink">
          <Trash2 aria-hidden />
          Clear Cart
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Clear your cart?</DialogTitle>
          <DialogDescription>
            {itemCount === 1 ? 'The item' : `All ${itemCount} items`} will be taken out of your
            cart.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep Items</Button>
          </DialogClose>
          <Button variant="destructive" onClick={clear}>
            Clear Cart
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
