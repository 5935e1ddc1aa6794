import { labels } from '@/messages';
import { href, routes } from '@/route-table';

export interface DrawerLink {
  /** Read when drawn: the active language. */
  label: () => string;
  path: string;
  /** Shown to logged-in members only. */
  membersOnly?: boolean;
}

/** The home left drawer's links in the spec's order (part 1 §2); logout follows for members. */
export const drawerLinks: readonly DrawerLink[] = [
  { label: labels.drawer.mine, path: routes.mine.path, membersOnly: true },
  { label: labels.drawer.activity, path: routes.activity.path },
  { label: labels.drawer.service, path: routes.service.path },
  { label: labels.drawer.agentLogin, path: href('gamePage', { dailiD: 1 }) },
  { label: labels.drawer.appDownload, path: routes.appDownload.path },
  { label: labels.drawer.aboutUs, path: href('boutBallBetInfo', { type: 7 }) },
];
