/**
 * Whether a frame now shows the lobby itself: a venue's 返回大厅 often links to the lobby's address, which
 * would load the whole app inside the game page. Venues on the lobby's own origin live under other paths,
 * so the app's document path tells them apart; a frame on another origin cannot be read and is a venue.
 */
export function frameShowsLobby(frame: HTMLIFrameElement): boolean {
  try {
    const shown = frame.contentWindow?.location;
    return !!shown && shown.origin === window.location.origin && shown.pathname === window.location.pathname;
  } catch {
    return false;
  }
}
