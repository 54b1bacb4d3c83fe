import type { MailMessage } from '../ports/mailer';

/**
 * What nodemailer is given for a message: its fields, and for a message with an id a
 * Message-ID made from it (on the sender's domain), so every send of it carries the same one.
 */
export function nodemailerFields(message: MailMessage, from: string) {
  const { id, ...fields } = message;
  if (id === undefined) return { from, ...fields };
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return { from, ...fields, messageId: `<${id}@${domain}>` };
}
