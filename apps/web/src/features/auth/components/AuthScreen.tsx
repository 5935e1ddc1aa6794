import { CloseOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { SiteLogo } from '@/components/SiteLogo';
import { labels } from '@/messages';
import styles from './AuthScreen.module.css';
import { routes } from '@/route-table';

interface AuthScreenProps {
  title: string;
  children: ReactNode;
}

/** The frame of the login and registration screens: close button to home, logo, title. */
export function AuthScreen({ title, children }: AuthScreenProps) {
  const navigate = useNavigate();
  return (
    <div className={styles.screen}>
      <button type="button" className={styles.close} aria-label={labels.auth.close()} onClick={() => navigate(routes.home.path)}>
        <CloseOutline />
      </button>
      <div className={styles.brand}>
        <SiteLogo />
      </div>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}
