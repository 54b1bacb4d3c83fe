import {
  type ShippingAddress,
  type ShippingAddressInput,
  shippingAddressSchema,
  validateShippingAddress,
} from '../../../../shared/validation/shipping-address';
import { checkZipState } from '../../../../shared/validation/zip-state';

/**
 * The form's rules: SPEC §5's per field, then the ZIP code must be the state's, the same check
 * the server makes before quoting, so the shopper hears it under the ZIP field as they submit.
 */
export const addressFormSchema = shippingAddressSchema.superRefine((address, ctx) => {
  const check = checkZipState(address);
  if (!check.ok) ctx.addIssue({ code: 'custom', path: ['zip'], message: check.message });
});

/** The address to quote tax and shipping for, or null while any rule refuses it. */
export function quotableAddress(input: ShippingAddressInput): ShippingAddress | null {
  const result = validateShippingAddress(input);
  return result.ok && checkZipState(result.address).ok ? result.address : null;
}
