import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './live/smtp-mailer';
import { createOutboxMailer } from './local/outbox-mailer';

const FROM = 'Masterpiece Me <orders@masterpiece.me>';
const message = (to: string) => ({
  to,
  subject: 'Your order MM-ABC234',
  text: 'Café — 11″ canvas, thank you!',
  html: '<p>Café — 11″ canvas, <b>thank you!</b></p>',
});

let cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup) await step();
  cleanup = [];
});

describe('the outbox mailer', () => {
  it('keeps each message as a whole .eml file a mail client can open', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'mpm-mail-')), 'outbox');
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const mailer = createOutboxMailer({ dir, from: FROM });
    const first = await mailer.send(message('grace@example.com'));
    await mailer.send(message('ada@example.com'));
    const files = readdirSync(dir);
    expect(files.filter((name) => name.endsWith('.eml'))).toHaveLength(2);
    expect(files.some((name) => name.includes('partial'))).toBe(false);
    const mails = files.map((name) => readFileSync(join(dir, name), 'utf8'));
    const grace = mails.find((mail) => mail.includes('To: grace@example.com')) ?? '';
    expect(grace).toContain(`Message-ID: ${first.messageId}`);
    expect(grace).toContain('From: Masterpiece Me <orders@masterpiece.me>');
    expect(grace).toContain('Subject: Your order MM-ABC234');
    expect(grace).toContain('text/plain');
    expect(grace).toContain('text/html');
    // Non-ASCII text travels encoded (quoted-printable), as mail requires, and intact.
    expect(grace).toContain('Caf=C3=A9');
  });
});

describe('the SMTP mailer', () => {
  async function startSmtp(refuse = false) {
    const received: { to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(refuse ? new Error('no such mailbox') : undefined);
      },
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanup.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const { port } = server.server.address() as AddressInfo;
    return { url: `smtp://127.0.0.1:${port}`, received };
  }

  it('hands the message to the SMTP server for the shopper', async () => {
    const smtp = await startSmtp();
    const mailer = createSmtpMailer({ url: smtp.url, from: FROM });
    await mailer.send(message('grace@example.com'));
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['grace@example.com']);
    expect(smtp.received[0]?.data).toContain('Subject: Your order MM-ABC234');
  });

  it('fails when the server refuses the recipient, so the outbox tries again later', async () => {
    const smtp = await startSmtp(true);
    const mailer = createSmtpMailer({ url: smtp.url, from: FROM });
    await expect(mailer.send(message('nobody@example.com'))).rejects.toThrow();
  });
});
