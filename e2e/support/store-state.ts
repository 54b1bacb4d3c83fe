import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

/** The main e2e store's data folder (playwright.config.ts). */
function dataDir(): string {
  const dir = process.env.E2E_STORE_DATA_DIR;
  if (!dir) throw new Error('E2E_STORE_DATA_DIR is not set: run the tests through Playwright');
  return dir;
}

function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(join(dataDir(), 'store.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Undoes quoted-printable soft breaks and escapes, as a mail client would. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
}

function outboxMails(): string[] {
  const outbox = join(dataDir(), 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(outbox);
  } catch {
    return [];
  }
  // The mailer writes a hidden `.partial` file, links it to its `.eml` name, then removes it:
  // only `.eml` names are whole mails, and a `.partial` may be gone before it is read.
  return names
    .filter((name) => name.endsWith('.eml'))
    .map((name) => decodeQuotedPrintable(readFileSync(join(outbox, name), 'utf8')));
}

export interface StoredOrder {
  id: string;
  display_id: string;
  payment_intent_id: string;
  subtotal: number;
  shipping_cost: number;
  tax_amount: number;
  total_amount: number;
  /** Its rows of `order_lines`, in the order bought. */
  lines: { title: string; quantity: number; unit_price: number }[];
  partner_order_id: string | null;
}

/** Orders as stored, each with its lines from their own table. */
function orders(where: string, value: string): StoredOrder[] {
  return query<Omit<StoredOrder, 'lines'>>(`select * from orders where ${where} = ?`, value).map(
    (order) => ({
      ...order,
      lines: query<StoredOrder['lines'][number]>(
        'select * from order_lines where order_id = ? order by position',
        order.id,
      ),
    }),
  );
}

/**
 * How long a test waits for the store's background work (the e-mail outbox, a partner
 * submission) to show in what it keeps: it runs every second here, but two browsers and their
 * art share the machine's two cores.
 */
export const BACKGROUND_WORK = { timeout: 15_000 };

/** What the store keeps, read the way a shop owner would check it. */
export const storeState = {
  orderByDisplayId: (displayId: string) => orders('display_id', displayId)[0],
  /** Orders placed with `email`: the browser tests share the store, so each counts its own. */
  orderCountOf: (email: string) =>
    query<{ n: number }>('select count(*) as n from orders where email = ?', email)[0]?.n ?? 0,
  ordersForIntent: (intentId: string) => orders('payment_intent_id', intentId),
  intentAmount: (intentId: string) =>
    query<{ amount: number; status: string }>(
      'select amount, status from local_payment_intents where id = ?',
      intentId,
    )[0],
  printOrderFor: (orderId: string) =>
    query<{ id: string }>('select id from local_print_orders where external_id = ?', orderId)[0],
  /** Where the order's submission to the print partner stands (`pending`, `done`, `failed`). */
  submissionOf: (orderId: string) =>
    query<{ status: string }>(
      "select status from order_tasks where order_id = ? and kind = 'submit_to_partner'",
      orderId,
    )[0]?.status,
  emailsMentioning: (text: string) => outboxMails().filter((mail) => mail.includes(text)),
  /**
   * The order's confirmation mails, told apart by their subject: the local partner ships within
   * seconds here, so "shipped" and "delivered" mails about the same order soon follow.
   */
  confirmationsOf: (displayId: string) =>
    outboxMails().filter((mail) =>
      new RegExp(`^Subject: Your Masterpiece Me order ${displayId}\\r?$`, 'm').test(mail),
    ),
  /** The first link in an e-mail to `to` whose address contains `part`, as the shopper sees it. */
  mailLinkTo: (to: string, part: string) => {
    for (const mail of outboxMails().filter((one) => one.includes(`To: ${to}`))) {
      const links = mail.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
      const link = links.find((url) => url.includes(part));
      if (link) return link;
    }
    return undefined;
  },
  /** The style a job is painted in (null for the shopper's own description). */
  jobStyle: (jobId: string) =>
    query<{ style_id: string | null }>('select style_id from jobs where id = ?', jobId)[0]
      ?.style_id,
  /** How many jobs the account made. */
  jobCountOf: (userId: string) =>
    query<{ n: number }>('select count(*) as n from jobs where user_id = ?', userId)[0]?.n ?? 0,
  /** The photo exactly as the browser uploaded it for a job, as the store keeps it. */
  uploadedPhoto: (jobId: string) => {
    const key = query<{ original_key: string }>(
      'select original_key from jobs where id = ?',
      jobId,
    )[0]?.original_key;
    return key === undefined ? undefined : readFileSync(join(dataDir(), 'media', key));
  },
  customerOfOrder: (displayId: string) =>
    query<{ customer_id: string | null }>(
      'select customer_id from orders where display_id = ?',
      displayId,
    )[0]?.customer_id ?? null,
};
