import { messages } from '@/messages';

/** The old way, for pages served without HTTPS, where the Clipboard API is missing. */
function copyBySelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  return copied;
}

/** Copies receiving details or an order number and says 复制成功！ (part 2 §8); a failed copy stays silent. */
export async function copyText(text: string): Promise<void> {
  let copied: boolean;
  try {
    await navigator.clipboard.writeText(text);
    copied = true;
  } catch {
    copied = copyBySelection(text);
  }
  // The toast loads on demand (lib/feedback): a module several pages share must not pull antd-mobile's
  // floating layers into the shared chunk, and with it onto the home screen.
  if (copied) (await import('@/lib/feedback')).showSuccessToast(messages.common.copySuccess);
}
