/** When the app last reloaded itself onto a new version, in this tab (session storage). */
export const RELOAD_MARKER_KEY = 'lobby.reloadedForNewVersion';
/**
 * A second failure within this time of a reload is not solved by another: the error shows instead, so
 * that a broken deploy or a proxy serving stale files never sends the page into a reload loop.
 */
export const RELOAD_GUARD_MS = 60_000;

/**
 * Reloads the page onto the new version, unless it did so less than RELOAD_GUARD_MS ago. Answers whether
 * it reloads; when it does not, the caller shows the error with its 重新加载 button.
 */
export function reloadOnceForNewVersion(reload: () => void = () => window.location.reload(), now = Date.now()): boolean {
  let last: number;
  try {
    last = Number(sessionStorage.getItem(RELOAD_MARKER_KEY));
  } catch {
    // Storage refused (private mode): without a marker, reloading could loop; show the error.
    return false;
  }
  if (now - last < RELOAD_GUARD_MS) return false;
  try {
    sessionStorage.setItem(RELOAD_MARKER_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
