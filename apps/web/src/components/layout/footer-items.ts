import type { ComponentType } from 'react';
import {
  DepositIcon,
  GiftIcon,
  ServiceIcon,
  UserAddIcon,
  UserIcon,
  WithdrawalIcon,
} from '@/components/icons/footer-icons';
import { HomeIcon } from '@/components/icons/HomeIcon';
import { labels } from '@/messages';

export interface FooterItem {
  path: string;
  label: string;
  Icon: ComponentType;
}

/** The footer for visitors (spec §2 main layout). */
export const visitorFooterItems: readonly FooterItem[] = [
  { path: '/', label: labels.footer.home, Icon: HomeIcon },
  { path: '/activity', label: labels.footer.activity, Icon: GiftIcon },
  { path: '/kefu', label: labels.footer.service, Icon: ServiceIcon },
  { path: '/login', label: labels.footer.login, Icon: UserIcon },
  { path: '/register', label: labels.footer.register, Icon: UserAddIcon },
];

/** The footer for logged-in members. */
export const memberFooterItems: readonly FooterItem[] = [
  { path: '/', label: labels.footer.home, Icon: HomeIcon },
  { path: '/activity', label: labels.footer.activity, Icon: GiftIcon },
  { path: '/mine', label: labels.footer.mine, Icon: UserIcon },
  { path: '/recharge', label: labels.footer.deposit, Icon: DepositIcon },
  { path: '/withdrawal', label: labels.footer.withdrawal, Icon: WithdrawalIcon },
];
