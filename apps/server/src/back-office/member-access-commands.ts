import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { changeMemberAccess, isAccessAction } from '../members/member-access.ts';

/** The back-office CLI's member-access commands (src/cli/admin.ts shows them in its usage). */
export const MEMBER_ACCESS_USAGE = `       npm run admin -- blacklist <account> | disable <account> | restore <account>`;

/**
 * Blacklists, disables or restores a member with the same function as the admin API: blacklisting and
 * disabling end every session and game link of the member at once. Undefined means the arguments do not
 * fit the command (the CLI then shows its usage).
 */
export async function runMemberAccessCommand(db: Kysely<Database>, command: string, args: string[]): Promise<string | undefined> {
  if (!isAccessAction(command) || args.length !== 1) return undefined;
  return (await changeMemberAccess(db, args[0], command)).message;
}
