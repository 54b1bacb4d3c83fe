/** What decides whether a store taking test cards is a mistake. */
export interface PaymentsSetUp {
  /** The local card processor takes the cards: Stripe's test cards pay, nothing is charged. */
  testPayments: boolean;
  /** A print partner that makes and ships real goods (Printify). */
  livePartner: boolean;
  /** PUBLIC_BASE_URL is https: shoppers on the internet reach this store. */
  servedOverHttps: boolean;
  /** ALLOW_TEST_PAYMENTS=true: the owner means it (a demo, a staging store). */
  allowed: boolean;
}

/**
 * Why the store must not start, or null. A store that ships real goods or faces the internet
 * while card 4242… pays would give its products away without anyone noticing, so it starts
 * only when told that test payments are meant.
 */
export function testPaymentsRefusal(setUp: PaymentsSetUp): string | null {
  if (!setUp.testPayments || setUp.allowed) return null;
  const live = [
    setUp.livePartner && 'a live print partner (Printify)',
    setUp.servedOverHttps && 'an https PUBLIC_BASE_URL',
  ].filter(Boolean);
  if (live.length === 0) return null;
  return `This store has ${live.join(' and ')} but no Stripe keys, so test cards (4242 4242 4242 4242) would pay for real orders. Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET to take real payments, or ALLOW_TEST_PAYMENTS=true if test payments are meant.`;
}
