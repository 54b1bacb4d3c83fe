import type { CheckoutFailure, CheckoutFailureCode } from '../domain/checkout/checkout-failure';
import { HttpError } from './errors';

const STATUS: Record<CheckoutFailureCode, number> = {
  unpriceable: 400,
  over_limit: 400,
  undeliverable: 422,
  method_unavailable: 422,
  unknown_payment: 404,
  not_yours: 403,
  not_paid: 402,
  amount_mismatch: 409,
  cart_changed: 409,
  unavailable: 503,
};

export function checkoutFailureToHttp(failure: CheckoutFailure): HttpError {
  return new HttpError(STATUS[failure.code], failure.detail, { code: failure.code });
}
