import { z } from 'zod';
import { CART_STORAGE_VERSION, type CartItem, cartItemSchema } from '../../../shared/api/cart';

export type { StoredCart } from '../../../shared/api/cart';
export type { CartItem };

import type { StoredCart } from '../../../shared/api/cart';

export type CartContents = { items: CartItem[]; sessionId: string | null };

export function toStoredCart(cart: CartContents, now: Date): StoredCart {
  return {
    version: CART_STORAGE_VERSION,
    items: cart.items,
    metadata: { lastUpdated: now.toISOString(), sessionId: cart.sessionId },
  };
}

const storedCartShape = z.object({
  version: z.literal(CART_STORAGE_VERSION),
  items: z.array(z.unknown()),
  metadata: z.object({ sessionId: z.string().nullable().optional() }).optional(),
});

/**
 * Reads what local storage held. Anything unreadable or of another version gives no cart;
 * a damaged line is dropped so one bad item never empties the whole cart.
 */
export function fromStoredCart(raw: string | null): CartContents | null {
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const stored = storedCartShape.safeParse(json);
  if (!stored.success) return null;
  const items = stored.data.items.flatMap((item) => {
    const parsed = cartItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  return { items, sessionId: stored.data.metadata?.sessionId ?? null };
}
