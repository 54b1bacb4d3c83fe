import { z } from 'zod';

/**
 * The codes the store's own routes answer errors with. A client acts on the code and never on
 * the words, which may change. SPEC §8's upload codes keep their SPEC spelling.
 */
export const STORE_ERROR_CODES = [
  // Any route
  'invalid_request',
  'body_too_large',
  'unsupported_media_type',
  'not_found',
  'rate_limited',
  'foreign_origin',
  'service_unavailable',
  'internal_error',
  // Who is asking
  'sign_in_required',
  'other_account',
  'guest_session_unproven',
  'guest_session_mismatch',
  'not_yours',
  'owner_only',
  'owner_unverified',
  // Upload and generation (SPEC §8)
  'queue_unavailable',
  'wizards_recharging',
  'gallery_busy',
  'too_much_activity',
  'photo_missing',
  'invalid_photo',
  'no_face',
  'several_people',
  'job_not_found',
  'style_unavailable',
  'artwork_ordered',
  'photo_gone',
  'variation_not_ready',
  // Shipping and tax
  'zip_state_mismatch',
  'unknown_variant',
  'no_shipping_methods',
  'unsupported_country',
  'unknown_state',
  'address_not_found',
  // Checkout and orders
  'unpriceable',
  'over_limit',
  'undeliverable',
  'method_unavailable',
  'unknown_payment',
  'not_paid',
  'amount_mismatch',
  'cart_changed',
  'order_not_found',
  'order_refunded',
  'webhook_refused',
  // The owner's order actions
  'refund_exceeds_remaining',
  'nothing_to_refund',
  'refund_refused',
  'order_not_resubmittable',
  'order_not_cancellable',
  'order_not_reprintable',
  'partner_cancel_refused',
] as const;

/**
 * The identity provider's codes (better-auth's spelling) the store words itself (SPEC §8 "Auth
 * messages"), the two its proxy adds, and AUTH_REFUSED for any other refusal of the provider's.
 */
export const AUTH_ERROR_CODES = [
  'INVALID_EMAIL_OR_PASSWORD',
  'INVALID_PASSWORD',
  'USER_NOT_FOUND',
  'USER_ALREADY_EXISTS',
  'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
  'PASSWORD_TOO_SHORT',
  'INVALID_EMAIL',
  'TOO_MANY_REQUESTS',
  'INVALID_TEXT',
  'TEXT_TOO_LONG',
  'AUTH_REFUSED',
] as const;

export const API_ERROR_CODES = [...STORE_ERROR_CODES, ...AUTH_ERROR_CODES] as const;
export const apiErrorCodeSchema = z.enum(API_ERROR_CODES);
export type ApiErrorCode = z.infer<typeof apiErrorCodeSchema>;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

const AUTH_CODES = new Set<string>(AUTH_ERROR_CODES);

export function isAuthErrorCode(code: string): code is AuthErrorCode {
  return AUTH_CODES.has(code);
}

/**
 * The one error body of every 4xx and 5xx: a stable `code` and a human-readable `detail`.
 * Upload refusals (SPEC §8) add `message` and `retry_recommended`; `error` is SPEC §8's name
 * for the code, carried (equal to `code`) by the answers that always had it.
 */
export const apiErrorBodySchema = z.object({
  code: apiErrorCodeSchema,
  detail: z.string(),
  message: z.string().optional(),
  error: apiErrorCodeSchema.optional(),
  retry_recommended: z.boolean().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** An error answer's body when it is the store's, else null (a proxy's page, no body at all). */
export function readApiError(body: unknown): ApiErrorBody | null {
  const parsed = apiErrorBodySchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}
