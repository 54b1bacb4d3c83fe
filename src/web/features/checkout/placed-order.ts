import { z } from 'zod';
import { orderReceiptSchema } from '../../../shared/api/orders';
import { STORAGE_KEYS } from '../../../shared/storage-keys';

/** What the confirmation shows of an order just placed. */
const placedOrderSchema = z.object({ displayId: z.string().min(1), receipt: orderReceiptSchema });
export type ShownOrder = z.infer<typeof placedOrderSchema>;

/** The query parameter the confirmation's address names its order by: /checkout?order=MM-… */
export const ORDER_PARAM = 'order';

/**
 * Kept for this tab once the order is placed, so a reload of the confirmation (its address
 * names the order) shows the order again rather than an empty cart.
 */
export function keepPlacedOrder(order: ShownOrder): void {
  try {
    const { displayId, receipt } = order;
    sessionStorage.setItem(STORAGE_KEYS.placedOrder, JSON.stringify({ displayId, receipt }));
  } catch {
    // Without storage a reload shows the order on its own page, linked from the e-mail.
  }
}

/** The order this tab placed, when it is the one `displayId` names; null otherwise. */
export function readPlacedOrder(displayId: string | null): ShownOrder | null {
  if (!displayId) return null;
  try {
    const raw = sessionStorage.getItem(STORAGE_KEYS.placedOrder);
    const parsed = placedOrderSchema.safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success && parsed.data.displayId === displayId ? parsed.data : null;
  } catch {
    return null;
  }
}
