import { TRANSFER_AMOUNT_MAX_LENGTH, formatYuan, validateTransfer } from '@lobby/contract';
import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import textField from '@/components/form/TextField.module.css';
import { AllAmountButton } from '@/components/form/AllAmountButton';
import { TextField } from '@/components/form/TextField';
import { labels } from '@/messages';
import { useTransferBalance } from '../api/transfer-balance';
import type { TransferWallet } from '../useTransferWallets';
import styles from '../Transfer.module.css';
import { WalletPickerPopup } from './WalletPickerPopup';

type Side = 'source' | 'target';

/** A from or to row: the chosen wallet's name, opening the 'select wallet' popup. */
function WalletChoice({ id, label, wallet, onOpen }: { id: string; label: string; wallet?: TransferWallet; onOpen: () => void }) {
  return (
    <div className={textField.row}>
      <span className={textField.required} aria-hidden="true" />
      <span className={textField.label} id={id}>{label}</span>
      <button type="button" className={styles.choose} aria-labelledby={id} aria-describedby={`${id}-value`} onClick={onOpen}>
        <span id={`${id}-value`} className={wallet ? undefined : styles.placeholder}>{wallet?.name ?? labels.transfer.choose()}</span>
      </button>
    </div>
  );
}

/** From, to, amount with 'all amount', and 'transfer now'; the transfer rules before the call (part 2 §2, §5). */
export function TransferForm({ wallets }: { wallets: TransferWallet[] }) {
  const [source, setSource] = useState('');
  const [target, setTarget] = useState('');
  const [amount, setAmount] = useState('');
  const [picking, setPicking] = useState<Side | null>(null);
  const transfer = useTransferBalance();
  const walletOf = (platform: string) => wallets.find((wallet) => wallet.platform === platform);

  const pick = (wallet: TransferWallet) => {
    if (picking === 'target') {
      setTarget(wallet.platform);
      return;
    }
    // A new source clears the amount (part 2 §4): 'all amount' meant the old source's balance.
    if (wallet.platform !== source) setAmount('');
    setSource(wallet.platform);
  };
  const fillAll = () => {
    const balance = walletOf(source)?.balance;
    if (balance !== undefined) setAmount(formatYuan(balance));
  };
  const submit = () => {
    const payload = { amount, sourcetype: source, targettype: target };
    const problem = validateTransfer(payload);
    if (problem) {
      Toast.show({ content: problem });
      return;
    }
    transfer.mutate(
      { ...payload, amount: Number(amount) },
      {
        onSuccess: ({ done, message }) => {
          Toast.show({ content: message });
          if (done) setAmount('');
        },
      },
    );
  };

  return (
    <section className={styles.section}>
      <WalletChoice id="transfer-source" label={labels.transfer.from()} wallet={walletOf(source)} onOpen={() => setPicking('source')} />
      <WalletChoice id="transfer-target" label={labels.transfer.to()} wallet={walletOf(target)} onOpen={() => setPicking('target')} />
      <TextField id="transfer-amount" label={labels.transfer.amount()} inputMode="decimal"
        maxLength={TRANSFER_AMOUNT_MAX_LENGTH} autoComplete="off" placeholder={labels.transfer.amountPlaceholder()}
        value={amount} onChange={setAmount}
        extra={<AllAmountButton onClick={fillAll} />} />
      <div className={styles.actions}>
        <Button block color="primary" loading={transfer.isPending} onClick={submit}>{labels.transfer.submit()}</Button>
      </div>
      <WalletPickerPopup visible={picking !== null} wallets={wallets} onPick={pick} onClose={() => setPicking(null)} />
    </section>
  );
}
