import { Toast } from 'antd-mobile';
import { alertDialog, confirmDialog } from '@/components/dialog/ask';

// The one way code outside a page shows a toast or a dialog: imported on demand (`import('@/lib/feedback')`),
// so antd-mobile's Toast and its animation library stay off the first screen until a message is due (the
// dialogs are the app's own: components/dialog). Importing 'antd-mobile' itself dynamically would pull the
// whole barrel into the entry instead.

export { Toast };

export function showToast(content: string): void {
  Toast.show({ content });
}

export function showSuccessToast(content: string): void {
  Toast.show({ icon: 'success', content });
}

export function showErrorToast(content: string): void {
  Toast.show({ icon: 'fail', content });
}

export function showAlert(content: string, title?: string): Promise<void> {
  return alertDialog(content, title);
}

export function confirm(content: string, confirmText?: string): Promise<boolean> {
  return confirmDialog(content, confirmText);
}
