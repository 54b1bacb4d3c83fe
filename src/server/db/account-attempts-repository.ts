import type { Db } from './database';

/** Sign-in and sign-up attempts per account e-mail, counted over a sliding window. */
export function createAccountAttemptsRepository(db: Db) {
  return {
    async countSince(email: string, since: Date): Promise<number> {
      const row = await db
        .selectFrom('account_attempts')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('email', '=', email)
        .where('attempted_at', '>=', since.toISOString())
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async record(email: string, now: Date): Promise<void> {
      await db
        .insertInto('account_attempts')
        .values({ email, attempted_at: now.toISOString() })
        .execute();
    },

    /** Attempts older than the window count for nothing; they go, so the table stays small. */
    async deleteBefore(before: Date): Promise<void> {
      await db
        .deleteFrom('account_attempts')
        .where('attempted_at', '<', before.toISOString())
        .execute();
    },
  };
}

export type AccountAttemptsRepository = ReturnType<typeof createAccountAttemptsRepository>;
