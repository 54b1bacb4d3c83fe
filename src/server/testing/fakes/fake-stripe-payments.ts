import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FakeReply } from './fake-printify';
import { createFakeRefunds } from './fake-stripe-refunds';
import { stripeError } from './fake-stripe-tax';
import { type LocalServer, listenLocally, readBody, sendJson } from './local-server';

/** One request the fake was sent, its form body decoded. */
export interface StripePaymentsCall {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
  /** The URL's query: a GET's `expand[0]=latest_charge`, say. */
  query: URLSearchParams;
}

/** `errors`: Stripe answers 500s; `silence`: requests hang until the client gives up. */
export type StripeOutage = 'none' | 'errors' | 'silence';

export interface FakeStripePayments extends LocalServer {
  calls: StripePaymentsCall[];
  /** The shopper's card went through (what confirming in the browser does). */
  succeed(intentId: string): void;
  /** The shopper's card was declined: the intent waits for another payment method. */
  decline(intentId: string, code: string, message: string): void;
  setOutage(outage: StripeOutage): void;
}

type Json = Record<string, unknown>;

const id = (prefix: string) => `${prefix}_fake${randomBytes(8).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const missing = (kind: string, value: string) =>
  stripeError(404, 'invalid_request_error', `No such ${kind}: '${value}'`, 'resource_missing');
const invalid = (message: string, code?: string) =>
  stripeError(400, 'invalid_request_error', message, code);

const UPDATABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
const CANCELABLE = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];

/** Stripe's form encoding of `metadata[key]=value` back into an object. */
function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
    if (name) metadata[name] = value;
  }
  return metadata;
}

function paymentIntent(form: URLSearchParams): FakeReply {
  const amount = Number(form.get('amount'));
  if (!Number.isInteger(amount) || amount < 50) {
    return invalid('Amount must be at least $0.50 usd', 'amount_too_small');
  }
  const intentId = id('pi');
  return {
    status: 200,
    body: {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      automatic_payment_methods: {
        enabled: form.get('automatic_payment_methods[enabled]') === 'true',
      },
      canceled_at: null,
      cancellation_reason: null,
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      created: nowSeconds(),
      currency: form.get('currency'),
      last_payment_error: null,
      livemode: false,
      metadata: metadataOf(form),
      receipt_email: form.get('receipt_email'),
      status: 'requires_payment_method',
    },
  };
}

/**
 * A local stand-in for Stripe's payment intents and refunds, in the documented shapes: form
 * bodies, `Authorization: Bearer <key>`, Stripe's error bodies, and Idempotency-Key replays
 * (the same key answers the first response again, as Stripe does for 24 hours).
 */
export async function startFakeStripePayments(secretKey: string): Promise<FakeStripePayments> {
  const calls: StripePaymentsCall[] = [];
  const intents = new Map<string, Json>();
  /** The card each paid intent's charge was made with (Stripe's charge, shown expanded). */
  const cards = new Map<string, { brand: string; last4: string }>();
  const replays = new Map<string, { request: string; reply: FakeReply }>();
  const refund = createFakeRefunds(intents);
  let outage: StripeOutage = 'none';

  /** Stripe lets an intent's amount change only before the shopper's payment is under way. */
  function update(intent: Json, form: URLSearchParams): FakeReply {
    if (!UPDATABLE.includes(String(intent.status))) {
      return invalid(
        `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}. You may only update the amount of a PaymentIntent with one of the following statuses: ${UPDATABLE.join(', ')}.`,
        'payment_intent_unexpected_state',
      );
    }
    if (form.has('amount')) {
      const amount = Number(form.get('amount'));
      if (!Number.isInteger(amount) || amount < 50) {
        return invalid('Amount must be at least $0.50 usd', 'amount_too_small');
      }
      intent.amount = amount;
    }
    if (form.has('receipt_email')) intent.receipt_email = form.get('receipt_email');
    intent.metadata = { ...(intent.metadata as Json), ...metadataOf(form) };
    return { status: 200, body: intent };
  }

  function cancel(intent: Json, form: URLSearchParams): FakeReply {
    if (!CANCELABLE.includes(String(intent.status))) {
      return invalid(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
        'payment_intent_unexpected_state',
      );
    }
    Object.assign(intent, {
      status: 'canceled',
      canceled_at: nowSeconds(),
      cancellation_reason: form.get('cancellation_reason'),
    });
    return { status: 200, body: intent };
  }

  function route(
    method: string,
    path: string,
    form: URLSearchParams,
    query: URLSearchParams,
  ): FakeReply {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const reply = paymentIntent(form);
      if (reply.status === 200) intents.set((reply.body as Json).id as string, reply.body as Json);
      return reply;
    }
    if (method === 'POST' && path === '/v1/refunds') return refund(form);
    const [, intentId, action] = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path) ?? [];
    const intent = intentId ? intents.get(intentId) : undefined;
    if (intentId && !intent) return missing('payment_intent', intentId);
    if (method === 'GET' && intent && !action) {
      // The charge is an id unless asked for whole, as Stripe answers it.
      const expanded = [...query.values()].includes('latest_charge');
      const card = cards.get(intent.id as string);
      return {
        status: 200,
        body:
          expanded && card
            ? {
                ...intent,
                latest_charge: {
                  id: intent.latest_charge,
                  object: 'charge',
                  payment_method_details: { type: 'card', card },
                },
              }
            : intent,
      };
    }
    if (method === 'POST' && intent && !action) return update(intent, form);
    if (method === 'POST' && intent && action) return cancel(intent, form);
    return stripeError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: ${path})`,
    );
  }

  function answer(req: IncomingMessage, call: StripePaymentsCall): FakeReply {
    if (call.authorization !== `Bearer ${secretKey}`) {
      const given = call.authorization?.replace(/^Bearer /, '') ?? '';
      return stripeError(
        401,
        'invalid_request_error',
        `Invalid API Key provided: ${given.slice(0, 8)}****${given.slice(-4)}`,
      );
    }
    const key = call.idempotencyKey;
    const request = `${req.method} ${call.path} ${call.form}`;
    const earlier = key ? replays.get(key) : undefined;
    if (earlier && earlier.request !== request) {
      return stripeError(
        400,
        'idempotency_error',
        `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
      );
    }
    if (earlier) return { ...earlier.reply, headers: { 'idempotent-replayed': 'true' } };
    const reply = route(req.method ?? 'GET', call.path, call.form, call.query);
    // A copy: the replay is the first answer, not the intent as it is now.
    if (key && req.method === 'POST') replays.set(key, { request, reply: structuredClone(reply) });
    return reply;
  }

  const server = await listenLocally(async (req, res) => {
    const key = req.headers['idempotency-key'];
    const call: StripePaymentsCall = {
      method: req.method ?? 'GET',
      path: new URL(req.url ?? '/', 'http://stripe.local').pathname,
      authorization: req.headers.authorization,
      idempotencyKey: typeof key === 'string' ? key : undefined,
      form: new URLSearchParams((await readBody(req)).toString()),
      query: new URL(req.url ?? '/', 'http://stripe.local').searchParams,
    };
    calls.push(call);
    if (outage === 'silence') return;
    const reply =
      outage === 'errors'
        ? stripeError(500, 'api_error', 'An unknown error occurred')
        : answer(req, call);
    sendJson(res, reply.status, reply.body ?? {}, reply.headers);
  });

  function intent(intentId: string): Json {
    const found = intents.get(intentId);
    if (!found) throw new Error(`The fake has no payment intent ${intentId}`);
    return found;
  }

  return Object.assign(server, {
    calls,
    succeed(intentId: string) {
      const found = intent(intentId);
      Object.assign(found, {
        status: 'succeeded',
        amount_received: found.amount,
        latest_charge: `ch_${intentId.slice(3)}`,
      });
      cards.set(intentId, { brand: 'visa', last4: '4242' });
    },
    decline(intentId: string, code: string, message: string) {
      Object.assign(intent(intentId), {
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code, message },
      });
    },
    setOutage(next: StripeOutage) {
      outage = next;
    },
  });
}
