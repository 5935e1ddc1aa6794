import type { ComponentType } from 'react';
import {
  DepositIcon,
  GiftIcon,
  ServiceIcon,
  UserAddIcon,
  UserIcon,
  WithdrawalIcon,
} from '@/components/icons/stroke-icons';
import { HomeIcon } from '@/components/icons/HomeIcon';
import { labels } from '@/messages';
import { routes } from '@/route-table';

export interface FooterItem {
  path: string;
  /** Read when drawn: the active language. */
  label: () => string;
  Icon: ComponentType;
}

/** The footer for visitors (spec §2 main layout). */
export const visitorFooterItems: readonly FooterItem[] = [
  { path: routes.home.path, label: labels.footer.home, Icon: HomeIcon },
  { path: routes.activity.path, label: labels.footer.activity, Icon: GiftIcon },
  { path: routes.service.path, label: labels.footer.service, Icon: ServiceIcon },
  { path: routes.login.path, label: labels.footer.login, Icon: UserIcon },
  { path: routes.register.path, label: labels.footer.register, Icon: UserAddIcon },
];

/** The footer for logged-in members. */
export const memberFooterItems: readonly FooterItem[] = [
  { path: routes.home.path, label: labels.footer.home, Icon: HomeIcon },
  { path: routes.activity.path, label: labels.footer.activity, Icon: GiftIcon },
  { path: routes.mine.path, label: labels.footer.mine, Icon: UserIcon },
  { path: routes.recharge.path, label: labels.footer.deposit, Icon: DepositIcon },
  { path: routes.withdrawal.path, label: labels.footer.withdrawal, Icon: WithdrawalIcon },
];
