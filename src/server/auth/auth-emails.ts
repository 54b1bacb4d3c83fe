import type { MailMessage } from '../ports/mailer';
import { escapeHtml } from '../text/escape-html';

function linkEmail(options: {
  to: string;
  subject: string;
  greeting: string;
  lead: string;
  action: string;
  url: string;
  expiry: string;
}): MailMessage {
  const { to, subject, greeting, lead, action, url, expiry } = options;
  return {
    to,
    subject,
    text: [greeting, '', lead, '', `${action}: ${url}`, '', expiry, '', 'Masterpiece Me'].join(
      '\n',
    ),
    html: `<!doctype html><html><body style="font-family:Georgia,serif;color:#2b211c;background:#fbf6ee;padding:24px">
<div style="max-width:560px;margin:auto;background:#fffdf9;border-radius:16px;padding:24px">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(url)}" style="color:#b4471f">${escapeHtml(action)}</a></p>
<p style="color:#6e5b4e"><small>${escapeHtml(expiry)}</small></p>
</div></body></html>`,
  };
}

/**
 * Sent on sign-up: the link proves the address. Anyone can sign up with any address, so the
 * mail carries no text the requester chose (not even the name they typed), and it tells the
 * address's owner what to do about an account they did not ask for.
 */
export function verificationEmail(to: string, url: string): MailMessage {
  return linkEmail({
    to,
    subject: 'Verify your e-mail for Masterpiece Me',
    greeting: 'Hi,',
    lead: 'Someone asked for a Masterpiece Me account with this e-mail address. If it was you, please confirm the address.',
    action: 'Verify my e-mail',
    url,
    expiry: [
      'The link works for one hour.',
      'If nobody at this address asked for an account, you can ignore this e-mail: the account stays unconfirmed.',
      'To take the account for yourself instead, open the link: it signs you in and ends every sign-in and password someone else set up with this address.',
    ].join(' '),
  });
}

/** The second way in: one click signs the shopper in (or creates their account). */
export function magicLinkEmail(email: string, url: string): MailMessage {
  return linkEmail({
    to: email,
    subject: 'Your Masterpiece Me sign-in link',
    greeting: 'Hi,',
    lead: 'Use the link below to sign in to Masterpiece Me.',
    action: 'Sign in',
    url,
    expiry: 'The link works once, for ten minutes. If you did not ask for it, ignore this e-mail.',
  });
}
