import type { Kysely, Migration } from 'kysely';

/**
 * Work that is never stuck or doubled (issue 10): each claim of a generation job or an order
 * task gets a token that its finish must present, so a worker that lost its lease cannot undo
 * the work of the one that took over; and the e-mails sent once per message id over SMTP.
 */
export const createWorkLeases: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('jobs').addColumn('lease_token', 'varchar(64)').execute();
    await db.schema.alterTable('order_tasks').addColumn('lease_token', 'varchar(64)').execute();
    await db.schema
      .createIndex('jobs_by_status_lease')
      .on('jobs')
      .columns(['status', 'locked_until'])
      .execute();
    await db.schema
      .createTable('sent_messages')
      .addColumn('id', 'varchar(128)', (col) => col.primaryKey())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('holder', 'varchar(64)', (col) => col.notNull())
      .addColumn('reserved_until', 'varchar(32)', (col) => col.notNull())
      .addColumn('message_id', 'varchar(255)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('sent_at', 'varchar(32)')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sent_messages').execute();
    await db.schema.dropIndex('jobs_by_status_lease').execute();
    await db.schema.alterTable('order_tasks').dropColumn('lease_token').execute();
    await db.schema.alterTable('jobs').dropColumn('lease_token').execute();
  },
};
