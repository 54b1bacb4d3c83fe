import {
  type GuestSessionResponse,
  guestSessionResponseSchema,
} from '../../shared/api/guest-session';
import { REQUEST_TIMEOUT_MS } from '../../shared/constants';
import { type JsonResult, postJson } from './http';

/**
 * The guest session the server vouches for: the one this browser's http-only cookie proves, or
 * a new one whose cookie comes with the answer.
 */
export function requestGuestSession(): Promise<JsonResult<GuestSessionResponse>> {
  return postJson('/api/guest-session', {}, guestSessionResponseSchema, {
    timeoutMs: REQUEST_TIMEOUT_MS.order,
  });
}
