import { create } from 'zustand';
import { type PersistStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../../../shared/storage-keys';
import { type CartContents, fromStoredCart, toStoredCart } from './stored-cart';

export type CartState = CartContents;

// The stored form is the SPEC's cart document, not zustand's own {state, version} wrapper.
const storedCartStorage: PersistStorage<CartState> = {
  getItem: (name) => {
    const cart = fromStoredCart(localStorage.getItem(name));
    return cart && { state: cart, version: 0 };
  },
  setItem: (name, value) => {
    localStorage.setItem(name, JSON.stringify(toStoredCart(value.state, new Date())));
  },
  removeItem: (name) => localStorage.removeItem(name),
};

export const useCartStore = create<CartState>()(
  persist((): CartState => ({ items: [], sessionId: null }), {
    name: STORAGE_KEYS.cart,
    storage: storedCartStorage,
  }),
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
