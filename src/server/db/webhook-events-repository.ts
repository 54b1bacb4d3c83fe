import type { Db } from './database';

/** Webhook events already acted on, so a replayed delivery is recognised. */
export function createWebhookEventsRepository(db: Db) {
  return {
    async has(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('webhook_events')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** True the first time an event id is recorded, false for every later time. */
    async recordOnce(id: string, type: string, now: Date): Promise<boolean> {
      const result = await db
        .insertInto('webhook_events')
        .values({ id, type, received_at: now.toISOString() })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}

export type WebhookEventsRepository = ReturnType<typeof createWebhookEventsRepository>;
