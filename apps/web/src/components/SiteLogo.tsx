import { useState } from 'react';
import { pageBrand } from '@/lib/brand';
import { labels } from '@/messages';
import { useAppStore } from '@/stores/app-store';
import styles from './SiteLogo.module.css';

// The brand's logo (the page's <html data-logo>), or the build's own for a page served without a brand.
const FALLBACK_LOGO = pageBrand().logo ?? `${import.meta.env.BASE_URL}logo.svg`;

/** The operator's logo from app info, or the brand's when none is set or it fails to load. */
export function SiteLogo() {
  const siteLogo = useAppStore((state) => state.appInfo?.site_logo);
  const [failed, setFailed] = useState(false);
  const src = siteLogo && !failed ? siteLogo : FALLBACK_LOGO;
  return <img className={styles.logo} src={src} alt={labels.header.logo()} onError={() => setFailed(true)} />;
}
