import { labels } from '@/messages';

export interface DrawerLink {
  label: string;
  path: string;
  /** Shown to logged-in members only. */
  membersOnly?: boolean;
}

/** The home left drawer's links in the spec's order (part 1 §2); logout follows for members. */
export const drawerLinks: readonly DrawerLink[] = [
  { label: labels.drawer.mine, path: '/mine', membersOnly: true },
  { label: labels.drawer.activity, path: '/activity' },
  { label: labels.drawer.service, path: '/kefu' },
  { label: labels.drawer.agentLogin, path: '/gamePage?dailiD=1' },
  { label: labels.drawer.appDownload, path: '/app' },
  { label: labels.drawer.aboutUs, path: '/boutBallBetInfo?type=7' },
];
