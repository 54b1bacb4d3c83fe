import { z } from 'zod';
import {
  SHIPPING_ADDRESS_FIELDS,
  type ShippingAddress,
  type ShippingAddressField,
  type ShippingAddressInput,
  validateShippingAddress,
} from '../validation/shipping-address';
import { text, timestampSchema } from './fields';

/**
 * The address in the snake_case the calls use (SPEC §7: shipping `address_to`, the order's
 * `shipping_address`) and the stored form (SPEC §3). Same rules and messages as the form.
 */
export const API_ADDRESS_KEYS = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  region: 'region',
  zip: 'zip',
  country: 'country',
} as const satisfies Record<ShippingAddressField, string>;

const looseText = text().nullish();

/** The shape only: what a stored, possibly incomplete address may hold. */
export const apiAddressShapeSchema = z.object({
  first_name: looseText,
  last_name: looseText,
  email: looseText,
  phone: looseText,
  address1: looseText,
  address2: looseText,
  city: looseText,
  region: looseText,
  zip: looseText,
  country: looseText,
});

export type ApiAddress = { [K in ShippingAddressField as (typeof API_ADDRESS_KEYS)[K]]: string };

/**
 * An address as the server keeps it with a checkout or an order: its shape only. It met the
 * address rules of the day it was written; reading it back must not depend on today's.
 */
export const apiAddressRecordSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  region: z.string(),
  zip: z.string(),
  country: z.string(),
}) satisfies z.ZodType<ApiAddress>;

export function toApiAddress(address: ShippingAddress): ApiAddress {
  const result = {} as ApiAddress;
  for (const field of SHIPPING_ADDRESS_FIELDS) {
    result[API_ADDRESS_KEYS[field]] = address[field];
  }
  return result;
}

export function fromApiAddress(
  address: z.infer<typeof apiAddressShapeSchema>,
): ShippingAddressInput {
  const result: ShippingAddressInput = {};
  for (const field of SHIPPING_ADDRESS_FIELDS) {
    result[field] = address[API_ADDRESS_KEYS[field]];
  }
  return result;
}

/** A complete, valid address in request bodies; issues carry the form's messages at snake_case paths. */
export const apiAddressSchema = apiAddressShapeSchema.transform((input, ctx): ApiAddress => {
  const result = validateShippingAddress(fromApiAddress(input));
  if (result.ok) return toApiAddress(result.address);
  for (const [field, message] of Object.entries(result.errors)) {
    ctx.addIssue({
      code: 'custom',
      path: [API_ADDRESS_KEYS[field as ShippingAddressField]],
      message,
    });
  }
  return z.NEVER;
});

/** The address kept in local storage between visits, valid or not yet. */
export const storedAddressSchema = apiAddressShapeSchema.extend({
  savedAt: timestampSchema,
  isValid: z.boolean(),
});
export type StoredAddress = z.infer<typeof storedAddressSchema>;

export const addressHistorySchema = z.array(storedAddressSchema);
