/** Who a request acts for: the signed-in account and the guest session it proves, if any. */
export interface Requester {
  accountId: string | null;
  guestSessionId: string | null;
}

/**
 * A job is its owner's alone (issue 22 point 5): the account it was made under or moved to, or
 * the guest session that made it, proven. A guest's job moved to an account at sign-in stays
 * the guest's too: only the browser holding that guest's proof can act for it, and signing
 * out brings that guest back. A job with no owner is nobody's.
 */
export function ownsJob(
  job: { user_id: string | null; guest_session_id: string | null },
  requester: Requester,
): boolean {
  return (
    (job.user_id !== null && job.user_id === requester.accountId) ||
    (job.guest_session_id !== null && job.guest_session_id === requester.guestSessionId)
  );
}
