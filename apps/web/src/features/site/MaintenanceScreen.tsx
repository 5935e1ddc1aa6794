import { useState } from 'react';
import { ServiceFrame } from '@/features/service';
import { labels, messages } from '@/messages';
import styles from './MaintenanceScreen.module.css';

/**
 * site_state 0: the maintenance picture and the operator's repair text (spec §2), and, ours (issue 10), the
 * way to customer service (the chat of /api/getservicerurl, in a frame as /kefu shows it, since no route
 * is open during maintenance); the shell's check of app info (useSiteStateCheck) brings the site back by itself.
 */
export default function MaintenanceScreen({ tips }: { tips: string }) {
  const [serviceOpen, setServiceOpen] = useState(false);
  return (
    <main className={styles.screen}>
      <img className={styles.image} src={`${import.meta.env.BASE_URL}maintenance.svg`} alt={labels.maintenance.imageAlt()} />
      <p className={styles.tips}>{tips}</p>
      <p className={styles.note}>{messages.recovery.maintenanceAutoReturn}</p>
      {serviceOpen ? (
        <ServiceFrame className={styles.frame} />
      ) : (
        <button type="button" className={styles.service} onClick={() => setServiceOpen(true)}>
          {messages.recovery.contactService}
        </button>
      )}
    </main>
  );
}
