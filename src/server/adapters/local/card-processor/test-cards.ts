/**
 * Stripe's public test cards and what each does, so a shopper (or a test) can try every path
 * without a real card. Any other number is declined, as Stripe does in test mode.
 */
export type CardOutcome =
  | { kind: 'succeeds' }
  | { kind: 'needs_authentication' }
  | { kind: 'declined'; code: string; declineCode?: string; message: string };

const DECLINED = 'Your card was declined.';

export const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': { kind: 'succeeds' },
  '4000000000000002': {
    kind: 'declined',
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: DECLINED,
  },
  '4000000000009995': {
    kind: 'declined',
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000000069': { kind: 'declined', code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': {
    kind: 'declined',
    code: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
  },
  '4000002500003155': { kind: 'needs_authentication' },
};

const NOT_A_TEST_CARD: CardOutcome = {
  kind: 'declined',
  code: 'card_declined',
  declineCode: 'test_mode_live_card',
  message: `${DECLINED} This store is in test mode: please use a test card such as 4242 4242 4242 4242.`,
};

export function outcomeOf(cardNumber: string): CardOutcome {
  return TEST_CARDS[cardNumber] ?? NOT_A_TEST_CARD;
}
