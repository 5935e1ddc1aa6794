import { Button, Dialog } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useGoBack } from '@/components/layout/useGoBack';
import { labels, messages } from '@/messages';
import styles from './NotBoundNotice.module.css';
import { href, routes } from '@/route-table';

/**
 * Blocks the deposit screen while the member has no bank card, USDT or AnToken wallet (part 2 §2):
 * bind a card, bind a USDT wallet, or close, which leaves the screen.
 */
export function NotBoundNotice({ visible }: { visible: boolean }) {
  const navigate = useNavigate();
  const goBack = useGoBack();
  return (
    <Dialog
      visible={visible}
      aria-label={labels.deposit.notBoundTitle()}
      title={labels.deposit.notBoundTitle()}
      content={
        <>
          <p>{messages.deposit.noWallet}</p>
          <div className={styles.actions}>
            <Button block color="primary" onClick={() => navigate(routes.addBankCard.path)}>{labels.deposit.bindBankCard()}</Button>
            <Button block color="primary" fill="outline" onClick={() => navigate(href('wallet', { type: 2, show: 1 }))}>
              {labels.deposit.bindUsdt()}
            </Button>
          </div>
        </>
      }
      actions={[{ key: 'close', text: labels.deposit.close(), onClick: goBack }]}
    />
  );
}
