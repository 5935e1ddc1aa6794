/**
 * Opens an address in the whole window in place of the current page (back returns to the page before).
 * For pages that refuse to be framed, such as store and download pages.
 */
export function openInWholeWindow(url: string): void {
  window.location.replace(url);
}
