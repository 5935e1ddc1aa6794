/**
 * Ours, not the spec's: the reference server pushes a member's balances over Server-Sent Events. It says
 * so on every POST /api/balance answer with this header, whose value is the stream's path; a back end
 * that only speaks the spec sends no such header, and the app then polls every BALANCE_POLL_MS as the
 * spec says. The stream is `GET <path>` with the same `Authorization: Bearer <token>` header as every
 * member call; each `event: balance` carries `data:` with POST /api/balance's data (`balance`,
 * `gameblance`), first at once and then whenever either figure changes; `:` lines are heartbeats.
 */
export const BALANCE_PUSH_HEADER = 'X-Lobby-Push';
export const BALANCE_PUSH_PATH = '/api/push/balances';
export const BALANCE_PUSH_EVENT = 'balance';
/** The server writes a heartbeat comment at least this often; a client hearing nothing for twice as long gives the stream up. */
export const BALANCE_PUSH_HEARTBEAT_MS = 25_000;
