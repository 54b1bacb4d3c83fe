import { z } from 'zod';
import {
  centsSchema,
  idSchema,
  optionsSchema,
  positiveIntSchema,
  quantitySchema,
  timestampSchema,
  titleSchema,
} from './fields';

/** The cart as the browser keeps it (SPEC §3 "Cart item", "Stored cart", "Cart totals"). */
export const CART_PRODUCT_TYPES = ['tshirt', 'canvas', 'coffeeMug'] as const;
export const cartProductTypeSchema = z.enum(CART_PRODUCT_TYPES);
export type CartProductType = z.infer<typeof cartProductTypeSchema>;

export const cartItemSchema = z.object({
  id: z.uuid(),
  /** The generation job whose artwork is printed; null for the fallback catalogue. */
  jobId: idSchema.nullable(),
  productId: idSchema,
  /** Kept as text as the order call wants it; shipping quotes need it numeric (`parseVariantId`). */
  variantId: idSchema,
  productType: cartProductTypeSchema,
  quantity: quantitySchema,
  /** Unit price. */
  price: centsSchema,
  title: titleSchema,
  imageUrl: z.string().trim().min(1).max(2048),
  printProviderImageId: idSchema.optional(),
  printProviderId: positiveIntSchema,
  blueprintId: positiveIntSchema,
  options: optionsSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const CART_STORAGE_VERSION = '1.0';

export const storedCartSchema = z.object({
  version: z.literal(CART_STORAGE_VERSION),
  items: z.array(cartItemSchema),
  metadata: z.object({
    lastUpdated: timestampSchema,
    /** Null until the shopper's session is known. */
    sessionId: idSchema.nullable(),
  }),
});
export type StoredCart = z.infer<typeof storedCartSchema>;

export const cartTotalsSchema = z.object({
  itemCount: z.number().int().nonnegative(),
  subtotal: centsSchema,
  taxAmount: centsSchema,
  shippingCost: centsSchema,
  shippingMethodId: positiveIntSchema.nullable(),
  totalAmount: centsSchema,
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;
