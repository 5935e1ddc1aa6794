import { columnId } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  decideActivityApplication,
  decideAgentApplication,
  listPendingActivityApplications,
  listPendingAgentApplications,
} from './application-reviews.ts';
import { postAnnouncement, sendInSiteMessage } from './site-messages.ts';

/** The back-office CLI's member-service commands (src/cli/admin.ts shows them in its usage). */
export const MEMBER_SERVICE_USAGE = `       npm run admin -- agents | activity-applications
       npm run admin -- approve-agent <id> | reject-agent <id> | approve-activity <id> | reject-activity <id>
       npm run admin -- announce "<text>"
       npm run admin -- message <account|all> "<title>" "<html>"`;

/** An id within the INTEGER column, or undefined (then the usage is shown). */
const applicationId = (text: string | undefined): number | undefined => columnId(text);

/**
 * Runs one member-service command with the same functions as the admin API. Undefined means the
 * arguments do not fit the command (the CLI then shows its usage).
 */
export async function runMemberServiceCommand(db: Kysely<Database>, command: string, args: string[]): Promise<string | object[] | undefined> {
  const id = applicationId(args[0]);
  switch (command) {
    case 'agents':
      return listPendingAgentApplications(db);
    case 'activity-applications':
      return listPendingActivityApplications(db);
    case 'approve-agent':
    case 'reject-agent':
      return id === undefined ? undefined : decideAgentApplication(db, id, command === 'approve-agent' ? 'approve' : 'reject');
    case 'approve-activity':
    case 'reject-activity':
      return id === undefined ? undefined : decideActivityApplication(db, id, command === 'approve-activity' ? 'approve' : 'reject');
    case 'announce':
      return args.length === 1 ? postAnnouncement(db, args[0]) : undefined;
    case 'message':
      return args.length === 3 ? sendInSiteMessage(db, { to: args[0], title: args[1], content: args[2] }) : undefined;
    default:
      return undefined;
  }
}
