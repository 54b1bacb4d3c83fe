import {
  accountRoleResponseSchema,
  type ClaimGuestSessionResponse,
  claimGuestSessionResponseSchema,
} from '../../shared/api/account';
import {
  type AuthSession,
  type AuthUser,
  authSessionSchema,
  authUserSchema,
} from '../../shared/api/auth-user';
import { REQUEST_TIMEOUT_MS } from '../../shared/constants';
import { getJson, type JsonResult, postJson } from './http';

/**
 * The provider's session, read from its endpoint without its client library, which a page then
 * loads only when the shopper signs in, up or out. A guest gets null, not an error.
 */
export function fetchAuthSession(): Promise<JsonResult<AuthSession>> {
  return getJson('/api/auth/get-session', authSessionSchema, {
    timeoutMs: REQUEST_TIMEOUT_MS.order,
  });
}

/** The signed-in account in SPEC §3's shape; 401 when nobody is signed in. */
export function fetchAuthUser(): Promise<JsonResult<AuthUser>> {
  return getJson('/api/auth-user', authUserSchema, { timeoutMs: REQUEST_TIMEOUT_MS.order });
}

/** Hands the guest session over, so its jobs and orders become the signed-in account's. */
export function claimGuestSession(
  guestSessionId: string,
): Promise<JsonResult<ClaimGuestSessionResponse>> {
  return postJson(
    '/api/account/claim-guest-session',
    { guest_session_id: guestSessionId },
    claimGuestSessionResponseSchema,
    { timeoutMs: REQUEST_TIMEOUT_MS.order },
  );
}

/** Whether the signed-in account is a shop owner; false when that cannot be told. */
export async function fetchIsShopOwner(): Promise<boolean> {
  const result = await getJson('/api/account/role', accountRoleResponseSchema);
  return result.ok && result.data.shop_owner;
}
