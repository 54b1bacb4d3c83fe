import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WebhookVerificationError } from '../ports/card-processor';
import { signWebhookPayload, verifyWebhookEvent } from './webhook-signature';

const SECRET = 'whsec_test_local';
const now = () => Math.floor(Date.now() / 1000);
const CREATED = 1_790_000_000;
const succeeded = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'payment_intent.succeeded',
  created: CREATED,
  data: { object: { id: 'pi_1', object: 'payment_intent', amount: 4999 } },
});

function refusal(body: string | Buffer, header: string | undefined, secret = SECRET) {
  try {
    verifyWebhookEvent(Buffer.from(body), header, secret);
  } catch (error) {
    if (error instanceof WebhookVerificationError) return error.code;
    throw error;
  }
  throw new Error('the delivery was accepted');
}

describe('webhook signatures in Stripe format', () => {
  it('signs as Stripe does: t=<seconds>,v1=<HMAC-SHA256 of "<t>.<body>">', () => {
    const t = now();
    const hmac = createHmac('sha256', SECRET).update(`${t}.${succeeded}`).digest('hex');
    expect(signWebhookPayload(succeeded, SECRET, t)).toBe(`t=${t},v1=${hmac}`);
  });

  it('reads back a signed event, with the intent it is about', () => {
    const event = verifyWebhookEvent(
      Buffer.from(succeeded),
      signWebhookPayload(succeeded, SECRET),
      SECRET,
    );
    expect(event).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      paymentIntentId: 'pi_1',
      createdAt: new Date(CREATED * 1000),
    });
  });

  it('names no intent for events about other objects', () => {
    const payload = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'charge.refunded',
      created: CREATED,
      data: { object: { id: 'ch_1', object: 'charge' } },
    });
    const event = verifyWebhookEvent(
      Buffer.from(payload),
      signWebhookPayload(payload, SECRET),
      SECRET,
    );
    expect(event.paymentIntentId).toBeUndefined();
  });

  it('refuses a body changed after signing', () => {
    const header = signWebhookPayload(succeeded, SECRET);
    expect(refusal(succeeded.replace('4999', '1'), header)).toBe('bad_signature');
  });

  it('refuses a signature made with another secret', () => {
    expect(refusal(succeeded, signWebhookPayload(succeeded, 'whsec_forged'))).toBe('bad_signature');
  });

  it('refuses a header that is not a Stripe signature', () => {
    expect(refusal(succeeded, 'sha256=deadbeef')).toBe('bad_signature');
  });

  it('refuses a genuine delivery replayed after the five-minute tolerance', () => {
    const old = signWebhookPayload(succeeded, SECRET, now() - 301);
    expect(refusal(succeeded, old)).toBe('stale_timestamp');
    const recent = signWebhookPayload(succeeded, SECRET, now() - 240);
    expect(verifyWebhookEvent(Buffer.from(succeeded), recent, SECRET).id).toBe('evt_1');
  });

  it('refuses a delivery signed far in the future', () => {
    expect(refusal(succeeded, signWebhookPayload(succeeded, SECRET, now() + 3600))).toBe(
      'stale_timestamp',
    );
  });

  it('refuses a delivery without a signature header', () => {
    expect(refusal(succeeded, undefined)).toBe('missing_signature');
    expect(refusal(succeeded, '')).toBe('missing_signature');
  });

  it('refuses signed bodies that are not Stripe events', () => {
    const signed = (body: string) => refusal(body, signWebhookPayload(body, SECRET));
    expect(signed('not json')).toBe('bad_payload');
    expect(signed(JSON.stringify({ hello: 'world' }))).toBe('bad_payload');
    expect(refusal('', signWebhookPayload('', SECRET))).toBe('bad_payload');
  });
});
