import {
  BankcardOutline,
  GiftOutline,
  MessageOutline,
  PayCircleOutline,
  UserAddOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { ComponentType } from 'react';
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
  { path: '/activity', label: labels.footer.activity, Icon: GiftOutline },
  { path: '/kefu', label: labels.footer.service, Icon: MessageOutline },
  { path: '/login', label: labels.footer.login, Icon: UserOutline },
  { path: '/register', label: labels.footer.register, Icon: UserAddOutline },
];

/** The footer for logged-in members. */
export const memberFooterItems: readonly FooterItem[] = [
  { path: '/', label: labels.footer.home, Icon: HomeIcon },
  { path: '/activity', label: labels.footer.activity, Icon: GiftOutline },
  { path: '/mine', label: labels.footer.mine, Icon: UserOutline },
  { path: '/recharge', label: labels.footer.deposit, Icon: PayCircleOutline },
  { path: '/withdrawal', label: labels.footer.withdrawal, Icon: BankcardOutline },
];
