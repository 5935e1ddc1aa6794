import { PAY_PASSWORD_LENGTH, WALLET_ADDRESS_MAX, type Protocol } from '@lobby/contract';
import { Radio } from 'antd-mobile';
import textField from '@/components/form/TextField.module.css';
import { TextField } from '@/components/form/TextField';
import { useNativeRadioGroup } from '@/components/form/useNativeRadioGroup';
import { labels } from '@/messages';
import type { useWalletBindForm } from '../useWalletBindForm';
import styles from '../Wallet.module.css';

interface WalletAddressFieldsProps {
  /** Prefix of the inputs' ids, unique on the page. */
  id: string;
  protocols: readonly Protocol[];
  wallet: ReturnType<typeof useWalletBindForm>;
  addressPlaceholder?: string;
}

/** Address, protocol and payment password of a crypto wallet (part 2 §2). */
export function WalletAddressFields({ id, protocols, wallet, addressPlaceholder }: WalletAddressFieldsProps) {
  const { form } = wallet;
  const protocolGroup = useNativeRadioGroup<HTMLDivElement>();
  return (
    <>
      <TextField id={`${id}-address`} label={labels.wallet.address()} maxLength={WALLET_ADDRESS_MAX} autoComplete="off"
        placeholder={addressPlaceholder ?? labels.wallet.addressPlaceholder()}
        value={form.address} onChange={wallet.setAddress} />
      <div ref={protocolGroup} className={textField.row} role="radiogroup" aria-labelledby={`${id}-protocol`}>
        <span className={textField.required} aria-hidden="true" />
        <span className={textField.label} id={`${id}-protocol`}>{labels.wallet.protocol()}</span>
        <Radio.Group value={form.protocol} onChange={(value) => wallet.setProtocol(value as Protocol)}>
          <div className={styles.protocols}>
            {protocols.map((protocol) => <Radio key={protocol} value={protocol}>{protocol}</Radio>)}
          </div>
        </Radio.Group>
      </div>
      <TextField id={`${id}-pay-pass`} label={labels.wallet.payPassword()} type="password" inputMode="numeric"
        maxLength={PAY_PASSWORD_LENGTH} autoComplete="off" placeholder={labels.wallet.payPasswordPlaceholder()}
        value={form.payPass} onChange={wallet.setPayPass} />
    </>
  );
}
