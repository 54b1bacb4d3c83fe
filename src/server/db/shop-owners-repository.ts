import { normaliseEmail } from '../domain/owners/shop-owner';
import type { Db } from './database';

/** The e-mails granted the owner role from the command line, kept lower-case. */
export function createShopOwnersRepository(db: Db) {
  return {
    /** Grants the role; false when the e-mail had it already. */
    async grant(email: string, now: Date): Promise<boolean> {
      const result = await db
        .insertInto('shop_owners')
        .values({ email: normaliseEmail(email), granted_at: now.toISOString() })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Takes the role back; false when the e-mail did not have it. */
    async revoke(email: string): Promise<boolean> {
      const result = await db
        .deleteFrom('shop_owners')
        .where('email', '=', normaliseEmail(email))
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Every granted e-mail, in order. */
    async list(): Promise<string[]> {
      const rows = await db.selectFrom('shop_owners').select('email').orderBy('email').execute();
      return rows.map((row) => row.email);
    },

    async isGranted(email: string): Promise<boolean> {
      const row = await db
        .selectFrom('shop_owners')
        .select('email')
        .where('email', '=', normaliseEmail(email))
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type ShopOwnersRepository = ReturnType<typeof createShopOwnersRepository>;
