import { DOWNLOAD_FRAME_REMOVE_MS } from '@lobby/contract';

/**
 * Starts the app download without leaving the page: a hidden frame opens the address (an iOS
 * itms-services link or a package) and is removed after 2 s (part 1 §9).
 */
export function startDownload(url: string): void {
  const frame = document.createElement('iframe');
  frame.style.display = 'none';
  frame.src = url;
  document.body.appendChild(frame);
  setTimeout(() => frame.remove(), DOWNLOAD_FRAME_REMOVE_MS);
}
