import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { listActivitiesForEditing, updateActivityContent, updateArticleContent } from './content-edits.ts';

/** The back-office CLI's content commands (src/cli/admin.ts shows them in its usage). */
export const CONTENT_USAGE = `       npm run admin -- activities
       npm run admin -- activity-content <id> "<html>" | article-content <type> "<html>"`;

/**
 * Runs one content command with the same functions as the admin API. Undefined means the arguments do
 * not fit the command (the CLI then shows its usage); a wrong id or blank HTML is refused with its message.
 */
export async function runContentCommand(db: Kysely<Database>, command: string, args: string[]): Promise<string | object[] | undefined> {
  switch (command) {
    case 'activities':
      return args.length === 0 ? listActivitiesForEditing(db) : undefined;
    case 'activity-content':
      return args.length === 2 ? updateActivityContent(db, args[0], args[1]) : undefined;
    case 'article-content':
      return args.length === 2 ? updateArticleContent(db, args[0], args[1]) : undefined;
    default:
      return undefined;
  }
}
