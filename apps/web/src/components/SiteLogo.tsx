import { useState } from 'react';
import { labels } from '@/messages';
import { useAppStore } from '@/stores/app-store';
import styles from './SiteLogo.module.css';

const FALLBACK_LOGO = `${import.meta.env.BASE_URL}logo.svg`;

/** The operator's logo from app info, or ours when none is set or it fails to load. */
export function SiteLogo() {
  const siteLogo = useAppStore((state) => state.appInfo?.site_logo);
  const [failed, setFailed] = useState(false);
  const src = siteLogo && !failed ? siteLogo : FALLBACK_LOGO;
  return <img className={styles.logo} src={src} alt={labels.header.logo()} onError={() => setFailed(true)} />;
}
