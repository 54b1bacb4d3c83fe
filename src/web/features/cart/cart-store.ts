import { create } from 'zustand';
import { type PersistStorage, persist } from 'zustand/middleware';
import {
  type AddOutcome,
  addLine,
  removeLine,
  setLineQuantity,
} from '../../../shared/cart/cart-rules';
import type { Cents } from '../../../shared/money';
import type { CartLine } from '../../../shared/products/cart-line';
import { STORAGE_KEYS } from '../../../shared/storage-keys';
import { withoutOrdered } from './ordered-lines';
import { type CartContents, type CartItem, fromStoredCart, toStoredCart } from './stored-cart';

interface CartCharges {
  shippingMethodId: number | null;
  shippingCost: Cents;
  taxAmount: Cents;
}

interface CartActions {
  /** Same product and variant adds to its line; says which happened for the toast. */
  addItem(line: CartLine): AddOutcome;
  /** 0 or less removes the line. */
  updateQuantity(id: string, quantity: number): void;
  removeItem(id: string): void;
  /** Empties the cart and forgets its shipping method, shipping cost and tax. */
  clearCart(): void;
  /** After an order: takes out what it paid for, and forgets the checkout's charges. */
  removeOrdered(ordered: readonly CartItem[]): void;
  /** Choosing a shipping method sets the cart's shipping cost. */
  setShippingMethod(id: number | null, cost: Cents): void;
  setTaxAmount(amount: Cents): void;
}

export type CartState = CartContents & CartCharges;
export type CartStore = CartState & CartActions;

const NO_CHARGES: CartCharges = { shippingMethodId: null, shippingCost: 0, taxAmount: 0 };

// The stored form is the SPEC's cart document, not zustand's own {state, version} wrapper.
// Shipping and tax belong to checkout and are not part of that document.
const storedCartStorage: PersistStorage<CartContents> = {
  getItem: (name) => {
    const cart = fromStoredCart(localStorage.getItem(name));
    return cart && { state: cart, version: 0 };
  },
  setItem: (name, value) => {
    localStorage.setItem(name, JSON.stringify(toStoredCart(value.state, new Date())));
  },
  removeItem: (name) => localStorage.removeItem(name),
};

export const useCartStore = create<CartStore>()(
  persist(
    (set, get): CartStore => ({
      items: [],
      sessionId: null,
      ...NO_CHARGES,
      addItem(line) {
        const { items, outcome } = addLine(get().items, line, crypto.randomUUID());
        set({ items });
        return outcome;
      },
      updateQuantity: (id, quantity) => set({ items: setLineQuantity(get().items, id, quantity) }),
      removeItem: (id) => set({ items: removeLine(get().items, id) }),
      clearCart: () => set({ items: [], ...NO_CHARGES }),
      removeOrdered: (ordered) =>
        set({ items: withoutOrdered(get().items, ordered), ...NO_CHARGES }),
      setShippingMethod: (id, cost) => set({ shippingMethodId: id, shippingCost: cost }),
      setTaxAmount: (amount) => set({ taxAmount: amount }),
    }),
    {
      name: STORAGE_KEYS.cart,
      storage: storedCartStorage,
      partialize: ({ items, sessionId }) => ({ items, sessionId }),
    },
  ),
);

/** Items in the cart, counting each unit of every line. */
export function selectItemCount(state: CartState): number {
  return state.items.reduce((count, item) => count + item.quantity, 0);
}

export function useCartItemCount(): number {
  return useCartStore(selectItemCount);
}

/** Keeps this tab's cart in step with changes other tabs make; returns the way to stop. */
export function syncCartAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.cart) void useCartStore.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
