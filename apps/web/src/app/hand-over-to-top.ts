/**
 * When the app finds itself inside a frame of its own origin (a venue in /gamePage sent its frame to the
 * lobby's address), it takes the whole window to that address instead of drawing a second lobby inside
 * the game page. Answers whether it did; the framed copy then starts nothing. A frame on another origin
 * cannot read the top's address, and is left as it is.
 */
export function handOverToTop(): boolean {
  if (window.top === window.self || !window.top) return false;
  try {
    if (window.top.location.origin !== window.location.origin) return false;
    window.top.location.replace(window.location.href);
    return true;
  } catch {
    return false;
  }
}
