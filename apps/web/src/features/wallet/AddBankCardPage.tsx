import { CARD_NUMBER_MAX_LENGTH, CARDHOLDER_MAX_LENGTH, PAY_PASSWORD_LENGTH } from '@lobby/contract';
import { Button } from 'antd-mobile';
import { TextField } from '@/components/form/TextField';
import { PageHeader } from '@/components/layout/PageHeader';
import { useGoBack } from '@/components/layout/useGoBack';
import { labels } from '@/messages';
import { BankPickerField } from './components/BankPickerField';
import { useBankCardForm } from './useBankCardForm';
import styles from './Wallet.module.css';

/** /addBankCard: bank, branch address, card number, cardholder and payment password; back after binding (part 2 §2, §4). */
export default function AddBankCardPage() {
  const goBack = useGoBack();
  const { form, update, submit, pending } = useBankCardForm(goBack);
  return (
    <>
      <PageHeader title={labels.pageTitles.addBankCard()} />
      <div className={styles.form}>
        <BankPickerField value={form.bank} onChange={update('bank')} />
        <TextField id="bank-card-branch" label={labels.wallet.branch()} placeholder={labels.wallet.branchPlaceholder()}
          value={form.bank_address} onChange={update('bank_address')} />
        <TextField id="bank-card-number" label={labels.wallet.cardNumber()} inputMode="numeric"
          maxLength={CARD_NUMBER_MAX_LENGTH} autoComplete="off" placeholder={labels.wallet.cardNumberPlaceholder()}
          value={form.bank_no} onChange={update('bank_no')} />
        <TextField id="bank-card-holder" label={labels.wallet.holder()} maxLength={CARDHOLDER_MAX_LENGTH}
          autoComplete="name" placeholder={labels.wallet.holderPlaceholder()}
          value={form.bank_owner} onChange={update('bank_owner')} />
        <TextField id="bank-card-pay-pass" label={labels.wallet.payPassword()} type="password" inputMode="numeric"
          maxLength={PAY_PASSWORD_LENGTH} autoComplete="off" placeholder={labels.wallet.payPasswordPlaceholder()}
          value={form.pay_pass} onChange={update('pay_pass')} />
      </div>
      <div className={styles.actions}>
        <Button block color="primary" loading={pending} onClick={submit}>{labels.wallet.confirm()}</Button>
      </div>
    </>
  );
}
