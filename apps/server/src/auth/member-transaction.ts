import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TransactionRunner } from '../db/transaction-runner.ts';
import type { AuthenticatedMember } from './auth-plugin.ts';
import { assertLiveSession } from './live-session.ts';

/**
 * The transaction of a member call that moves money or changes the account: it first checks the call's
 * session in the database (live-session.ts), so nothing is written for a session revoked meanwhile,
 * whatever the session cache that let the request in still believes.
 */
export function memberTransaction(db: Kysely<Database>, member: AuthenticatedMember): TransactionRunner {
  return (work) =>
    db.transaction().execute(async (trx) => {
      await assertLiveSession(trx, member.tokenId);
      return work(trx);
    });
}
