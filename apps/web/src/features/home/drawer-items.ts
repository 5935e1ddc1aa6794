import type { ComponentType, SVGProps } from 'react';
import { AboutIcon, AgentIcon, AppDownloadIcon } from '@/components/icons/home-icons';
import { GiftIcon, ServiceIcon, UserIcon } from '@/components/icons/stroke-icons';
import { labels } from '@/messages';
import { href, routes } from '@/route-table';

export interface DrawerLink {
  /** Read when drawn: the active language. */
  label: () => string;
  path: string;
  /** Home's own stroke icons, as its shortcuts and the footer draw them. */
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Shown to logged-in members only. */
  membersOnly?: boolean;
}

/** The home left drawer's links in the spec's order (part 1 §2); logout follows for members. */
export const drawerLinks: readonly DrawerLink[] = [
  { label: labels.drawer.mine, path: routes.mine.path, icon: UserIcon, membersOnly: true },
  { label: labels.drawer.activity, path: routes.activity.path, icon: GiftIcon },
  { label: labels.drawer.service, path: routes.service.path, icon: ServiceIcon },
  { label: labels.drawer.agentLogin, path: href('gamePage', { dailiD: 1 }), icon: AgentIcon },
  { label: labels.drawer.appDownload, path: routes.appDownload.path, icon: AppDownloadIcon },
  { label: labels.drawer.aboutUs, path: href('boutBallBetInfo', { type: 7 }), icon: AboutIcon },
];
