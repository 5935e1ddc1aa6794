import { Dialog, Toast } from 'antd-mobile';

// Shell code (error policy, forced logout) loads this module on demand, so that antd-mobile's dialog,
// toast and their animation library stay out of the entry chunk until a message must be shown.

export function showErrorToast(content: string): void {
  Toast.show({ icon: 'fail', content });
}

export function showAlert(content: string, title?: string): Promise<void> {
  return Dialog.alert({ title, content });
}
