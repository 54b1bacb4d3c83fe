import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../../server/adapters/local/card-processor/test-cards';
import {
  CARD_BRAND_NAMES,
  CARD_MESSAGES,
  cardBrand,
  cardNumberError,
  cvcError,
  digitsOnly,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  passesLuhn,
  readCard,
  zipError,
} from './card-rules';

const NOW = new Date(2026, 10, 23); // 23 November 2026, local time

describe('card number', () => {
  it('keeps only the digits', () => {
    expect(digitsOnly(' 4242-4242 abc 4242 ')).toBe('424242424242');
  });

  it('groups digits in fours for display, at most 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('1234567890123456789999')).toBe('1234 5678 9012 3456 789');
    expect(formatCardNumber('')).toBe('');
  });

  it('checks the Luhn sum', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it("words a short or wrong number as Stripe's Payment Element does", () => {
    expect(cardNumberError('')).toBe('Your card number is incomplete.');
    expect(cardNumberError('4242 4242 4242 424')).toBe(CARD_MESSAGES.numberIncomplete);
    expect(cardNumberError('4242 4242 4242 4241')).toBe('Your card number is invalid.');
    expect(cardNumberError('3782 8224 6310 0051')).toBe(CARD_MESSAGES.numberInvalid);
    expect(cardNumberError('4242 4242 4242 4242')).toBeUndefined();
    expect(cardNumberError('378282246310005')).toBeUndefined();
    expect(cardNumberError('3056 9309 0259 04')).toBeUndefined();
  });
});

describe('Stripe’s test cards', () => {
  it('knows each brand, Mastercard’s 2-series too', () => {
    expect(cardBrand('4242 4242 4242 4242')).toBe('visa');
    expect(cardBrand('5555 5555 5555 4444')).toBe('mastercard');
    expect(cardBrand('2223 0031 2200 3222')).toBe('mastercard');
    expect(cardBrand('2720 9900 0000 0000')).toBe('mastercard');
    expect(cardBrand('2721 0000 0000 0000')).toBeUndefined();
    expect(cardBrand('3782 822463 10005')).toBe('amex');
    expect(cardBrand('3622 720627 1667')).toBe('diners');
    expect(cardBrand('3566 0020 2036 0505')).toBe('jcb');
    expect(cardBrand('6011 1111 1111 1117')).toBe('discover');
    expect(cardBrand('6200 0000 0000 0005')).toBe('unionpay');
    expect(cardBrand('')).toBeUndefined();
  });

  it('takes every card the local processor knows, named as Stripe names it', () => {
    for (const { number, brand, outcome } of TEST_CARDS) {
      const detected = cardBrand(number);
      expect(detected && brand.startsWith(CARD_BRAND_NAMES[detected]), number).toBe(true);
      const cvc = detected === 'amex' ? '1234' : '123';
      const fields = { number: formatCardNumber(number), expiry: '12 / 30', cvc, zip: '10118' };
      const check = readCard(fields, NOW);
      if (outcome.kind === 'declined' && outcome.code === 'incorrect_number') {
        expect(check).toEqual({
          ok: false,
          errors: [{ field: 'number', message: CARD_MESSAGES.numberInvalid }],
        });
      } else {
        expect(check, number).toMatchObject({ ok: true, card: { number, cvc } });
      }
    }
  });

  it('groups American Express 4-6-5 and a 14-digit Diners Club 4-6-4, as printed', () => {
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782822463100059')).toBe('3782 822463 10005');
    expect(formatCardNumber('37828')).toBe('3782 8');
    expect(formatCardNumber('36227206271667')).toBe('3622 720627 1667');
    expect(formatCardNumber('3056930009020004')).toBe('3056 9300 0902 0004');
    expect(formatCardNumber('2223003122003222')).toBe('2223 0031 2200 3222');
  });

  it('needs a four-digit security code for American Express', () => {
    const amex = { number: '3782 822463 10005', expiry: '12 / 30', cvc: '123', zip: '10118' };
    expect(readCard(amex, NOW)).toEqual({
      ok: false,
      errors: [{ field: 'cvc', message: CARD_MESSAGES.cvcIncomplete }],
    });
  });
});

describe('expiry', () => {
  it("inserts ' / ' once the month is whole and pads single-digit months", () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12 / ');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('12 / 301')).toBe('12 / 30');
    expect(formatExpiry('4')).toBe('04 / ');
    expect(formatExpiry('13')).toBe('01 / 3');
    expect(formatExpiry('00')).toBe('0');
  });

  it('lets backspace remove the separator together with the year', () => {
    expect(formatExpiry('12 /', true)).toBe('12');
    expect(formatExpiry('12 / 3', true)).toBe('12 / 3');
  });

  it('reads MM / YY as a month and a four-digit year', () => {
    expect(parseExpiry('04 / 30', NOW)).toEqual({ ok: true, expiry: { month: 4, year: 2030 } });
    expect(parseExpiry('0430', NOW)).toEqual({ ok: true, expiry: { month: 4, year: 2030 } });
  });

  it('accepts the current month and refuses earlier dates with Stripe wording', () => {
    expect(parseExpiry('11 / 26', NOW).ok).toBe(true);
    expect(parseExpiry('10 / 26', NOW)).toEqual({
      ok: false,
      message: "Your card's expiration date is in the past.",
    });
    expect(parseExpiry('12 / 25', NOW)).toEqual({
      ok: false,
      message: "Your card's expiration year is in the past.",
    });
  });

  it('calls a partial date incomplete and a month over 12 invalid', () => {
    for (const partial of ['', '1', '12 / ', '12 / 3']) {
      expect(parseExpiry(partial, NOW)).toEqual({
        ok: false,
        message: "Your card's expiration date is incomplete.",
      });
    }
    expect(parseExpiry('13 / 30', NOW)).toEqual({
      ok: false,
      message: CARD_MESSAGES.expiryMonthInvalid,
    });
  });
});

describe('security code and ZIP', () => {
  it('needs three digits, four for American Express', () => {
    expect(cvcError('12', '4242424242424242')).toBe("Your card's security code is incomplete.");
    expect(cvcError('123', '4242424242424242')).toBeUndefined();
    expect(cvcError('1234', '4242424242424242')).toBeUndefined();
    expect(cvcError('123', '378282246310005')).toBe(CARD_MESSAGES.cvcIncomplete);
    expect(cvcError('1234', '378282246310005')).toBeUndefined();
  });

  it('needs a five-digit US ZIP', () => {
    expect(zipError('1011')).toBe('Your ZIP is incomplete.');
    expect(zipError('')).toBe(CARD_MESSAGES.zipIncomplete);
    expect(zipError('10118')).toBeUndefined();
  });
});

describe('readCard', () => {
  it('gives the card as the processor wants it when every field is right', () => {
    const check = readCard(
      { number: '4242 4242 4242 4242', expiry: '04 / 30', cvc: '123', zip: '10118' },
      NOW,
    );
    expect(check).toEqual({
      ok: true,
      card: { number: '4242424242424242', expMonth: 4, expYear: 2030, cvc: '123', zip: '10118' },
    });
  });

  it('lists every failing field in form order', () => {
    const check = readCard({ number: '4242', expiry: '01 / 20', cvc: '', zip: '10118' }, NOW);
    expect(check).toEqual({
      ok: false,
      errors: [
        { field: 'number', message: CARD_MESSAGES.numberIncomplete },
        { field: 'expiry', message: CARD_MESSAGES.expiryYearPast },
        { field: 'cvc', message: CARD_MESSAGES.cvcIncomplete },
      ],
    });
  });
});
