import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type {
  OwnerActionEntry,
  OwnerActionName,
  OwnerActionTarget,
} from '../domain/owners/owner-action';
import type { Db } from './database';
import type { OwnerActionsTable } from './schema';

/** An audit entry as read back, with its id. */
export interface StoredOwnerAction extends OwnerActionEntry {
  id: string;
}

function toEntry(row: Selectable<OwnerActionsTable>): StoredOwnerAction {
  return {
    id: row.id,
    actor: { accountId: row.actor_account_id, email: row.actor_email },
    action: row.action as OwnerActionName,
    target: { type: row.target_type as OwnerActionTarget['type'], id: row.target_id },
    before: row.before,
    after: row.after,
    at: new Date(row.created_at),
  };
}

/**
 * The audit log of owner actions. Given a transaction, `record` commits with the change it
 * describes, so the log never tells of a change that did not happen.
 */
export function createOwnerActionsRepository(db: Db) {
  return {
    async record(entry: OwnerActionEntry): Promise<void> {
      await db
        .insertInto('owner_actions')
        .values({
          id: randomUUID(),
          actor_account_id: entry.actor.accountId,
          actor_email: entry.actor.email,
          action: entry.action,
          target_type: entry.target.type,
          target_id: entry.target.id,
          before: entry.before,
          after: entry.after,
          created_at: entry.at.toISOString(),
        })
        .execute();
    },

    /** What was done to one target, oldest first (an order's timeline, say). */
    async forTarget(target: OwnerActionTarget): Promise<StoredOwnerAction[]> {
      const rows = await db
        .selectFrom('owner_actions')
        .selectAll()
        .where('target_type', '=', target.type)
        .where('target_id', '=', target.id)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toEntry);
    },
  };
}

export type OwnerActionsRepository = ReturnType<typeof createOwnerActionsRepository>;
