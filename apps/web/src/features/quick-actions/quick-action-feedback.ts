import { Dialog, Toast } from 'antd-mobile';

// Loaded on the first tap that needs it (see useGuardedNavigate): a dynamic import of this module, not of
// 'antd-mobile' itself, keeps Dialog and Toast out of the entry chunk, which already holds the barrel.

export function showToast(content: string): void {
  Toast.show({ content });
}

export function confirm(content: string): Promise<boolean> {
  return Dialog.confirm({ content });
}
