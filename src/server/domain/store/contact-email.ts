/** The address shoppers write to when the shop names none: hello@ the domain its mail is sent from. */
export const DEFAULT_CONTACT_EMAIL = 'hello@masterpiece.me';

const SENDER_DOMAIN =
  /@([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+)>?\s*$/;

/**
 * The store's contact address: the one configured, else hello@ the domain of the order e-mails'
 * sender (`Masterpiece Me <orders@masterpiece.me>` gives hello@masterpiece.me), so replies and
 * questions reach the same shop.
 */
export function contactEmail(configured: string | undefined, mailFrom: string): string {
  if (configured) return configured;
  const domain = mailFrom.match(SENDER_DOMAIN)?.[1];
  return domain ? `hello@${domain.toLowerCase()}` : DEFAULT_CONTACT_EMAIL;
}
