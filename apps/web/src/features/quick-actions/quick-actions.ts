import type { ComponentType } from 'react';
import { GiftOutline, HandPayCircleOutline, LoopOutline, ReceivePaymentOutline } from 'antd-mobile-icons';
import { labels } from '@/messages';

export interface QuickAction {
  label: string;
  path: string;
  Icon: ComponentType;
}

/** The shared quick-action bar's entries in the spec's order (part 1 §2). */
export const quickActions: readonly QuickAction[] = [
  { label: labels.quickActions.deposit, path: '/recharge', Icon: HandPayCircleOutline },
  { label: labels.quickActions.withdrawal, path: '/withdrawal', Icon: ReceivePaymentOutline },
  { label: labels.quickActions.activity, path: '/activity', Icon: GiftOutline },
  { label: labels.quickActions.transfer, path: '/transfer', Icon: LoopOutline },
];
