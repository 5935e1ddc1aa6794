import { PageHeader } from '@/components/layout/PageHeader';
import { labels } from '@/messages';
import { ServiceFrame } from './components/ServiceFrame';
import styles from './ServicePage.module.css';

/** /kefu: the customer-service chat in a frame (part 1 §2). */
export default function ServicePage() {
  return (
    <>
      <PageHeader title={labels.pageTitles.service()} />
      <ServiceFrame className={styles.frame} />
    </>
  );
}
