import { Button } from 'antd-mobile';
import { labels } from '@/messages';
import styles from './PaymentCode.module.css';

/** The payment QR image and, when the order has one, the link to its payment page (opened beside the app). */
export function PaymentCode({ qrcode, url }: { qrcode: string; url: string }) {
  return (
    <div className={styles.code}>
      {qrcode && <img className={styles.image} src={qrcode} alt={labels.depositDetail.qrCode()} />}
      {url && (
        <Button color="primary" fill="outline" onClick={() => void window.open(url, '_blank', 'noopener')}>
          {labels.depositDetail.payNow()}
        </Button>
      )}
    </div>
  );
}
