import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOutboxMailer } from './outbox-mailer';

const FROM = 'Masterpiece Me <orders@masterpiece.me>';

/** Undoes the transfer encodings nodemailer picks, so the test reads what a mail client shows. */
function decode(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The top-level headers and each multipart/alternative part's type and decoded body. */
function readEml(eml: string) {
  const [head = '', ...rest] = eml.split('\n\n');
  const header = (name: string, block = head) =>
    new RegExp(`^${name}: (.*)$`, 'im').exec(block)?.[1]?.trim();
  const boundary = /boundary="([^"]+)"/.exec(head)?.[1] ?? '';
  const parts = rest
    .join('\n\n')
    .split(`--${boundary}`)
    .filter((part) => part.includes('Content-Type:'))
    .map((part) => {
      const [partHead = '', ...body] = part.replace(/^\n/, '').split('\n\n');
      const type = header('Content-Type', partHead)?.split(';')[0];
      const encoding = header('Content-Transfer-Encoding', partHead);
      return { type, body: decode(body.join('\n\n').trim(), encoding) };
    });
  return { header, parts };
}

describe('the outbox mailer', () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'mpm-outbox-')), 'not-yet-made');
  const mailer = createOutboxMailer({ dir, from: FROM });

  it('keeps each message as a whole .eml file a mail client can open', async () => {
    const grace = await mailer.send({
      to: 'grace@example.com',
      subject: 'Your Masterpiece Me order MM-ABC234',
      text: 'Café — 11″ canvas, thank you!',
      html: '<p>Café — 11″ canvas, <b>thank you!</b></p>',
    });
    const ada = await mailer.send({
      to: 'ada@example.com',
      subject: 'Your Masterpiece Me order MM-XYZ789',
      text: 'Mug, thank you!',
      html: '<p>Mug, <b>thank you!</b></p>',
    });
    expect(mailer.name).toBe('outbox');
    expect(grace.messageId).not.toBe(ada.messageId);

    const files = readdirSync(dir);
    expect(files).toHaveLength(2);
    for (const name of files) expect(name).toMatch(/^\d{4}-\d\d-\d\dT[\w-]+-[0-9a-f]+\.eml$/);

    const mails = files.map((name) => readEml(readFileSync(join(dir, name), 'utf8')));
    const mail = mails.find((each) => each.header('To') === 'grace@example.com');
    expect(mail?.header('From')).toBe(FROM);
    expect(mail?.header('Subject')).toBe('Your Masterpiece Me order MM-ABC234');
    expect(mail?.header('Message-ID')).toBe(grace.messageId);
    expect(mail?.parts).toEqual([
      { type: 'text/plain', body: 'Café — 11″ canvas, thank you!' },
      { type: 'text/html', body: '<p>Café — 11″ canvas, <b>thank you!</b></p>' },
    ]);
    expect(mails.find((each) => each.header('To') === 'ada@example.com')?.parts[0]?.body).toBe(
      'Mug, thank you!',
    );
  });

  it('keeps a message with an id once, however often it is sent', async () => {
    const onceDir = mkdtempSync(join(tmpdir(), 'mpm-outbox-once-'));
    const once = createOutboxMailer({ dir: onceDir, from: FROM });
    const confirmation = {
      id: 'order-ord_1-confirmation',
      to: 'grace@example.com',
      subject: 'Your Masterpiece Me order MM-ABC234',
      text: 'Thank you!',
      html: '<p>Thank you!</p>',
    };
    const sends = await Promise.all([once.send(confirmation), once.send(confirmation)]);
    const again = await once.send(confirmation);

    expect(readdirSync(onceDir)).toEqual(['order-ord_1-confirmation.eml']);
    const mail = readEml(readFileSync(join(onceDir, 'order-ord_1-confirmation.eml'), 'utf8'));
    expect(mail.header('Message-ID')).toBe('<order-ord_1-confirmation@masterpiece.me>');
    expect([...sends, again].map((sent) => sent.messageId)).toEqual(
      Array(3).fill('<order-ord_1-confirmation@masterpiece.me>'),
    );
  });
});
