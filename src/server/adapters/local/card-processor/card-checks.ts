/** A card as the confirm call carries it; it lives only for the call, never stored or logged. */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardCheckFailure = { code: string; message: string };

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * What Stripe checks before it asks the bank: a 12–19 digit number passing the Luhn check,
 * an expiry month that has not ended, a 3–4 digit security code. Stripe's codes and words.
 */
export function checkCard(card: CardDetails, now: Date): CardCheckFailure | null {
  if (!/^\d{12,19}$/.test(card.number) || !passesLuhn(card.number)) {
    return { code: 'incorrect_number', message: 'Your card number is incorrect.' };
  }
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." };
  }
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  if (!Number.isInteger(card.expYear) || card.expYear < year || card.expYear > year + 50) {
    return { code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." };
  }
  if (card.expYear === year && card.expMonth < month) {
    return { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." };
  }
  if (!/^\d{3,4}$/.test(card.cvc)) {
    return { code: 'invalid_cvc', message: "Your card's security code is invalid." };
  }
  return null;
}
