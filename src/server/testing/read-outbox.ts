import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Undoes quoted-printable soft breaks and escapes, as a mail client would. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
}

/**
 * For tests: waits for an `.eml` in the outbox addressed to `to` whose text matches `pattern`,
 * and answers the first match's first group (a link, say).
 */
export async function waitForMailLink(
  dir: string,
  to: string,
  pattern: RegExp,
  timeoutMs = 5000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((file) => file.endsWith('.eml'))) {
      const mail = decodeQuotedPrintable(await readFile(join(dir, name), 'utf8'));
      const found = mail.includes(`To: ${to}`) ? pattern.exec(mail) : null;
      if (found?.[1]) return found[1];
    }
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} matching ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
