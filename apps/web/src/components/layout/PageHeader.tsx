import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { HomeIcon } from '@/components/icons/HomeIcon';
import { labels } from '@/messages';
import styles from './PageHeader.module.css';
import { useGoBack } from './useGoBack';
import { routes } from '@/route-table';

interface PageHeaderProps {
  title: string;
  /** Extra actions left of the home button (customer service, balance). */
  right?: ReactNode;
  /** Pages reached only from the main layout (member centre) have no previous page to return to. */
  showBack?: boolean;
}

/** Every screen's header: back to the previous page, the title, a home button (part 2 §2). */
export function PageHeader({ title, right, showBack = true }: PageHeaderProps) {
  const navigate = useNavigate();
  const goBack = useGoBack();
  return (
    <header className={styles.header}>
      <div className={styles.side}>
        {showBack && (
          <button type="button" className={styles.icon} aria-label={labels.header.back()} onClick={goBack}>
            <LeftOutline />
          </button>
        )}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={`${styles.side} ${styles.end}`}>
        {right}
        <button type="button" className={styles.icon} aria-label={labels.header.home()} onClick={() => navigate(routes.home.path)}>
          <HomeIcon />
        </button>
      </div>
    </header>
  );
}
