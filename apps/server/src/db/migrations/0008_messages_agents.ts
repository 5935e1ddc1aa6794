import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withIdColumn } from './portable.ts';

/**
 * In-site messages (站内信) and agent applications. A message with member_id null is addressed to every
 * member; `seed_key` marks the welcome messages the seed owns, as in 0004.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('member_messages'), dialect)
    .addColumn('member_id', 'integer', (col) => col.references('members.id'))
    .addColumn('title', 'text', (col) => col.notNull())
    // HTML, sanitised by the client before it is shown.
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('seed_key', 'text', (col) => col.unique())
    .execute();
  await db.schema.createIndex('member_messages_member_time').on('member_messages').columns(['member_id', 'created_at']).execute();

  await withIdColumn(db.schema.createTable('agent_applications'), dialect)
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('mobile', 'text', (col) => col.notNull())
    .addColumn('apply_info', 'text', (col) => col.notNull())
    // AGENT_APPLICATION_STATE: 1 pending review, 2 approved, 3 rejected.
    .addColumn('state', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('reviewed_at', 'text')
    .execute();
  await db.schema.createIndex('agent_applications_state_time').on('agent_applications').columns(['state', 'created_at']).execute();
  // One pending or approved application per member, even under concurrent requests; after a rejection
  // the member may apply again.
  await db.schema
    .createIndex('agent_applications_one_open')
    .on('agent_applications')
    .column('member_id')
    .unique()
    .where(sql.ref('state'), '<', 3)
    .execute();
}
