import { accountQuotaKey } from '../domain/quota-owner';
import type { Db } from './database';

export interface ClaimedWork {
  jobs: number;
  orders: number;
  checkouts: number;
}

const changed = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows);

/**
 * Moves what a guest session made to an account, in one transaction: its jobs (and their
 * place in the hourly quota), its orders, and the checkouts it has not paid yet. Work that an
 * account already owns is never taken from it.
 */
export function createGuestClaimsRepository(db: Db) {
  return {
    async moveToAccount(
      guestSessionId: string,
      accountId: string,
      now: Date,
    ): Promise<ClaimedWork> {
      const at = now.toISOString();
      return db.transaction().execute(async (trx) => {
        const jobs = await trx
          .updateTable('jobs')
          .set({ user_id: accountId, owner_key: accountQuotaKey(accountId), updated_at: at })
          .where('guest_session_id', '=', guestSessionId)
          .where('user_id', 'is', null)
          .executeTakeFirst();
        const orders = await trx
          .updateTable('orders')
          .set({ customer_id: accountId, updated_at: at })
          .where('guest_session_id', '=', guestSessionId)
          .where('customer_id', 'is', null)
          .executeTakeFirst();
        const checkouts = await trx
          .updateTable('checkouts')
          .set({ customer_id: accountId, updated_at: at })
          .where('guest_session_id', '=', guestSessionId)
          .where('customer_id', 'is', null)
          .where('status', '=', 'open')
          .executeTakeFirst();
        return { jobs: changed(jobs), orders: changed(orders), checkouts: changed(checkouts) };
      });
    },
  };
}

export type GuestClaimsRepository = ReturnType<typeof createGuestClaimsRepository>;
