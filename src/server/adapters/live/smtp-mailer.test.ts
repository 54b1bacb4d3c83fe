import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createSentMessagesRepository } from '../../db/sent-messages-repository';
import { testDatabases } from '../../db/testing/test-databases';
import type { MailMessage } from '../../ports/mailer';
import { createSmtpMailer } from './smtp-mailer';

const FROM = 'Masterpiece Me <orders@masterpiece.me>';
const message: MailMessage = {
  to: 'grace@example.com',
  subject: 'Your Masterpiece Me order MM-ABC234',
  text: 'Thank you for your order MM-ABC234.',
  html: '<p>Thank you for your order <b>MM-ABC234</b>.</p>',
};

interface Delivery {
  from: string | undefined;
  to: string[];
  data: string;
}

const servers: SMTPServer[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(resolve))),
  );
});

/** A real SMTP server on a free local port; `refuse` answers every recipient with a 550. */
async function startSmtp(options: { refuse?: boolean } = {}) {
  const deliveries: Delivery[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(options.refuse ? new Error('No such mailbox here') : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        deliveries.push({
          from: from ? from.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, deliveries };
}

describe('the SMTP mailer', () => {
  it('hands the message to the SMTP server for the shopper, both parts included', async () => {
    const smtp = await startSmtp();
    const mailer = createSmtpMailer({ url: smtp.url, from: FROM });
    const { messageId } = await mailer.send(message);

    expect(mailer.name).toBe('smtp');
    expect(smtp.deliveries).toHaveLength(1);
    const [delivery] = smtp.deliveries;
    expect(delivery?.from).toBe('orders@masterpiece.me');
    expect(delivery?.to).toEqual(['grace@example.com']);
    expect(delivery?.data).toContain(`Message-ID: ${messageId}`);
    expect(delivery?.data).toContain(`From: ${FROM}`);
    expect(delivery?.data).toContain('Subject: Your Masterpiece Me order MM-ABC234');
    expect(delivery?.data).toMatch(
      /Content-Type: text\/plain[\s\S]*Thank you for your order MM-ABC234\./,
    );
    expect(delivery?.data).toMatch(/Content-Type: text\/html[\s\S]*<b>MM-ABC234<\/b>/);
  });

  it('fails when the server refuses the recipient, so the outbox tries again later', async () => {
    const smtp = await startSmtp({ refuse: true });
    const mailer = createSmtpMailer({ url: smtp.url, from: FROM });
    await expect(mailer.send(message)).rejects.toMatchObject({
      code: 'EENVELOPE',
      message: expect.stringContaining('No such mailbox here'),
    });
    expect(smtp.deliveries).toHaveLength(0);
  });
});

describe.each(testDatabases())('the SMTP mailer with sent messages on %s', (_dialect, open) => {
  const confirmation = { ...message, id: 'order-ord_1-confirmation' };

  it('delivers a message with an id once, however many processes send it', async () => {
    const database = await open();
    const smtp = await startSmtp();
    const sent = {
      messages: createSentMessagesRepository(database.db),
      clock: () => new Date(),
      leaseMs: 60_000,
    };
    const processA = createSmtpMailer({ url: smtp.url, from: FROM, sent });
    const processB = createSmtpMailer({ url: smtp.url, from: FROM, sent });

    const racing = await Promise.allSettled([
      processA.send(confirmation),
      processB.send(confirmation),
    ]);
    const again = await processB.send(confirmation);

    expect(smtp.deliveries).toHaveLength(1);
    expect(racing.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(smtp.deliveries[0]?.data).toContain(`Message-ID: ${again.messageId}`);
    await database.destroy();
  });

  it('lets a retry send a message the server refused', async () => {
    const database = await open();
    const sent = {
      messages: createSentMessagesRepository(database.db),
      clock: () => new Date(),
      leaseMs: 60_000,
    };
    const refusing = await startSmtp({ refuse: true });
    await expect(
      createSmtpMailer({ url: refusing.url, from: FROM, sent }).send(confirmation),
    ).rejects.toMatchObject({ code: 'EENVELOPE' });
    const smtp = await startSmtp();
    await createSmtpMailer({ url: smtp.url, from: FROM, sent }).send(confirmation);
    expect(smtp.deliveries).toHaveLength(1);
    await database.destroy();
  });
});
