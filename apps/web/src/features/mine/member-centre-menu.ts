import { labels } from '@/messages';

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
  { label: labels.memberCentre.setting, path: '/setting' },
  { label: labels.memberCentre.applyAgent, path: '/applyagent', nonAgentsOnly: true },
  { label: labels.memberCentre.agentLogin, path: '/gamePage?dailiD=1' },
  { label: labels.memberCentre.transRecord, path: '/transRecord' },
  { label: labels.memberCentre.betRecord, path: '/betRecord' },
  { label: labels.memberCentre.fanshui, path: '/fanshui' },
  { label: labels.memberCentre.activityRecord, path: '/activityRecord' },
  { label: labels.memberCentre.welfare, path: '/welfare' },
  { label: labels.memberCentre.siteMessages, path: '/message?type=2', showsMessageCount: true },
  { label: labels.memberCentre.announcements, path: '/message?type=1' },
  { label: labels.memberCentre.vip, path: '/vip' },
];
