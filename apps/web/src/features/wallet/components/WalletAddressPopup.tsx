import { Button, Popup } from 'antd-mobile';
import { labels } from '@/messages';
import { useWalletBindForm } from '../useWalletBindForm';
import type { CryptoWallet } from '../wallet-tabs';
import styles from '../Wallet.module.css';
import { WalletAddressFields } from './WalletAddressFields';

interface WalletAddressPopupProps {
  wallet: CryptoWallet;
  visible: boolean;
  onClose: () => void;
}

/** 'add wallet address': the bottom form of the USDT and AnToken tabs; it starts afresh (TRC20) each time it closes (part 2 §4). */
export function WalletAddressPopup({ wallet, visible, onClose }: WalletAddressPopupProps) {
  const form = useWalletBindForm(wallet.bank, 'wallet', onClose);
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Popup visible={visible} onMaskClick={close} onClose={close} destroyOnClose>
      <section role="dialog" aria-labelledby="wallet-popup-title">
        <h2 id="wallet-popup-title" className={styles.popupTitle}>{labels.wallet.addAddressTitle()}</h2>
        <div className={styles.form}>
          <WalletAddressFields id="wallet-popup" protocols={wallet.protocols} wallet={form} />
        </div>
        <div className={styles.actions}>
          <Button block color="primary" loading={form.pending} onClick={form.submit}>{labels.wallet.confirm()}</Button>
        </div>
      </section>
    </Popup>
  );
}
