import { z } from 'zod';
import { apiAddressSchema } from './address';
import { centsSchema, idSchema, optionalText, positiveIntSchema, quantitySchema } from './fields';

/** SPEC §5 "Shipping requests": the print partner only quotes real, numeric variants. */
export const VARIANT_ID_MESSAGE = 'Shipping requests require numeric positive variant ids';

/** The numeric variant id a cart's string id stands for, or null when it is not one. */
export function parseVariantId(value: string | number): number | null {
  const id = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const shippingLineItemSchema = z.object({
  product_id: idSchema,
  variant_id: z
    .number({ error: VARIANT_ID_MESSAGE })
    .int(VARIANT_ID_MESSAGE)
    .positive(VARIANT_ID_MESSAGE),
  quantity: quantitySchema,
  print_provider_id: positiveIntSchema,
  blueprint_id: positiveIntSchema,
  sku: optionalText(100),
});
export type ShippingLineItem = z.infer<typeof shippingLineItemSchema>;

/** POST /api/printify/orders/shipping-methods */
export const shippingMethodsRequestSchema = z.object({
  address_to: apiAddressSchema,
  line_items: z.array(shippingLineItemSchema).min(1).max(50),
});
export type ShippingMethodsRequest = z.input<typeof shippingMethodsRequestSchema>;

const daysSchema = z.number().int().nonnegative().max(365);

export const apiShippingMethodSchema = z.object({
  id: positiveIntSchema,
  name: z.string().trim().min(1).max(100),
  description: optionalText(500),
  price: centsSchema,
  handling_days: daysSchema,
  min_delivery_days: daysSchema.optional(),
  max_delivery_days: daysSchema.optional(),
});
export type ApiShippingMethod = z.infer<typeof apiShippingMethodSchema>;

/** Answer of shipping-methods and of GET /api/printify/orders/shipping-methods-test. */
export const shippingMethodsResponseSchema = z.array(apiShippingMethodSchema);
export type ShippingMethodsResponse = z.infer<typeof shippingMethodsResponseSchema>;

/** A method as the picker holds it (SPEC §3 "Shipping method"). */
export const shippingMethodSchema = z.object({
  id: positiveIntSchema,
  name: z.string().min(1),
  description: z.string().optional(),
  price: centsSchema,
  handlingDays: daysSchema,
  minDeliveryDays: daysSchema.optional(),
  maxDeliveryDays: daysSchema.optional(),
  isSelected: z.boolean(),
  isRecommended: z.boolean(),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

export function toShippingMethod(
  method: ApiShippingMethod,
  flags: { isSelected: boolean; isRecommended: boolean },
): ShippingMethod {
  return {
    id: method.id,
    name: method.name,
    description: method.description,
    price: method.price,
    handlingDays: method.handling_days,
    minDeliveryDays: method.min_delivery_days,
    maxDeliveryDays: method.max_delivery_days,
    ...flags,
  };
}
