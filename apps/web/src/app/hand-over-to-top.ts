/**
 * When the app finds itself inside a frame of its own origin (a venue in /gamePage sent its frame to the
 * lobby's address), it takes the whole window to that address instead of drawing a second lobby inside
 * the game page. Answers whether it did; the framed copy then starts nothing. A frame on another origin
 * cannot read the top's address (the read throws), and is left as it is.
 */
export function handOverToTop(): boolean {
  try {
    const top = window.top!;
    if (top === window || top.location.origin !== location.origin) return false;
    top.location.replace(location.href);
    return true;
  } catch {
    return false;
  }
}
