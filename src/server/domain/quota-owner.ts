/**
 * Whose hourly generation quota a job counts against (SPEC §8 'wizards_recharging'): a
 * signed-in shopper's account, a guest's session, otherwise the client's address.
 */
export function quotaOwnerKey(
  owner: { user_id?: string | null; guest_session_id?: string | null },
  clientAddress: string,
): string {
  if (owner.user_id) return `user:${owner.user_id}`;
  if (owner.guest_session_id) return `guest:${owner.guest_session_id}`;
  return `ip:${clientAddress}`;
}

/** An account's quota key; a guest's jobs take it when they move to the account. */
export function accountQuotaKey(accountId: string): string {
  return quotaOwnerKey({ user_id: accountId }, '');
}
