import { labels } from '@/messages';
import styles from './MaintenanceScreen.module.css';

/** site_state 0: only the maintenance picture and the operator's repair text (spec §2). */
export function MaintenanceScreen({ tips }: { tips: string }) {
  return (
    <main className={styles.screen}>
      <img className={styles.image} src={`${import.meta.env.BASE_URL}maintenance.svg`} alt={labels.maintenance.imageAlt} />
      <p className={styles.tips}>{tips}</p>
    </main>
  );
}
