import type { SVGProps } from 'react';
import { StrokeIcon } from './stroke-icons';

// The stroke icons only home draws (its top bar, notice bar and shortcuts), in the style of
// stroke-icons.tsx; a file of their own so that they load with home's code, not with the entry.

type IconProps = SVGProps<SVGSVGElement>;

/** 额度转换: money moving both ways between the main wallet and a venue's. */
export const TransferIcon = (props: IconProps) => (
  <StrokeIcon {...props} d="M8 17h31l-7-7M40 31H9l7 7" />
);

/** VIP. */
export const StarIcon = (props: IconProps) => (
  <StrokeIcon {...props} d="M24 6l5.3 11.8L42 19.1l-9.6 8.6 2.7 12.6L24 33.8l-11.1 6.5 2.7-12.6L6 19.1l12.7-1.3z" />
);

/** Notices: a loudspeaker. */
export const NoticeIcon = (props: IconProps) => (
  <StrokeIcon {...props} d="M8 19h7l10-8v26l-10-8H8zM32 18c2 2 3 4 3 6s-1 4-3 6M37 13c3.5 3 5 7 5 11s-1.5 8-5 11" />
);

/** The menu (home's left drawer): a list. */
export const MenuIcon = (props: IconProps) => (
  <StrokeIcon {...props} d="M8 12h.1M8 24h.1M8 36h.1M16 12h24M16 24h24M16 36h24" />
);

/** 代理登录 (home's drawer): a badge on a lanyard. */
export const AgentIcon = (props: IconProps) => (
  <StrokeIcon {...props} d="M18 6h12v8H18zM10 14h28v28H10zM24 31a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM16 38c1-4 4-6 8-6s7 2 8 6" />
);

/** APP下载 (home's drawer): a phone with an arrow down. */
export const AppDownloadIcon = (props: IconProps) => (
  <StrokeIcon {...props} d="M14 6h20v36H14zM21 37h6M24 13v14M18 21l6 6 6-6" />
);

/** 关于我们 (home's drawer): an i in a circle. */
export const AboutIcon = (props: IconProps) => (
  <StrokeIcon {...props} d="M24 42a18 18 0 1 0 0-36 18 18 0 0 0 0 36zM24 22v12M24 15h.1" />
);

/** 退出登录 (home's drawer): an arrow out of a door. */
export const LogoutIcon = (props: IconProps) => (
  <StrokeIcon {...props} d="M20 8H10v32h10M30 15l9 9-9 9M39 24H19" />
);
