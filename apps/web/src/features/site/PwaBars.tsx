import { useSyncExternalStore } from 'react';
import { labels } from '@/messages';
import { usePwaStore } from '@/stores/pwa-store';
import styles from './PwaBars.module.css';

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * The two bars over every page: offline (the shell opened from the service worker's cache, or the
 * connection dropped: what shows may be old, and nothing about money can be done), and 新版本可用 with
 * its reload. Loaded after the first render (RootShell).
 */
export default function PwaBars() {
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const { updateReady, applyUpdate } = usePwaStore();
  return (
    <div className={styles.bars}>
      {!online && <p className={styles.offline} role="status">{labels.pwa.offline()}</p>}
      {updateReady && applyUpdate && (
        <div className={styles.update} role="alert">
          <span>{labels.pwa.updateAvailable()}</span>
          <button type="button" className={styles.updateButton} onClick={applyUpdate}>{labels.pwa.updateNow()}</button>
        </div>
      )}
    </div>
  );
}
