import { CloseOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { labels } from '@/messages';
import { useAppStore } from '@/stores/app-store';
import styles from './AppDownloadBanner.module.css';

/** The app download strip above the top bar, when app_state is 1; closed for the rest of the visit. */
export function AppDownloadBanner() {
  const appInfo = useAppStore((state) => state.appInfo);
  const [closed, setClosed] = useState(false);
  if (closed || Number(appInfo?.app_state) !== 1 || !appInfo?.ios_download_url) return null;
  return (
    <aside className={styles.banner} aria-label={labels.homePage.appBanner()}>
      <button type="button" className={styles.close} aria-label={labels.homePage.appBannerClose()} onClick={() => setClosed(true)}>
        <CloseOutline />
      </button>
      <span className={styles.text}>{labels.homePage.appBanner()}</span>
      <a className={styles.download} href={appInfo.ios_download_url} target="_blank" rel="noopener noreferrer">
        <span className={styles.pill}>{labels.homePage.appBannerDownload()}</span>
      </a>
    </aside>
  );
}
