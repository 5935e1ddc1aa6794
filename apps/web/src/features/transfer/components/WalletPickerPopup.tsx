import { Popup } from 'antd-mobile';
import { labels } from '@/messages';
import type { TransferWallet } from '../useTransferWallets';
import styles from '../Transfer.module.css';

interface WalletPickerPopupProps {
  visible: boolean;
  wallets: TransferWallet[];
  onPick: (wallet: TransferWallet) => void;
  onClose: () => void;
}

/** 'select wallet': the bottom popup of the from and to pickers. */
export function WalletPickerPopup({ visible, wallets, onPick, onClose }: WalletPickerPopupProps) {
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.pickerBody}>
      <section role="dialog" aria-labelledby="transfer-picker-title">
        <h2 className={styles.popupTitle} id="transfer-picker-title">{labels.transfer.selectWallet()}</h2>
        <ul className={styles.options}>
          {wallets.map((wallet) => (
            <li key={wallet.platform}>
              <button type="button" className={styles.option} onClick={() => { onPick(wallet); onClose(); }}>
                {wallet.name}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </Popup>
  );
}
