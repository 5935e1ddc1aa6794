import type { Kysely } from 'kysely';

/**
 * A game link belongs to the session that made it: it ends when that session ends (logoff, a new login
 * password, the back office blacklisting or disabling the member). Tickets issued before this migration
 * have no session and are no longer honoured; they lapsed within 10 minutes anyway.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('game_launch_tickets').addColumn('token_id', 'integer', (col) => col.references('api_tokens.id')).execute();
}
