import { CRYPTO_BANK, PROTOCOLS } from '@lobby/contract';
import { Button } from 'antd-mobile';
import textField from '@/components/form/TextField.module.css';
import { PageHeader } from '@/components/layout/PageHeader';
import { useGoBack } from '@/components/layout/useGoBack';
import { labels } from '@/messages';
import { WalletAddressFields } from './components/WalletAddressFields';
import { useWalletBindForm } from './useWalletBindForm';
import styles from './Wallet.module.css';

/** /addUsdtCard: a USDT address with its protocol; the address message names USDT (part 2 §2, §5). */
export default function AddUsdtCardPage() {
  const goBack = useGoBack();
  const wallet = useWalletBindForm(CRYPTO_BANK.usdt, 'usdt', goBack);
  return (
    <>
      <PageHeader title={labels.pageTitles.addUsdtCard()} />
      <div className={styles.form}>
        <div className={textField.row}>
          <span className={textField.required} aria-hidden="true" />
          <span className={textField.label}>{labels.wallet.currency()}</span>
          <span>{CRYPTO_BANK.usdt}</span>
        </div>
        <WalletAddressFields id="usdt" protocols={PROTOCOLS} wallet={wallet}
          addressPlaceholder={labels.wallet.usdtAddressPlaceholder()} />
      </div>
      <p className={styles.warning} role="note">{labels.wallet.usdtWarning()}</p>
      <div className={styles.actions}>
        <Button block color="primary" loading={wallet.pending} onClick={wallet.submit}>{labels.wallet.confirm()}</Button>
      </div>
    </>
  );
}
