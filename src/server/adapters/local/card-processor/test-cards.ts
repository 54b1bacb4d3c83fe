/**
 * Stripe's public test cards (docs.stripe.com/testing) and what each does, so a shopper (or a
 * test) can try every path without a real card. Any other number is declined, as Stripe does
 * in test mode. The README's test-card table lists every card here; a test keeps them alike.
 */
export type CardOutcome =
  | { kind: 'succeeds' }
  | { kind: 'needs_authentication' }
  | { kind: 'declined'; code: string; declineCode?: string; message: string };

export interface TestCard {
  number: string;
  /** As Stripe's list names it. */
  brand: string;
  outcome: CardOutcome;
}

const DECLINED = 'Your card was declined.';
const PAID: CardOutcome = { kind: 'succeeds' };
// The processor models one authentication flow: the challenge page, whatever Stripe's card
// would do later off-session (3184 always asks, 3155 until set up, 0446 already set up).
const AUTHENTICATES: CardOutcome = { kind: 'needs_authentication' };

const declined = (declineCode: string, message = DECLINED): CardOutcome => ({
  kind: 'declined',
  code: 'card_declined',
  declineCode,
  message,
});

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'Visa', outcome: PAID },
  { number: '4000056655665556', brand: 'Visa (debit)', outcome: PAID },
  { number: '5555555555554444', brand: 'Mastercard', outcome: PAID },
  { number: '2223003122003222', brand: 'Mastercard (2-series)', outcome: PAID },
  { number: '5200828282828210', brand: 'Mastercard (debit)', outcome: PAID },
  { number: '5105105105105100', brand: 'Mastercard (prepaid)', outcome: PAID },
  { number: '378282246310005', brand: 'American Express', outcome: PAID },
  { number: '371449635398431', brand: 'American Express', outcome: PAID },
  { number: '6011111111111117', brand: 'Discover', outcome: PAID },
  { number: '6011000990139424', brand: 'Discover', outcome: PAID },
  { number: '6011981111111113', brand: 'Discover (debit)', outcome: PAID },
  { number: '3056930009020004', brand: 'Diners Club', outcome: PAID },
  { number: '36227206271667', brand: 'Diners Club (14-digit card)', outcome: PAID },
  { number: '3566002020360505', brand: 'JCB', outcome: PAID },
  { number: '6200000000000005', brand: 'UnionPay', outcome: PAID },
  { number: '4000002500003155', brand: 'Visa', outcome: AUTHENTICATES },
  { number: '4000002760003184', brand: 'Visa', outcome: AUTHENTICATES },
  { number: '4000003800000446', brand: 'Visa', outcome: AUTHENTICATES },
  { number: '4000000000000002', brand: 'Visa', outcome: declined('generic_decline') },
  {
    number: '4000000000009995',
    brand: 'Visa',
    outcome: declined('insufficient_funds', 'Your card has insufficient funds.'),
  },
  { number: '4000000000009987', brand: 'Visa', outcome: declined('lost_card') },
  { number: '4000000000009979', brand: 'Visa', outcome: declined('stolen_card') },
  {
    number: '4000000000000069',
    brand: 'Visa',
    outcome: { kind: 'declined', code: 'expired_card', message: 'Your card has expired.' },
  },
  {
    number: '4000000000000127',
    brand: 'Visa',
    outcome: {
      kind: 'declined',
      code: 'incorrect_cvc',
      message: "Your card's security code is incorrect.",
    },
  },
  {
    number: '4000000000000119',
    brand: 'Visa',
    outcome: {
      kind: 'declined',
      code: 'processing_error',
      message: 'An error occurred while processing your card. Try again in a little bit.',
    },
  },
  // Fails the Luhn check, so card-checks.ts refuses it before any outcome is looked up.
  {
    number: '4242424242424241',
    brand: 'Visa',
    outcome: {
      kind: 'declined',
      code: 'incorrect_number',
      message: 'Your card number is incorrect.',
    },
  },
];

const NOT_A_TEST_CARD: CardOutcome = {
  kind: 'declined',
  code: 'card_declined',
  declineCode: 'test_mode_live_card',
  message: `${DECLINED} This store is in test mode: please use a test card such as 4242 4242 4242 4242.`,
};

export function outcomeOf(cardNumber: string): CardOutcome {
  return TEST_CARDS.find((card) => card.number === cardNumber)?.outcome ?? NOT_A_TEST_CARD;
}

/**
 * The brand of the test card a payment's last four digits name. The local processor keeps only
 * the last four, as Stripe shows them; among its test cards they name one brand.
 */
export function brandOfLast4(last4: string): string {
  const card = TEST_CARDS.find((candidate) => candidate.number.endsWith(last4));
  return card ? (card.brand.split(' (')[0] ?? card.brand) : 'Card';
}
