import { CARD_NUMBER_MAX_LENGTH, CARDHOLDER_MAX_LENGTH, accountTail, type SavedCard } from '@lobby/contract';
import { useState } from 'react';
import styles from '@/components/form/ChoiceChips.module.css';
import { TextField } from '@/components/form/TextField';
import { BankPickerField } from '@/features/wallet';
import { labels } from '@/messages';
import { useBoundBankCards } from '../api/get-bound-accounts';
import type { BankDepositFields } from '../useDepositForm';

interface BankDepositFormProps {
  form: BankDepositFields;
  update: (field: keyof BankDepositFields) => (value: string) => void;
}

const cardChip = (card: SavedCard) => `${card.bank} ****${accountTail(card.bank_no, 'bank')}`;

/** A card number the list gives whole (an operator's back end may); Lobby's lists mask all but the tail. */
const wholeNumber = (bankNo: string) => (/^\d{12,}$/.test(bankNo) ? bankNo : null);

/**
 * The member's own paying account: depositor name, bank type, card number, branch address (part 2 §2).
 * A bound card fills them at a tap (issue 13): name, bank and address, and the number when the list gives
 * it whole; a masked one (****0952) leaves the number to the member, asked for by its tail. The bank type
 * is picked from the bank list, as on 添加银行卡, rather than typed.
 */
export function BankDepositForm({ form, update }: BankDepositFormProps) {
  const cards = useBoundBankCards();
  const [chosen, setChosen] = useState<SavedCard | null>(null);
  const fill = (card: SavedCard) => {
    setChosen(card);
    update('bank_owner')(card.bank_owner);
    update('bank')(card.bank);
    update('bank_no')(wholeNumber(card.bank_no) ?? '');
    update('bank_address')(card.bank_address);
  };
  const numberPlaceholder = chosen && !wholeNumber(chosen.bank_no)
    ? labels.deposit.cardNumberOfTail(accountTail(chosen.bank_no, 'bank'))
    : labels.deposit.cardNumberPlaceholder();
  return (
    <>
      {cards.length > 0 && (
        <div className={styles.chips} role="group" aria-label={labels.deposit.boundCards()}>
          {cards.map((card) => (
            <button key={card.id} type="button" className={styles.chip} onClick={() => fill(card)}
              aria-pressed={chosen?.id === card.id && form.bank === card.bank && form.bank_owner === card.bank_owner}>
              {cardChip(card)}
            </button>
          ))}
        </div>
      )}
      <TextField id="deposit-owner" label={labels.deposit.depositor()} placeholder={labels.deposit.depositorPlaceholder()}
        maxLength={CARDHOLDER_MAX_LENGTH} value={form.bank_owner} onChange={update('bank_owner')} />
      <BankPickerField id="deposit-bank" label={labels.deposit.bankType()} placeholder={labels.deposit.bankTypePlaceholder()}
        value={form.bank} onChange={update('bank')} />
      <TextField id="deposit-bank-no" label={labels.deposit.cardNumber()} placeholder={numberPlaceholder}
        inputMode="numeric" maxLength={CARD_NUMBER_MAX_LENGTH} value={form.bank_no}
        onChange={(value) => update('bank_no')(value.replace(/\D/g, ''))} />
      <TextField id="deposit-bank-address" label={labels.deposit.bankAddress()}
        placeholder={labels.deposit.bankAddressPlaceholder()} value={form.bank_address} onChange={update('bank_address')} />
    </>
  );
}
