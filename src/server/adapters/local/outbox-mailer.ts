import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer } from '../../ports/mailer';

/**
 * The default mailer: each message is built by nodemailer as a real RFC 822 message and kept
 * as an `.eml` file in `dir` (any mail client opens it). Written to a temporary name and
 * renamed, so a reader never sees half a message.
 */
export function createOutboxMailer(options: { dir: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    name: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${randomBytes(4).toString('hex')}.eml`;
      const partial = join(options.dir, `.${name}.partial`);
      try {
        await writeFile(partial, info.message as Buffer);
        await rename(partial, join(options.dir, name));
      } catch (error) {
        // A full disk must not leave half messages behind for every retry of the outbox.
        await rm(partial, { force: true });
        throw error;
      }
      return { messageId: info.messageId };
    },
  };
}
