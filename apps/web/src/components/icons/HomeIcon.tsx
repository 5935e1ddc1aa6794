import type { SVGProps } from 'react';

/** A house outline in antd-mobile-icons' style (1em, currentColor); that set has no home icon. */
export function HomeIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg width="1em" height="1em" viewBox="0 0 48 48" fill="none" aria-hidden="true" {...props}>
      <path
        d="M6 21.5 24 6l18 15.5M11 18v22a1 1 0 0 0 1 1h8V29h8v12h8a1 1 0 0 0 1-1V18"
        stroke="currentColor"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
