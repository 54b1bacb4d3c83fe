import { describe, expect, it } from 'vitest';
import { StoredRecordError } from '../../../db/stored-json';
import { type IntentRow, toIntent } from './intents-table';

const row: IntentRow = {
  id: 'pi_local_1',
  idempotency_key: 'key-1',
  client_secret: 'pi_local_1_secret',
  amount: 7278,
  currency: 'usd',
  status: 'requires_payment_method',
  receipt_email: 'grace@example.com',
  metadata: '{"guest_session_id":"guest-1"}',
  last_error: '{"code":"card_declined","message":"Your card was declined."}',
  card_last4: null,
  amount_refunded: 0,
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
};

describe('a local payment intent read from its row', () => {
  it('carries its metadata and last error as they were kept', () => {
    const intent = toIntent(row);
    expect(intent.metadata).toEqual({ guest_session_id: 'guest-1' });
    expect(intent.lastError).toEqual({
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(toIntent({ ...row, last_error: null }).lastError).toBeUndefined();
  });

  it('is a StoredRecordError naming the column when the kept JSON does not fit', () => {
    expect(() => toIntent({ ...row, metadata: '{"guest_session_id":7}' })).toThrow(
      expect.objectContaining({ record: 'local_payment_intents.metadata of pi_local_1' }),
    );
    expect(() => toIntent({ ...row, last_error: '"declined"' })).toThrow(StoredRecordError);
  });
});
