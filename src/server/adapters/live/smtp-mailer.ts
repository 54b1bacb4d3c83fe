import nodemailer from 'nodemailer';
import type { Mailer } from '../../ports/mailer';

/** Sends through the SMTP server named by `url` (`smtp://user:pass@host:587`, `smtps://...`). */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    name: 'smtp',
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      return { messageId: info.messageId };
    },
  };
}
