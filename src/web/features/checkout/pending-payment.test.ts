import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/storage-keys';
import { SAMPLE_PENDING_PAYMENT } from '../../testing/pending-payment';
import {
  clearPendingPayment,
  readPaymentReturn,
  readPendingPayment,
  savePendingPayment,
} from './pending-payment';

afterEach(() => sessionStorage.clear());

const pending = SAMPLE_PENDING_PAYMENT;

describe('the payment being made', () => {
  it('survives the trip to the bank’s page in this tab, and is forgotten after', () => {
    savePendingPayment(pending);
    expect(readPendingPayment()).toEqual(pending);
    clearPendingPayment();
    expect(readPendingPayment()).toBeNull();
  });

  it('ignores a stored value that is not a checkout', () => {
    sessionStorage.setItem(STORAGE_KEYS.pendingPayment, '{"paymentIntentId": 3}');
    expect(readPendingPayment()).toBeNull();
  });

  it('reads the redirect back from the bank like Stripe’s', () => {
    expect(
      readPaymentReturn(
        '?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded',
      ),
    ).toEqual({ paymentIntentId: 'pi_1', clientSecret: 'pi_1_secret_x', succeeded: true });
    expect(
      readPaymentReturn(
        '?payment_intent=pi_1&payment_intent_client_secret=s&redirect_status=failed',
      )?.succeeded,
    ).toBe(false);
    expect(readPaymentReturn('?payment_intent=pi_1')).toBeNull();
  });
});
