import { randomBytes } from 'node:crypto';
import { link, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer } from '../../ports/mailer';
import { nodemailerFields } from '../mail-identity';

const isAlreadyThere = (error: unknown) =>
  error instanceof Error && (error as NodeJS.ErrnoException).code === 'EEXIST';

/**
 * The default mailer: each message is built by nodemailer as a real RFC 822 message and kept
 * as an `.eml` file in `dir` (any mail client opens it). Written to a temporary name and then
 * linked in, so a reader never sees half a message; a message with an id is kept as
 * `<id>.eml`, and the link fails when that file exists, so it is sent once.
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
      const info = await transport.sendMail(nodemailerFields(message, options.from));
      await mkdir(options.dir, { recursive: true });
      const unique = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const name = message.id ? message.id.replace(/[^\w.-]/g, '_') : unique;
      const partial = join(options.dir, `.${unique}.partial`);
      try {
        await writeFile(partial, info.message as Buffer);
        await link(partial, join(options.dir, `${name}.eml`));
      } catch (error) {
        if (!isAlreadyThere(error)) throw error;
      } finally {
        // A full disk must not leave half messages behind for every retry of the outbox.
        await rm(partial, { force: true });
      }
      return { messageId: info.messageId };
    },
  };
}
