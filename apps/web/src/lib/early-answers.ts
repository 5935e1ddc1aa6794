/**
 * Answers that route-preload.js sent for before the app's code loaded (the calls are listed by route
 * in app/early-calls.ts), filed on `window` under earlyCallKey. api-client.ts takes each one once.
 */

/**
 * What the boot script files an early answer under, and the app looks it up by: method, address, the
 * language it was asked in (content comes in it), body.
 */
export const earlyCallKey = (url: string, locale: string, body: string) => `POST ${url} ${locale} ${body}`;

declare global {
  interface Window {
    /** Answers of the early calls not yet taken by the app, by earlyCallKey. */
    __lobbyEarlyCalls?: Record<string, Promise<Response>>;
  }
}
