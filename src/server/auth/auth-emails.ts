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

/** Sent on sign-up: the link marks the account's e-mail address verified. */
export function verificationEmail(to: { email: string; name: string }, url: string): MailMessage {
  return linkEmail({
    to: to.email,
    subject: 'Verify your e-mail for Masterpiece Me',
    greeting: to.name ? `Hi ${to.name},` : 'Hi,',
    lead: 'Thanks for creating a Masterpiece Me account. Please confirm this is your e-mail address.',
    action: 'Verify my e-mail',
    url,
    expiry: 'The link works for one hour. If you did not sign up, ignore this e-mail.',
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
