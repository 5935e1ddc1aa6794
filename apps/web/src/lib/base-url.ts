/**
 * The API's base address (spec §7): read from local storage so an operator can point the app at a
 * backup line; the page's own origin when nothing is stored.
 */
export const BASE_URL_KEY = 'lobby.baseURL';

export function getBaseURL(): string {
  const stored = localStorage.getItem(BASE_URL_KEY)?.trim();
  return (stored || window.location.origin).replace(/\/+$/, '');
}

/** On login and registration the base address is copied to session storage too (spec §7). */
export function copyBaseURLToSession(): void {
  sessionStorage.setItem(BASE_URL_KEY, getBaseURL());
}
