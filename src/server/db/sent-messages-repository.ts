import type { Db } from './database';

/** What a sender may do with a message id. */
export type Reservation =
  | { kind: 'reserved' }
  | { kind: 'sent'; messageId: string }
  /** Another sender holds it and its reservation has not run out: try again later. */
  | { kind: 'busy' };

const iso = (date: Date) => date.toISOString();

/**
 * The e-mails sent once per id (SMTP): a sender reserves the id before sending and marks it
 * sent after, so a second sender finds it taken. A reservation whose sender died before the
 * server accepted the message runs out after its lease and may be taken over.
 */
export function createSentMessagesRepository(db: Db) {
  return {
    async reserve(id: string, holder: string, now: Date, leaseMs: number): Promise<Reservation> {
      const until = iso(new Date(now.getTime() + leaseMs));
      const inserted = await db
        .insertInto('sent_messages')
        .values({
          id,
          status: 'sending',
          holder,
          reserved_until: until,
          message_id: null,
          created_at: iso(now),
          sent_at: null,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows) === 1) return { kind: 'reserved' };
      const row = await db
        .selectFrom('sent_messages')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (row?.status === 'sent') return { kind: 'sent', messageId: row.message_id ?? '' };
      if (!row || row.reserved_until >= iso(now)) return { kind: 'busy' };
      const taken = await db
        .updateTable('sent_messages')
        .set({ holder, reserved_until: until })
        .where('id', '=', id)
        .where('status', '=', 'sending')
        .where('holder', '=', row.holder)
        .executeTakeFirst();
      return Number(taken.numUpdatedRows) === 1 ? { kind: 'reserved' } : { kind: 'busy' };
    },

    async markSent(id: string, holder: string, messageId: string, now: Date): Promise<void> {
      await db
        .updateTable('sent_messages')
        .set({ status: 'sent', message_id: messageId, sent_at: iso(now) })
        .where('id', '=', id)
        .where('holder', '=', holder)
        .execute();
    },

    /** The server refused the message: free the id so a retry may send it. */
    async release(id: string, holder: string): Promise<void> {
      await db
        .deleteFrom('sent_messages')
        .where('id', '=', id)
        .where('holder', '=', holder)
        .where('status', '=', 'sending')
        .execute();
    },
  };
}

export type SentMessagesRepository = ReturnType<typeof createSentMessagesRepository>;
