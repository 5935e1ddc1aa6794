import { labels } from '@/messages';
import { href, routes } from '@/route-table';

export interface MemberCentreMenuItem {
  label: string;
  path: string;
  /** Shown only to members who are not agents (isagent 0). */
  nonAgentsOnly?: boolean;
  /** Carries the unread in-site message count (part 1 §4). */
  showsMessageCount?: boolean;
}

/** The member centre's menu in the spec's order (part 1 §2). */
export const memberCentreMenu: readonly MemberCentreMenuItem[] = [
  { label: labels.memberCentre.setting, path: routes.setting.path },
  { label: labels.memberCentre.applyAgent, path: routes.applyAgent.path, nonAgentsOnly: true },
  { label: labels.memberCentre.agentLogin, path: href('gamePage', { dailiD: 1 }) },
  { label: labels.memberCentre.transRecord, path: routes.transRecord.path },
  { label: labels.memberCentre.betRecord, path: routes.betRecord.path },
  { label: labels.memberCentre.fanshui, path: routes.fanshui.path },
  { label: labels.memberCentre.activityRecord, path: routes.activityRecord.path },
  { label: labels.memberCentre.welfare, path: routes.welfare.path },
  { label: labels.memberCentre.siteMessages, path: href('message', { type: 2 }), showsMessageCount: true },
  { label: labels.memberCentre.announcements, path: href('message', { type: 1 }) },
  { label: labels.memberCentre.vip, path: routes.vip.path },
];
