import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { Dialog } from '@/components/dialog/Dialog';
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
  if (!visible) return null;
  // No tap beside it closes it: the screen behind is of no use without a card or a wallet.
  return (
    <Dialog title={labels.deposit.notBoundTitle()} actions={[{ key: 'close', text: labels.deposit.close(), onClick: goBack }]}>
      <p>{messages.deposit.noWallet}</p>
      <div className={styles.actions}>
        <Button block color="primary" onClick={() => navigate(routes.addBankCard.path)}>{labels.deposit.bindBankCard()}</Button>
        <Button block color="primary" fill="outline" onClick={() => navigate(href('wallet', { type: 2, show: 1 }))}>
          {labels.deposit.bindUsdt()}
        </Button>
      </div>
    </Dialog>
  );
}
