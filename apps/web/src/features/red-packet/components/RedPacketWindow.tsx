import type { RedPacketWindow as WindowState } from '@lobby/contract';
import { labels } from '@/messages';
import styles from './RedPacketWindow.module.css';

/** 'HH:MM:SS' of a span in milliseconds (whole seconds, rounded up so 00:00:00 is the moment it flips). */
function clock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/**
 * When today's rain is (10:00-12:00 Beijing time), where it stands (not started today, running, over for
 * today, or the activity not begun or ended, from the rules' US Eastern dates) and the countdown to the
 * next change (issue 13).
 */
export function RedPacketWindow({ state, until, now }: WindowState & { now: number }) {
  return (
    <div className={styles.window}>
      <p className={styles.hours}>{labels.redPacket.window()}</p>
      <p className={`${styles.state} ${state === 'open' ? styles.open : ''}`} role="status">{labels.redPacket.states[state]()}</p>
      {until !== undefined && state !== 'ended' && (
        <p className={styles.countdown}>
          {labels.redPacket.countdowns[state]()}
          <span role="timer" className={styles.clock}>{clock(until - now)}</span>
        </p>
      )}
    </div>
  );
}
