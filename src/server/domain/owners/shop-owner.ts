/** E-mail addresses compare without regard to case or surrounding space. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** SHOP_OWNER_EMAILS as written (comma-separated, spaces allowed) to the set of addresses. */
export function ownerEmailList(text: string | undefined): ReadonlySet<string> {
  const emails = (text ?? '').split(',').map(normaliseEmail).filter(Boolean);
  return new Set(emails);
}

/** The parts of a signed-in account the owner role depends on. */
export interface AccountIdentity {
  email: string;
  emailVerified: boolean;
}

/**
 * Whether an account is a shop owner: its address is named (in SHOP_OWNER_EMAILS, or `granted`
 * from the command line) and proven. An unverified account could belong to anyone who typed
 * the owner's address, so it gets nothing until the e-mail's link is opened.
 */
export function isShopOwner(
  account: AccountIdentity,
  configured: ReadonlySet<string>,
  granted: boolean,
): boolean {
  return account.emailVerified && (granted || configured.has(normaliseEmail(account.email)));
}
