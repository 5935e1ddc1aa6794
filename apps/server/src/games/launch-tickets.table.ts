import type { Generated } from 'kysely';

/** A demo-venue launch: the page knows the member only through this ticket, never the API token. */
export interface GameLaunchTicketsTable {
  id: Generated<number>;
  /** SHA-256 hex of the ticket. */
  ticket_hash: string;
  member_id: number;
  platform_name: string;
  game_code: string;
  game_name: string;
  /** The session (api_tokens row) that launched the game: the ticket ends with it. Null only on tickets from before migration 0011. */
  token_id: number | null;
  /** Pushed forward by every round, so a session in play does not lapse, never past LAUNCH_TICKET_MAX_AGE_MS after created_at. */
  expires_at: string;
  created_at: string;
}
