import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/time.ts';

/** A launch lapses after 10 minutes without a round; every round pushes the expiry forward again. */
export const LAUNCH_TICKET_TTL_MS = 10 * 60_000;
/**
 * However many rounds are played, a link ends 4 hours after getGameUrl made it. The address sits in the
 * browser's history and may be shared or copied; a bound on its life bounds what a leaked one is worth.
 * Four hours is longer than a sitting of play; after it the member launches again from the lobby, which
 * checks the session afresh and moves the money of free-transfer mode again.
 */
export const LAUNCH_TICKET_MAX_AGE_MS = 4 * 60 * 60_000;
/** 32 random bytes in base64url, like session tokens. */
const TICKET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function hashTicket(ticket: string): string {
  return createHash('sha256').update(ticket).digest('hex');
}

/** The next expiry: 10 minutes on, but never past the link's absolute end. */
function expiryFrom(now: number, createdAt: number): string {
  return new Date(Math.min(now + LAUNCH_TICKET_TTL_MS, createdAt + LAUNCH_TICKET_MAX_AGE_MS)).toISOString();
}

export interface LaunchedGame {
  memberId: number;
  /** The session that asked for the link: the link ends with it. */
  tokenId: number;
  platformName: string;
  gameCode: string;
  gameName: string;
}

export interface LaunchTicket extends Omit<LaunchedGame, 'tokenId'> {
  id: number;
  createdAt: string;
}

/**
 * Issues the ticket the venue page carries in its address. Only its hash is stored, and it names one
 * member, session, venue and game: the page never sees the member's API token.
 */
export async function issueLaunchTicket(db: Kysely<Database>, game: LaunchedGame): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('game_launch_tickets')
    .values({
      ticket_hash: hashTicket(ticket),
      member_id: game.memberId,
      token_id: game.tokenId,
      platform_name: game.platformName,
      game_code: game.gameCode,
      game_name: game.gameName,
      expires_at: expiryFrom(now, now),
      created_at: new Date(now).toISOString(),
    })
    .execute();
  return ticket;
}

/**
 * The live ticket's launch, or undefined for a malformed, unknown or lapsed ticket, and for one whose
 * session has ended (logoff, a new login password, any revocation) or whose member is blacklisted or
 * disabled: checked on every page load and every round, so each of those ends the link at once.
 */
export async function findLaunchTicket(db: Kysely<Database>, ticket: unknown): Promise<LaunchTicket | undefined> {
  if (typeof ticket !== 'string' || !TICKET_SHAPE.test(ticket)) return undefined;
  const row = await db
    .selectFrom('game_launch_tickets as ticket')
    .innerJoin('api_tokens as session', 'session.id', 'ticket.token_id')
    .innerJoin('members as member', 'member.id', 'ticket.member_id')
    .select(['ticket.id', 'ticket.member_id', 'ticket.platform_name', 'ticket.game_code', 'ticket.game_name', 'ticket.created_at'])
    .where('ticket.ticket_hash', '=', hashTicket(ticket))
    .where('ticket.expires_at', '>', nowIso())
    .where('session.revoked_at', 'is', null)
    .whereRef('session.member_id', '=', 'ticket.member_id')
    .where('member.isblack', '=', 0)
    .where('member.status', '=', 1)
    .executeTakeFirst();
  return (
    row && { id: row.id, memberId: row.member_id, platformName: row.platform_name, gameCode: row.game_code, gameName: row.game_name, createdAt: row.created_at }
  );
}

/** A round keeps the link alive for another 10 minutes, up to its absolute end. */
export async function extendLaunchTicket(db: Kysely<Database>, ticket: LaunchTicket): Promise<void> {
  const expiresAt = expiryFrom(Date.now(), Date.parse(ticket.createdAt));
  await db.updateTable('game_launch_tickets').set({ expires_at: expiresAt }).where('id', '=', ticket.id).execute();
}

/** Ends every link of a member now (the back office blacklisted or disabled it). */
export async function endMemberLaunchTickets(db: Kysely<Database>, memberId: number): Promise<void> {
  const now = nowIso();
  await db.updateTable('game_launch_tickets').set({ expires_at: now }).where('member_id', '=', memberId).where('expires_at', '>', now).execute();
}
