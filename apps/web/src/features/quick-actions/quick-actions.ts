import type { ComponentType } from 'react';
import { GiftOutline, HandPayCircleOutline, LoopOutline, ReceivePaymentOutline } from 'antd-mobile-icons';
import { labels } from '@/messages';
import { routes } from '@/route-table';

export interface QuickAction {
  /** Read when drawn: the active language. */
  label: () => string;
  path: string;
  Icon: ComponentType;
}

/** The shared quick-action bar's entries in the spec's order (part 1 §2). */
export const quickActions: readonly QuickAction[] = [
  { label: labels.quickActions.deposit, path: routes.recharge.path, Icon: HandPayCircleOutline },
  { label: labels.quickActions.withdrawal, path: routes.withdrawal.path, Icon: ReceivePaymentOutline },
  { label: labels.quickActions.activity, path: routes.activity.path, Icon: GiftOutline },
  { label: labels.quickActions.transfer, path: routes.transfer.path, Icon: LoopOutline },
];
