/**
 * Ours, not the spec's: while the site is in maintenance (app info's site_state 0), the reference server
 * answers every call but app info and the customer-service address with HTTP 503 and the envelope
 * `{ code: 503, message: <the repair text>, data: null }`, and marks that answer with this header, whose
 * value is the site_state (0). The app takes the header as its cue to ask app info again at once, and
 * app info decides what it shows. A back end that only speaks the spec sends no such header; the app then
 * learns of maintenance from its periodic check of app info.
 */
export const SITE_STATE_HEADER = 'X-Lobby-Site-State';

/** The envelope code (and HTTP status) of a call refused because the site is in maintenance. */
export const SITE_MAINTENANCE_CODE = 503;
