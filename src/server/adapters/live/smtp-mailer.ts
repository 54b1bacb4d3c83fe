import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { SentMessagesRepository } from '../../db/sent-messages-repository';
import type { Mailer } from '../../ports/mailer';
import { nodemailerFields } from '../mail-identity';

export interface SmtpMailerOptions {
  url: string;
  from: string;
  /** Where messages with an id are reserved before sending; without it every send sends. */
  sent?: { messages: SentMessagesRepository; clock: () => Date; leaseMs: number };
}

export class MessageBeingSentError extends Error {
  override readonly name = 'MessageBeingSentError';
}

/**
 * Sends through the SMTP server named by `url` (`smtp://user:pass@host:587`, `smtps://...`).
 * SMTP cannot take a message back or tell a repeat from a new one, so a message with an id is
 * reserved in the database before it is handed over and marked sent once accepted: a second
 * sender finds it sent (and sends nothing) or being sent (and fails, to try again later).
 */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport(options.url);
  const deliver = async (fields: ReturnType<typeof nodemailerFields>) => {
    const info = await transport.sendMail(fields);
    return { messageId: info.messageId as string };
  };
  return {
    name: 'smtp',
    async send(message) {
      const fields = nodemailerFields(message, options.from);
      const { sent } = options;
      if (message.id === undefined || !sent) return deliver(fields);
      const holder = randomUUID();
      const reservation = await sent.messages.reserve(
        message.id,
        holder,
        sent.clock(),
        sent.leaseMs,
      );
      if (reservation.kind === 'sent') return { messageId: reservation.messageId };
      if (reservation.kind === 'busy') {
        throw new MessageBeingSentError(`Message ${message.id} is being sent by another process`);
      }
      const delivered = await deliver(fields).catch(async (error: unknown) => {
        await sent.messages.release(message.id ?? '', holder);
        throw error;
      });
      // Should this write fail, the reservation stays and runs out: a repeat is only possible
      // once its lease has passed, never at once.
      await sent.messages.markSent(message.id, holder, delivered.messageId, sent.clock());
      return delivered;
    },
  };
}
