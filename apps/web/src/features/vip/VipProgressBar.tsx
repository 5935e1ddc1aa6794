import styles from './VipProgressBar.module.css';

/**
 * The one VIP progress bar, drawn on chrome. Not antd-mobile's ProgressBar: its own track colour (a light
 * grey) wins over the card's, and an empty bar then reads as a full one on the dark card.
 */
export function VipProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div className={styles.track} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <div className={styles.fill} style={{ width: `${percent}%` }} />
    </div>
  );
}
