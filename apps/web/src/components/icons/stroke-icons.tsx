import type { SVGProps } from 'react';

// The app's small stroke icons for what the first screens show (the footer, home's top bar, notice bar
// and shortcuts), drawn in antd-mobile-icons' style (48 grid, 1em, currentColor). The matching
// antd-mobile-icons cost several times more, because of their detailed outline paths: home's first screen
// drew about 8 KB gzip of icon paths before these. One icon per thing: 存款 and 取款 show the same icon in
// the footer and among home's shortcuts.
// This file holds the footer's, which the entry carries; those only home draws are in home-icons.tsx, in
// home's own code.

type IconProps = SVGProps<SVGSVGElement>;

export function StrokeIcon({ d, ...props }: IconProps & { d: string }) {
  return (
    <svg width="1em" height="1em" viewBox="0 0 48 48" fill="none" aria-hidden="true" {...props}>
      <path d={d} stroke="currentColor" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const GiftIcon = (props: IconProps) => (
  <StrokeIcon {...props} d="M7 16h34v8H7zM10 24h28v17H10zM24 16v25M24 16c-3-7-11-9-11-4s8 4 11 4c3 0 11 1 11-4s-8-3-11 4" />
);

export const ServiceIcon = (props: IconProps) => (
  <StrokeIcon {...props} d="M24 7C14 7 6 14 6 23c0 4 2 8 5 11l-2 7 8-4c2 1 5 1 7 1 10 0 18-7 18-15S34 7 24 7zM16 23h.1M24 23h.1M32 23h.1" />
);

export const UserIcon = (props: IconProps) => (
  <StrokeIcon {...props} d="M24 24a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM8 41c1-9 8-14 16-14s15 5 16 14z" />
);

export const UserAddIcon = (props: IconProps) => (
  <StrokeIcon {...props} d="M21 24a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM5 41c1-9 8-14 16-14 3 0 6 1 8 2M37 29v12M31 35h12" />
);

export const DepositIcon = (props: IconProps) => (
  <StrokeIcon {...props} d="M24 42a18 18 0 1 0 0-36 18 18 0 0 0 0 36zM17 14l7 9 7-9M24 23v12M17 24h14M17 30h14" />
);

export const WithdrawalIcon = (props: IconProps) => (
  <StrokeIcon {...props} d="M6 12h36v24H6zM6 19h36M12 29h8" />
);

