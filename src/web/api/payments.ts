import { readApiError } from '../../shared/api/errors';
import {
  type CreateOrderRequest,
  createOrderResponseSchema,
  type OrderResult,
  toOrderResult,
} from '../../shared/api/orders';
import {
  type CreatePaymentIntentRequest,
  createPaymentIntentResponseSchema,
  type PaymentIntentResult,
} from '../../shared/api/payment';
import { REQUEST_TIMEOUT_MS } from '../../shared/constants';
import { type JsonResult, postJson } from './http';

export const CREATE_PAYMENT_INTENT_URL = '/api/payment/create-payment-intent';
export const CREATE_ORDER_URL = '/api/orders/create-order';

export const SETUP_PAYMENT_FAILED = 'Failed to setup payment';
export const CREATE_ORDER_FAILED = 'Failed to create order';

/** The service's own words when it gave some, else the SPEC's fallback (§8). */
function errorMessage(result: Extract<JsonResult<unknown>, { ok: false }>, fallback: string) {
  return readApiError(result.body)?.detail || fallback;
}

export async function createPaymentIntent(
  request: CreatePaymentIntentRequest,
): Promise<PaymentIntentResult> {
  const result = await postJson(
    CREATE_PAYMENT_INTENT_URL,
    request,
    createPaymentIntentResponseSchema,
    { timeoutMs: REQUEST_TIMEOUT_MS.payment },
  );
  if (result.ok) return { success: true, ...result.data };
  return { success: false, error: errorMessage(result, SETUP_PAYMENT_FAILED) };
}

/**
 * The order for a paid intent. `retryable` says whether asking again may help (no answer, or
 * the server could not finish yet) as opposed to a refusal that will stay one.
 */
export async function createOrder(
  request: CreateOrderRequest,
): Promise<OrderResult & { retryable?: boolean }> {
  const result = await postJson(CREATE_ORDER_URL, request, createOrderResponseSchema, {
    timeoutMs: REQUEST_TIMEOUT_MS.order,
  });
  if (result.ok) return toOrderResult(result.data);
  const retryable = result.status === undefined || result.status >= 500;
  return { success: false, error: errorMessage(result, CREATE_ORDER_FAILED), retryable };
}
