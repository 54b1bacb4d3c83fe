/**
 * Card field rules for the local test-mode form, with the messages Stripe's Payment Element
 * gives for the same mistakes, so both providers read alike.
 */

export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryYearPast: "Your card's expiration year is in the past.",
  expiryDatePast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  zipIncomplete: 'Your ZIP is incomplete.',
} as const;

export const MAX_CARD_DIGITS = 19;
export const ZIP_DIGITS = 5;
const EXPIRY_SEPARATOR = ' / ';

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay';

export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** The networks' issuer prefixes, as Stripe tells brands apart (Mastercard's 2221–2720 too). */
const BRAND_PREFIXES: readonly [CardBrand, RegExp][] = [
  ['amex', /^3[47]/],
  ['diners', /^3(?:0[0-59]|[689])/],
  ['jcb', /^35(?:2[89]|[3-8])/],
  ['visa', /^4/],
  ['mastercard', /^(?:5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/],
  ['discover', /^(?:6011|64[4-9]|65)/],
  ['unionpay', /^62/],
];

/** The card's network, once enough of the number is typed to tell. */
export function cardBrand(value: string): CardBrand | undefined {
  const digits = digitsOnly(value);
  return BRAND_PREFIXES.find(([, prefix]) => prefix.test(digits))?.[0];
}

/** American Express prints 4-6-5 and a 14-digit Diners Club card 4-6-4; the rest fours. */
function groupSizes(digits: string): number[] {
  const brand = cardBrand(digits);
  if (brand === 'amex') return [4, 6, 5];
  if (brand === 'diners' && digits.length <= 14) return [4, 6, 4];
  return [4, 4, 4, 4, 3];
}

/** The number as shown while typing, grouped as printed on the card: at most 19 digits, 15 for Amex. */
export function formatCardNumber(value: string): string {
  const all = digitsOnly(value);
  const digits = all.slice(0, cardBrand(all) === 'amex' ? 15 : MAX_CARD_DIGITS);
  const groups: string[] = [];
  let at = 0;
  for (const size of groupSizes(digits)) {
    if (at >= digits.length) break;
    groups.push(digits.slice(at, at + size));
    at += size;
  }
  return groups.join(' ');
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

function isAmex(digits: string): boolean {
  return cardBrand(digits) === 'amex';
}

/** American Express numbers have 15 digits, Diners Club at least 14; the rest at least 16. */
function expectedLength(digits: string): number {
  if (isAmex(digits)) return 15;
  if (cardBrand(digits) === 'diners') return 14;
  return 16;
}

export function cardNumberError(value: string): string | undefined {
  const digits = digitsOnly(value);
  if (digits.length < expectedLength(digits)) return CARD_MESSAGES.numberIncomplete;
  if (isAmex(digits) && digits.length > 15) return CARD_MESSAGES.numberInvalid;
  if (!passesLuhn(digits)) return CARD_MESSAGES.numberInvalid;
  return undefined;
}

/**
 * The expiry as shown while typing, 'MM / YY'. Like Stripe's field, a first digit that can only
 * start a single-digit month gets its leading zero, and ' / ' appears once the month is whole;
 * while deleting, the separator goes away with the year so backspace is never stuck on it.
 */
export function formatExpiry(value: string, deleting = false): string {
  let digits = digitsOnly(value);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  else if (/^1[3-9]/.test(digits)) digits = `01${digits.slice(1)}`;
  else if (/^00/.test(digits)) digits = `0${digits.slice(2)}`;
  digits = digits.slice(0, 4);
  if (digits.length < 2 || (deleting && digits.length === 2)) return digits;
  return `${digits.slice(0, 2)}${EXPIRY_SEPARATOR}${digits.slice(2)}`;
}

export type Expiry = { month: number; year: number };

/** 'MM / YY' (separator optional) as a month and a four-digit year, or why it is not one. */
export function parseExpiry(
  value: string,
  now: Date,
): { ok: true; expiry: Expiry } | { ok: false; message: string } {
  const digits = digitsOnly(value);
  if (digits.length !== 4) return { ok: false, message: CARD_MESSAGES.expiryIncomplete };
  const month = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2));
  if (month < 1 || month > 12) return { ok: false, message: CARD_MESSAGES.expiryMonthInvalid };
  // A card is good through the last day of its expiry month.
  const thisYear = now.getFullYear();
  if (year < thisYear) return { ok: false, message: CARD_MESSAGES.expiryYearPast };
  if (year === thisYear && month < now.getMonth() + 1) {
    return { ok: false, message: CARD_MESSAGES.expiryDatePast };
  }
  return { ok: true, expiry: { month, year } };
}

/** American Express prints a four-digit code, other cards three. */
export function cvcError(cvc: string, cardNumber: string): string | undefined {
  const digits = digitsOnly(cvc);
  const needed = isAmex(digitsOnly(cardNumber)) ? 4 : 3;
  return digits.length < needed || digits.length > 4 ? CARD_MESSAGES.cvcIncomplete : undefined;
}

export function zipError(zip: string): string | undefined {
  return /^\d{5}$/.test(zip) ? undefined : CARD_MESSAGES.zipIncomplete;
}

export type CardFields = { number: string; expiry: string; cvc: string; zip: string };
export type CardField = keyof CardFields;
export const CARD_FIELD_ORDER: readonly CardField[] = ['number', 'expiry', 'cvc', 'zip'];
export type CardError = { field: CardField; message: string };

/** A card the processor can be asked to charge: digits only, four-digit year. */
export type ValidCard = {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  zip: string;
};

export type CardCheck =
  | { ok: true; card: ValidCard }
  /** Every failing field, in the order the form shows them. */
  | { ok: false; errors: [CardError, ...CardError[]] };

export function readCard(fields: CardFields, now: Date): CardCheck {
  const expiry = parseExpiry(fields.expiry, now);
  const messages: Record<CardField, string | undefined> = {
    number: cardNumberError(fields.number),
    expiry: expiry.ok ? undefined : expiry.message,
    cvc: cvcError(fields.cvc, fields.number),
    zip: zipError(fields.zip),
  };
  const errors = CARD_FIELD_ORDER.flatMap((field) => {
    const message = messages[field];
    return message ? [{ field, message }] : [];
  });
  if (expiry.ok && errors.length === 0) {
    const { month, year } = expiry.expiry;
    const [number, cvc] = [digitsOnly(fields.number), digitsOnly(fields.cvc)];
    return { ok: true, card: { number, expMonth: month, expYear: year, cvc, zip: fields.zip } };
  }
  // Not empty: a failing expiry put its own message in the list.
  return { ok: false, errors: errors as [CardError, ...CardError[]] };
}
