import { z } from 'zod';
import { DEFAULT_COUNTRY } from '../constants';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter, text } from './text';

/** The checkout address form, in the browser's camelCase (SPEC §3 "Shipping address"). */
export const SHIPPING_ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address1',
  'address2',
  'city',
  'region',
  'zip',
  'country',
] as const;
export type ShippingAddressField = (typeof SHIPPING_ADDRESS_FIELDS)[number];

/** A normalised address: every field trimmed, optional ones '' when blank. */
export type ShippingAddress = Record<ShippingAddressField, string>;
/** What a form or a request may hand in before normalising. */
export type ShippingAddressInput = Partial<Record<ShippingAddressField, string | null | undefined>>;
/** At most one message per field: the first rule it fails. */
export type ShippingAddressErrors = Partial<Record<ShippingAddressField, string>>;

export const SHIPPING_ADDRESS_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  address1Required: 'Street address is required',
  cityRequired: 'City is required',
  regionRequired: 'State/Province is required',
  zipRequired: 'Postal code is required',
  zipInvalidUs: 'Please enter a valid US ZIP code (12345 or 12345-6789)',
  countryRequired: 'Country is required',
} as const;

const FIELD_LABELS: Record<ShippingAddressField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  address1: 'Street address',
  address2: 'Apartment, suite, etc.',
  city: 'City',
  region: 'State/Province',
  zip: 'Postal code',
  country: 'Country',
};

/** Long enough for any real address, short enough to print on a label and store. */
export const SHIPPING_ADDRESS_MAX_LENGTH: Record<ShippingAddressField, number> = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 32,
  address1: 200,
  address2: 200,
  city: 100,
  region: 64,
  zip: 16,
  country: 2,
};

const US_ZIP = /^\d{5}(-\d{4})?$/;
const emailFormat = z.email();

export function isUsZip(zip: string): boolean {
  return US_ZIP.test(zip);
}

type Rule = (value: string, address: ShippingAddress) => string | undefined;

const required =
  (message: string): Rule =>
  (value) =>
    value === '' ? message : undefined;

const M = SHIPPING_ADDRESS_MESSAGES;

/** Each field's rules in the order SPEC §5 lists them; the first that fails is the one shown. */
const RULES: Record<ShippingAddressField, Rule[]> = {
  firstName: [required(M.firstNameRequired)],
  lastName: [required(M.lastNameRequired)],
  email: [
    required(M.emailRequired),
    (value) => (emailFormat.safeParse(value).success ? undefined : M.emailInvalid),
  ],
  phone: [],
  address1: [required(M.address1Required)],
  address2: [],
  city: [required(M.cityRequired)],
  region: [required(M.regionRequired)],
  zip: [
    required(M.zipRequired),
    (value, address) => (address.country === 'US' && !isUsZip(value) ? M.zipInvalidUs : undefined),
  ],
  country: [required(M.countryRequired)],
};

const noControlCharacter: Rule = (value) =>
  hasControlCharacter(value) ? CONTROL_CHARACTER_MESSAGE : undefined;

function tooLong(field: ShippingAddressField, value: string): string | undefined {
  const max = SHIPPING_ADDRESS_MAX_LENGTH[field];
  return value.length > max
    ? `${FIELD_LABELS[field]} must be at most ${max} characters`
    : undefined;
}

/** Trims every field; a country that was never given becomes the default (US). */
export function normaliseShippingAddress(input: ShippingAddressInput): ShippingAddress {
  const address = {} as ShippingAddress;
  for (const field of SHIPPING_ADDRESS_FIELDS) {
    address[field] = (input[field] ?? '').trim();
  }
  if (input.country == null) address.country = DEFAULT_COUNTRY;
  return address;
}

/** Messages for a normalised address, keyed by field in form order; empty when it is valid. */
export function shippingAddressErrors(address: ShippingAddress): ShippingAddressErrors {
  const errors: ShippingAddressErrors = {};
  for (const field of SHIPPING_ADDRESS_FIELDS) {
    const value = address[field];
    for (const rule of [...RULES[field], noControlCharacter, (v: string) => tooLong(field, v)]) {
      const message = rule(value, address);
      if (message) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}

export type ShippingAddressResult =
  | { ok: true; address: ShippingAddress }
  | { ok: false; errors: ShippingAddressErrors };

export function validateShippingAddress(input: ShippingAddressInput): ShippingAddressResult {
  const address = normaliseShippingAddress(input);
  const errors = shippingAddressErrors(address);
  return Object.keys(errors).length === 0 ? { ok: true, address } : { ok: false, errors };
}

const looseText = text().nullish();

/**
 * The same rules as a zod schema (for react-hook-form's resolver and request bodies): parses to a
 * normalised `ShippingAddress` or fails with one issue per field, at that field's path.
 */
export const shippingAddressSchema = z
  .object({
    firstName: looseText,
    lastName: looseText,
    email: looseText,
    phone: looseText,
    address1: looseText,
    address2: looseText,
    city: looseText,
    region: looseText,
    zip: looseText,
    country: looseText,
  })
  .transform((input, ctx): ShippingAddress => {
    const result = validateShippingAddress(input);
    if (result.ok) return result.address;
    for (const [field, message] of Object.entries(result.errors)) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
    return z.NEVER;
  });
