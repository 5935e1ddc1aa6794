import type { ReactNode } from 'react';
import styles from './QueryState.module.css';

// The pictures above the full-page empty and error states: drawn inline (no request, no font), in the
// palette through CSS classes, hidden from assistive technology (the text says it all).

/** The frame both pictures share: the size, the shadow they stand on. */
function Art({ children }: { children: ReactNode }) {
  return (
    <svg className={styles.art} viewBox="0 0 96 72" width="96" height="72" aria-hidden="true">
      <ellipse className={styles.artShadow} cx="48" cy="64" rx="36" ry="5" />
      {children}
    </svg>
  );
}

export function EmptyArt() {
  return (
    <Art>
      <path className={styles.artFill} d="M18 34 30 14h36l12 20v22a4 4 0 0 1-4 4H22a4 4 0 0 1-4-4z" />
      <path className={styles.artLine} d="M18 34 30 14h36l12 20M18 34v22a4 4 0 0 0 4 4h52a4 4 0 0 0 4-4V34H62a6 6 0 0 1-6 6H40a6 6 0 0 1-6-6z" />
      <path className={styles.artAccent} d="M48 2v6M36 5l3 5M60 5l-3 5" />
    </Art>
  );
}

export function ErrorArt() {
  return (
    <Art>
      <path className={styles.artFill} d="M28 54a14 14 0 0 1-1-28 20 20 0 0 1 38-4 16 16 0 0 1 3 32z" />
      <path className={styles.artLine} d="M28 54a14 14 0 0 1-1-28 20 20 0 0 1 38-4 16 16 0 0 1 3 32z" />
      <path className={styles.artAccent} d="M48 26v14M48 46v1" />
    </Art>
  );
}
