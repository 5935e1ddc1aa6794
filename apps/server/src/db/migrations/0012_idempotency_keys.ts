import type { Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withIdColumn } from './portable.ts';

/**
 * Claimed Idempotency-Key headers of money-moving calls (src/idempotency/). The unique index is the
 * claim: the first request inserts its row, every other request with the same member, call and key
 * conflicts and reads it. `answer` is the first answer as sent, replayed to retries.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('idempotency_keys'), dialect)
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('call', 'text', (col) => col.notNull())
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    // SHA-256 of method, path and canonical body (secrets left out): what makes a retry the same request.
    .addColumn('fingerprint', 'text', (col) => col.notNull())
    // 'processing' while the first request runs, 'done' once its answer is stored.
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('answer', 'text')
    .addColumn('claimed_at', 'text', (col) => col.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema
    .createIndex('idempotency_keys_claim')
    .on('idempotency_keys')
    .columns(['member_id', 'call', 'idempotency_key'])
    .unique()
    .execute();
  // Old claims are pruned by age.
  await db.schema.createIndex('idempotency_keys_claimed_at').on('idempotency_keys').column('claimed_at').execute();
}
