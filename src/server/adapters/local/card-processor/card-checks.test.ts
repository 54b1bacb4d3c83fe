import { describe, expect, it } from 'vitest';
import { checkCard } from './card-checks';

const now = new Date('2026-11-23T12:00:00Z');
const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };

describe('checkCard', () => {
  it('accepts a well-formed card that has not expired', () => {
    expect(checkCard(card, now)).toBeNull();
    expect(checkCard({ ...card, expMonth: 11, expYear: 2026 }, now)).toBeNull();
  });

  it('refuses a number that fails the Luhn check or has the wrong length', () => {
    expect(checkCard({ ...card, number: '4242424242424241' }, now)?.code).toBe('incorrect_number');
    expect(checkCard({ ...card, number: '4242' }, now)?.code).toBe('incorrect_number');
    expect(checkCard({ ...card, number: '4242 4242 4242 4242' }, now)?.code).toBe(
      'incorrect_number',
    );
  });

  it('refuses an expiry that has passed and a malformed security code', () => {
    expect(checkCard({ ...card, expMonth: 10, expYear: 2026 }, now)?.code).toBe(
      'invalid_expiry_month',
    );
    expect(checkCard({ ...card, expYear: 2025 }, now)?.code).toBe('invalid_expiry_year');
    expect(checkCard({ ...card, expMonth: 13 }, now)?.code).toBe('invalid_expiry_month');
    expect(checkCard({ ...card, cvc: '12' }, now)?.code).toBe('invalid_cvc');
  });
});
