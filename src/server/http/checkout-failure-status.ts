import type { ApiErrorCode } from '../../shared/api/errors';
import type { CheckoutFailure, CheckoutFailureCode } from '../domain/checkout/checkout-failure';
import { HttpError } from './errors';

const ANSWER: Record<CheckoutFailureCode, [number, ApiErrorCode]> = {
  unpriceable: [400, 'unpriceable'],
  over_limit: [400, 'over_limit'],
  undeliverable: [422, 'undeliverable'],
  method_unavailable: [422, 'method_unavailable'],
  unknown_payment: [404, 'unknown_payment'],
  not_yours: [403, 'not_yours'],
  not_paid: [402, 'not_paid'],
  amount_mismatch: [409, 'amount_mismatch'],
  cart_changed: [409, 'cart_changed'],
  // The same code as every other call whose service is down.
  unavailable: [503, 'service_unavailable'],
};

export function checkoutFailureToHttp(failure: CheckoutFailure): HttpError {
  const [status, code] = ANSWER[failure.code];
  return new HttpError(status, code, failure.detail);
}
