import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/time.ts';

/** A launch lapses after 10 minutes without a round; every round pushes the expiry forward again. */
export const LAUNCH_TICKET_TTL_MS = 10 * 60_000;
/** 32 random bytes in base64url, like session tokens. */
const TICKET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function hashTicket(ticket: string): string {
  return createHash('sha256').update(ticket).digest('hex');
}

const expiryFrom = (now: number): string => new Date(now + LAUNCH_TICKET_TTL_MS).toISOString();

export interface LaunchedGame {
  memberId: number;
  platname: string;
  gameCode: string;
  gameName: string;
}

export interface LaunchTicket extends LaunchedGame {
  id: number;
}

/**
 * Issues the ticket the venue page carries in its address. Only its hash is stored, and it names one
 * member, venue and game: the page never sees the member's API token.
 */
export async function issueLaunchTicket(db: Kysely<Database>, game: LaunchedGame): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db
    .insertInto('game_launch_tickets')
    .values({
      ticket_hash: hashTicket(ticket),
      member_id: game.memberId,
      platname: game.platname,
      game_code: game.gameCode,
      game_name: game.gameName,
      expires_at: expiryFrom(Date.now()),
      created_at: nowIso(),
    })
    .execute();
  return ticket;
}

/** The live ticket's launch, or undefined for a malformed, unknown or lapsed ticket. */
export async function findLaunchTicket(db: Kysely<Database>, ticket: unknown): Promise<LaunchTicket | undefined> {
  if (typeof ticket !== 'string' || !TICKET_SHAPE.test(ticket)) return undefined;
  const row = await db
    .selectFrom('game_launch_tickets')
    .select(['id', 'member_id', 'platname', 'game_code', 'game_name'])
    .where('ticket_hash', '=', hashTicket(ticket))
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return row && { id: row.id, memberId: row.member_id, platname: row.platname, gameCode: row.game_code, gameName: row.game_name };
}

export async function extendLaunchTicket(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('game_launch_tickets').set({ expires_at: expiryFrom(Date.now()) }).where('id', '=', id).execute();
}
