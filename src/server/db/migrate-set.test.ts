import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CARD_PROCESSOR_MIGRATIONS,
  cardProcessorMigrations,
} from '../adapters/local/card-processor/migrations';
import {
  PRINT_PARTNER_MIGRATIONS,
  printPartnerMigrations,
} from '../adapters/local/print-partner/migrations';
import { type Db, migrateSet, migrateToLatest, openDatabase } from './database';

const LOCAL_TABLES = [
  'local_card_events',
  'local_payment_intents',
  'local_print_cancellations',
  'local_print_orders',
  'local_refunds',
];
const opened: Array<{ db: Db; dir: string }> = [];

function emptyDatabase(): Db {
  const dir = mkdtempSync(join(tmpdir(), 'mpm-migrate-'));
  const db = openDatabase({ kind: 'sqlite', file: join(dir, 'store.sqlite') });
  opened.push({ db, dir });
  return db;
}

async function tableNames(db: Db): Promise<string[]> {
  return (await db.introspection.getTables()).map((table) => table.name).sort();
}

async function migrateLocalServices(db: Db): Promise<void> {
  await migrateSet(db, cardProcessorMigrations, CARD_PROCESSOR_MIGRATIONS);
  await migrateSet(db, printPartnerMigrations, PRINT_PARTNER_MIGRATIONS);
}

afterEach(async () => {
  for (const { db, dir } of opened.splice(0)) {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('the simulated services own their tables', () => {
  it("a store on live services gets none of the local services' tables", async () => {
    const db = emptyDatabase();
    await migrateToLatest(db);
    const tables = await tableNames(db);
    expect(tables).toContain('orders');
    expect(tables.filter((name) => LOCAL_TABLES.includes(name))).toEqual([]);
  });

  it('the local services create theirs, each keeping its own migration record', async () => {
    const db = emptyDatabase();
    await migrateToLatest(db);
    await migrateLocalServices(db);
    const tables = await tableNames(db);
    expect(tables).toEqual(expect.arrayContaining(LOCAL_TABLES));
    expect(tables).toEqual(
      expect.arrayContaining(['local_card_processor_migration', 'local_print_partner_migration']),
    );
  });

  it('a database made when the store created those tables migrates on and keeps its rows', async () => {
    const db = emptyDatabase();
    await migrateToLatest(db);
    await migrateLocalServices(db);
    await db
      .insertInto('local_print_orders')
      .values({ id: 'po_1', external_id: 'MM-1', request: '{}', created_at: 'now' })
      .execute();
    await db.deleteFrom('local_print_partner_migration' as never).execute();
    await migrateLocalServices(db);
    const rows = await db.selectFrom('local_print_orders').select('id').execute();
    expect(rows).toEqual([{ id: 'po_1' }]);
  });
});
