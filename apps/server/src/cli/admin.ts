import { columnId } from '@lobby/contract';
import { loadConfig } from '../config.ts';
import { listPendingDeposits, listPendingWithdrawals } from '../back-office/pending-orders.ts';
import { approveDeposit, decideWithdrawal, rejectDeposit } from '../back-office/review-orders.ts';
import { createDb } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { DomainError } from '../domain-error.ts';
import { MEMBER_SERVICE_USAGE, runMemberServiceCommand } from '../back-office/member-service-commands.ts';
import { CONTENT_USAGE, runContentCommand } from '../back-office/content-commands.ts';
import { MEMBER_ACCESS_USAGE, runMemberAccessCommand } from '../back-office/member-access-commands.ts';

/**
 * The back office on the command line, working directly on the database the server uses (DATABASE_URL),
 * with the same functions as the admin API, so a decision here is credited or returned exactly as there.
 *   npm run admin -- deposits | withdrawals
 *   npm run admin -- approve-deposit <deposit_no> | reject-deposit <deposit_no>
 *   npm run admin -- approve-withdrawal <id> | reject-withdrawal <id>
 *   and the member services of MEMBER_SERVICE_USAGE (applications, announcements, in-site messages)
 *   and the content commands of CONTENT_USAGE (promotion and help-article HTML)
 *   and the member-access commands of MEMBER_ACCESS_USAGE (blacklist, disable, restore)
 */
const USAGE = `usage: npm run admin -- deposits | withdrawals
       npm run admin -- approve-deposit <deposit_no> | reject-deposit <deposit_no>
       npm run admin -- approve-withdrawal <id> | reject-withdrawal <id>
${MEMBER_SERVICE_USAGE}
${CONTENT_USAGE}
${MEMBER_ACCESS_USAGE}`;

/** Wrong or missing arguments: the usage is shown. */
class UsageError extends Error {}

const [command, argument = ''] = process.argv.slice(2);
const database = createDb(loadConfig().databaseUrl);

/** An id the withdrawals table can hold (2147483648 and up is a usage error, never a query). */
function withdrawalId(text: string): number {
  const id = columnId(text);
  if (id === undefined) throw new UsageError();
  return id;
}

async function run(): Promise<string | object[]> {
  const db = database.db;
  switch (command) {
    case 'deposits':
      return listPendingDeposits(db);
    case 'withdrawals':
      return listPendingWithdrawals(db);
    case 'approve-deposit':
    case 'reject-deposit':
      if (argument === '') throw new UsageError();
      return command === 'approve-deposit' ? approveDeposit(db, argument) : rejectDeposit(db, argument);
    case 'approve-withdrawal':
    case 'reject-withdrawal':
      return decideWithdrawal(db, withdrawalId(argument), command === 'approve-withdrawal' ? 'approve' : 'reject');
    // Agent and promotion applications, announcements and in-site messages.
    case 'agents':
    case 'activity-applications':
    case 'approve-agent':
    case 'reject-agent':
    case 'approve-activity':
    case 'reject-activity':
    case 'announce':
    case 'message': {
      const result = await runMemberServiceCommand(db, command, process.argv.slice(3));
      if (result === undefined) throw new UsageError();
      return result;
    }
    // Promotion and help-article HTML.
    case 'activities':
    case 'activity-content':
    case 'article-content': {
      const result = await runContentCommand(db, command, process.argv.slice(3));
      if (result === undefined) throw new UsageError();
      return result;
    }
    // Blacklisting and disabling end every session and game link of the member.
    case 'blacklist':
    case 'disable':
    case 'restore': {
      const result = await runMemberAccessCommand(db, command, process.argv.slice(3));
      if (result === undefined) throw new UsageError();
      return result;
    }
    default:
      throw new UsageError();
  }
}

try {
  await migrateToLatest(database);
  const result = await run();
  if (typeof result === 'string') console.log(result);
  else if (result.length === 0) console.log('(none)');
  else console.table(result);
} catch (error) {
  if (error instanceof UsageError) {
    console.error(USAGE);
    process.exitCode = 2;
  } else if (error instanceof DomainError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await database.destroy();
}
