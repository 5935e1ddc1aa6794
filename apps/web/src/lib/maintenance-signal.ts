import { SITE_STATE, SITE_STATE_HEADER } from '@lobby/contract';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Called for every answer that says the site is in maintenance; answers the way to stop listening. */
export function onMaintenanceAnswer(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * True when the answer says the site is in maintenance. The reference server marks its answers during maintenance (@lobby/contract site-maintenance.ts); the
 * site feature then asks app info again, which decides what shows. Kept here so the API client needs no
 * feature.
 */
export function noticeSiteState(headers: Headers): boolean {
  if (headers.get(SITE_STATE_HEADER) !== String(SITE_STATE.maintenance)) return false;
  for (const listener of listeners) listener();
  return true;
}
