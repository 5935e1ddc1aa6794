import { Button } from 'antd-mobile';
import { PageHeader } from '@/components/layout/PageHeader';
import { SiteLogo } from '@/components/SiteLogo';
import { InstallGuide } from '@/features/install';
import { labels } from '@/messages';
import { useAppStore } from '@/stores/app-store';
import { useVisitWebVersion } from './api/get-visit-url';
import styles from './AppDownloadPage.module.css';
import { startDownload } from './start-download';

/**
 * /app: the download button with the iOS download address (part 1 §2), and the web version through
 * /api/getVisitUrl. The spec names that call without its screen; this page, where visitors arrive
 * from outside the app, is where a referred visitor is sent on to register with the saved pid.
 */
export default function AppDownloadPage() {
  const downloadUrl = useAppStore((state) => state.appInfo?.ios_download_url);
  const pid = useAppStore((state) => state.pid);
  const visit = useVisitWebVersion();
  return (
    <>
      <PageHeader title={labels.pageTitles.appDownload()} />
      <main className={styles.page}>
        <div className={styles.logo}>
          <SiteLogo />
        </div>
        <p className={styles.intro}>{labels.appDownload.intro()}</p>
        <Button block color="primary" size="large" disabled={!downloadUrl} onClick={() => startDownload(downloadUrl ?? '')}>
          {labels.appDownload.download()}
        </Button>
        <Button block color="primary" fill="outline" size="large" loading={visit.isPending} onClick={() => visit.mutate(pid)}>
          {labels.appDownload.visitWeb()}
        </Button>
        <InstallGuide />
      </main>
    </>
  );
}
