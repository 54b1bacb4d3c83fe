import { z } from 'zod';
import { CURRENCY } from '../constants';
import { text } from '../validation/text';

/** Field schemas the API contracts share. Money is always integer cents. */
export const centsSchema = z.number().int().nonnegative();
export const positiveIntSchema = z.number().int().positive();
/** Far above any real basket; only there to refuse nonsense. */
export const quantitySchema = z.number().int().positive().max(999);
export const currencySchema = z.literal(CURRENCY);
export const timestampSchema = z.iso.datetime({ offset: true });

/**
 * Every text field of a request is built from `text()` (here or directly), so none takes a
 * control character.
 */
export { text };

/** A required string, trimmed, at most `max` characters after trimming. */
export const requiredText = (max: number) => text().trim().min(1).max(max);
/** An optional string, trimmed; blank counts as absent. */
export const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

export const idSchema = requiredText(128);
export const titleSchema = requiredText(200);
/** Product options as shown in the cart ('key: value'), e.g. { color: 'Black', size: 'M' }. */
export const optionsSchema = z
  .record(requiredText(50), text().trim().max(100))
  .refine((options) => Object.keys(options).length <= 20, 'Too many options');
