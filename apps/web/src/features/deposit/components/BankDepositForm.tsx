import { CARD_NUMBER_MAX_LENGTH, CARDHOLDER_MAX_LENGTH } from '@lobby/contract';
import { TextField } from '@/components/form/TextField';
import { labels } from '@/messages';
import type { BankDepositFields } from '../useDepositForm';

interface BankDepositFormProps {
  form: BankDepositFields;
  update: (field: keyof BankDepositFields) => (value: string) => void;
}

/** The member's own paying account: depositor name, bank type, card number, branch address (part 2 §2). */
export function BankDepositForm({ form, update }: BankDepositFormProps) {
  return (
    <>
      <TextField id="deposit-owner" label={labels.deposit.depositor} placeholder={labels.deposit.depositorPlaceholder}
        maxLength={CARDHOLDER_MAX_LENGTH} value={form.bank_owner} onChange={update('bank_owner')} />
      <TextField id="deposit-bank" label={labels.deposit.bankType} placeholder={labels.deposit.bankTypePlaceholder}
        value={form.bank} onChange={update('bank')} />
      <TextField id="deposit-bank-no" label={labels.deposit.cardNumber} placeholder={labels.deposit.cardNumberPlaceholder}
        inputMode="numeric" maxLength={CARD_NUMBER_MAX_LENGTH} value={form.bank_no}
        onChange={(value) => update('bank_no')(value.replace(/\D/g, ''))} />
      <TextField id="deposit-bank-address" label={labels.deposit.bankAddress}
        placeholder={labels.deposit.bankAddressPlaceholder} value={form.bank_address} onChange={update('bank_address')} />
    </>
  );
}
