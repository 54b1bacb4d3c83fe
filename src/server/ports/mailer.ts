/** One e-mail: plain text for every client, HTML for those that show it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends e-mail: `.eml` files in `DATA_DIR/outbox` by default, SMTP with `SMTP_URL`. Resolves
 * with the message id once the message is written or accepted; rejects when it is not.
 */
export interface Mailer {
  readonly name: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<{ messageId: string }>;
}
