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

export interface StoredOrder {
  id: string;
  display_id: string;
  payment_intent_id: string;
  subtotal: number;
  shipping_cost: number;
  tax_amount: number;
  total_amount: number;
  lines: string;
  partner_order_id: string | null;
}

/** What the store keeps, read the way a shop owner would check it. */
export const storeState = {
  orderByDisplayId: (displayId: string) =>
    query<StoredOrder>('select * from orders where display_id = ?', displayId)[0],
  orderCount: () => query<{ n: number }>('select count(*) as n from orders')[0]?.n ?? 0,
  ordersForIntent: (intentId: string) =>
    query<StoredOrder>('select * from orders where payment_intent_id = ?', intentId),
  intentAmount: (intentId: string) =>
    query<{ amount: number; status: string }>(
      'select amount, status from local_payment_intents where id = ?',
      intentId,
    )[0],
  printOrderFor: (orderId: string) =>
    query<{ id: string }>('select id from local_print_orders where external_id = ?', orderId)[0],
  emailsMentioning: (text: string) => {
    const outbox = join(dataDir(), 'outbox');
    let names: string[] = [];
    try {
      names = readdirSync(outbox);
    } catch {
      return [];
    }
    return names
      .map((name) => readFileSync(join(outbox, name), 'utf8'))
      .filter((mail) => mail.includes(text));
  },
};
