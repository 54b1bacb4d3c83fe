/** One e-mail: plain text for every client, HTML for those that show it. */
export interface MailMessage {
  /**
   * Names a message that must reach the shopper once however often it is sent (the order
   * confirmation, which two processes may both run): a mailer sends a given id once and
   * answers every later send with the first one's message id.
   */
  id?: string;
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
