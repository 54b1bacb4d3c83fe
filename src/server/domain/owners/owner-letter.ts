import type { MailMessage } from '../../ports/mailer';
import { escapeHtml } from '../../text/escape-html';

/** An e-mail to the shop's owners: plain paragraphs, then links as [label, url]. */
export interface OwnerLetter {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Rows after the paragraphs, each a line of text and, when it has one, a link. */
  items?: { text: string; url?: string }[];
  links: [string, string][];
}

const LINK = 'color:#b4471f';

/** The letter as text for every client and HTML for those that show it. */
export function ownerMessage(to: string, letter: OwnerLetter): MailMessage {
  const items = letter.items ?? [];
  const text = [
    ...letter.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(items.length > 0
      ? [...items.map((item) => `- ${item.text}${item.url ? `: ${item.url}` : ''}`), '']
      : []),
    ...letter.links.map(([label, url]) => `${label}: ${url}`),
    '',
    'Masterpiece Me back office',
  ].join('\n');
  const list = items
    .map((item) =>
      item.url
        ? `<li><a href="${escapeHtml(item.url)}" style="${LINK}">${escapeHtml(item.text)}</a></li>`
        : `<li>${escapeHtml(item.text)}</li>`,
    )
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;color:#2b211c;background:#fbf6ee;padding:24px">
<div style="max-width:560px;margin:auto;background:#fffdf9;border-radius:16px;padding:24px">
<h1 style="font-size:24px">${escapeHtml(letter.heading)}</h1>
${letter.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${list ? `<ul>\n${list}\n</ul>` : ''}
${letter.links.map(([label, url]) => `<p><a href="${escapeHtml(url)}" style="${LINK}">${escapeHtml(label)}</a></p>`).join('\n')}
</div></body></html>`;
  return { to, subject: letter.subject, text, html };
}
