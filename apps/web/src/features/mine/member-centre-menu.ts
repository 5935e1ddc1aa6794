import { labels } from '@/messages';
import { href, routes } from '@/route-table';

export type MenuIcon = 'profile' | 'agent' | 'agentLogin' | 'transactions' | 'bets' | 'rebates' | 'activities' | 'redPackets'
  | 'inbox' | 'notices' | 'vip';

export interface MemberCentreMenuItem {
  /** Read when drawn: the active language. */
  label: () => string;
  icon: MenuIcon;
  path: string;
  /** Shown only to members who are not agents (isagent 0). */
  nonAgentsOnly?: boolean;
  /** Carries the unread in-site message count (part 1 §4). */
  showsMessageCount?: boolean;
}

/** The member centre's menu in the spec's order (part 1 §2). */
const memberCentreMenu: readonly MemberCentreMenuItem[] = [
  { icon: 'profile', label: labels.memberCentre.setting, path: routes.setting.path },
  { icon: 'agent', label: labels.memberCentre.applyAgent, path: routes.applyAgent.path, nonAgentsOnly: true },
  { icon: 'agentLogin', label: labels.memberCentre.agentLogin, path: href('gamePage', { dailiD: 1 }) },
  { icon: 'transactions', label: labels.memberCentre.transRecord, path: routes.transRecord.path },
  { icon: 'bets', label: labels.memberCentre.betRecord, path: routes.betRecord.path },
  { icon: 'rebates', label: labels.memberCentre.fanshui, path: routes.fanshui.path },
  { icon: 'activities', label: labels.memberCentre.activityRecord, path: routes.activityRecord.path },
  { icon: 'redPackets', label: labels.memberCentre.welfare, path: routes.welfare.path },
  { icon: 'inbox', label: labels.memberCentre.siteMessages, path: href('message', { type: 2 }), showsMessageCount: true },
  { icon: 'notices', label: labels.memberCentre.announcements, path: href('message', { type: 1 }) },
  { icon: 'vip', label: labels.memberCentre.vip, path: routes.vip.path },
];

/**
 * The menu in groups (issue 13), each a card with its title: the account, the records, then messages and
 * VIP. The spec's order holds across the groups: read top to bottom they are the spec's list.
 */
export const memberCentreMenuGroups: ReadonlyArray<{ title: () => string; items: readonly MemberCentreMenuItem[] }> = [
  { title: labels.memberCentre.groups.account, items: memberCentreMenu.slice(0, 3) },
  { title: labels.memberCentre.groups.records, items: memberCentreMenu.slice(3, 8) },
  { title: labels.memberCentre.groups.more, items: memberCentreMenu.slice(8) },
];
