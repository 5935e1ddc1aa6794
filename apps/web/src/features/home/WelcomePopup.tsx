import { Dialog } from '@/components/dialog/Dialog';
import { SafeHtml } from '@/components/SafeHtml';
import { labels } from '@/messages';
import { siteConfig } from './site-config';
import styles from './WelcomePopup.module.css';

interface WelcomePopupProps {
  /** appInfo.webcontent: server HTML, sanitized here. */
  webContent: string;
  onClose: () => void;
}

/** The current address and the backup lines, for when the operator has set no welcome text. */
function SiteLines() {
  return (
    <dl className={styles.lines}>
      <dt>{labels.welcomePopup.currentLine()}</dt>
      <dd>{window.location.host}</dd>
      <dt>{labels.welcomePopup.backupLines()}</dt>
      {siteConfig.urlList.map((url) => <dd key={url}>{url}</dd>)}
    </dl>
  );
}

/** Home's welcome popup (index_modal 1): the operator's web content, else the site lines; closed by its button or a tap beside it. */
export function WelcomePopup({ webContent, onClose }: WelcomePopupProps) {
  return (
    <Dialog title={labels.welcomePopup.title()} closeOnBackdrop onClose={onClose}
      actions={[{ key: 'confirm', text: labels.welcomePopup.confirm(), primary: true, onClick: onClose }]}>
      {webContent.trim() ? <SafeHtml className={styles.content} html={webContent} /> : <SiteLines />}
    </Dialog>
  );
}
