import { describe, expect, it } from 'vitest';
import { testPaymentsRefusal } from './test-payments';

const local = { testPayments: true, livePartner: false, servedOverHttps: false, allowed: false };

describe('test payments on a store', () => {
  it('are fine on a store that ships nothing real and is not served over https', () => {
    expect(testPaymentsRefusal(local)).toBeNull();
  });

  it('are refused with a live print partner or an https address, naming what to set', () => {
    const partner = testPaymentsRefusal({ ...local, livePartner: true });
    expect(partner).toMatch(/a live print partner \(Printify\) but no Stripe keys/);
    expect(partner).toMatch(/STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET/);
    expect(partner).toMatch(/ALLOW_TEST_PAYMENTS=true/);
    expect(testPaymentsRefusal({ ...local, servedOverHttps: true })).toMatch(
      /an https PUBLIC_BASE_URL but no Stripe keys/,
    );
    expect(testPaymentsRefusal({ ...local, livePartner: true, servedOverHttps: true })).toMatch(
      /Printify\) and an https PUBLIC_BASE_URL/,
    );
  });

  it('are allowed when the owner says they are meant, and never at issue with Stripe', () => {
    const live = { ...local, livePartner: true, servedOverHttps: true };
    expect(testPaymentsRefusal({ ...live, allowed: true })).toBeNull();
    expect(testPaymentsRefusal({ ...live, testPayments: false })).toBeNull();
  });
});
