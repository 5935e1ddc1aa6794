import { CARD_NUMBER_MAX_LENGTH, CARDHOLDER_MAX_LENGTH, accountTail, type SavedCard } from '@lobby/contract';
import { useState } from 'react';
import chipStyles from '@/components/form/ChoiceChips.module.css';
import { TextField } from '@/components/form/TextField';
import { labels } from '@/messages';
import { useBoundBankCards } from '../api/get-bound-accounts';
import type { BankDepositFields } from '../useDepositForm';
import styles from './BankDepositForm.module.css';
import { BankSuggestions } from './BankSuggestions';

interface BankDepositFormProps {
  form: BankDepositFields;
  update: (field: keyof BankDepositFields) => (value: string) => void;
}

const cardChip = (card: SavedCard) => `${card.bank} ****${accountTail(card.bank_no, 'bank')}`;

/** A card number the list gives whole (an operator's back end may); Lobby's lists mask all but the tail. */
const wholeNumber = (bankNo: string) => (/^\d{12,}$/.test(bankNo) ? bankNo : null);

/**
 * The member's own paying account: depositor name, bank type, card number, branch address (part 2 §2).
 * A bound card fills them at a tap: name, bank and address, and the number when the list gives it whole;
 * a masked one (****0952) leaves the number to the member, asked for by its tail. The bank type is typed,
 * since a member may pay from a bank the operator's list does not hold; the list is offered under it.
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
        <div className={styles.boundCards}>
          <p id="deposit-bound-cards" className={styles.caption}>{labels.deposit.boundCards()}</p>
          <p id="deposit-bound-cards-hint" className={styles.hint}>{labels.deposit.boundCardsHint()}</p>
          <div className={chipStyles.chips} role="group" aria-labelledby="deposit-bound-cards"
            aria-describedby="deposit-bound-cards-hint">
            {cards.map((card) => (
              <button key={card.id} type="button" className={chipStyles.chip} onClick={() => fill(card)}
                aria-pressed={chosen?.id === card.id && form.bank === card.bank && form.bank_owner === card.bank_owner}>
                {cardChip(card)}
              </button>
            ))}
          </div>
        </div>
      )}
      <TextField id="deposit-owner" label={labels.deposit.depositor()} placeholder={labels.deposit.depositorPlaceholder()}
        maxLength={CARDHOLDER_MAX_LENGTH} value={form.bank_owner} onChange={update('bank_owner')} />
      <TextField id="deposit-bank" label={labels.deposit.bankType()} placeholder={labels.deposit.bankTypePlaceholder()}
        value={form.bank} onChange={update('bank')} />
      <BankSuggestions typed={form.bank} onPick={update('bank')} />
      <TextField id="deposit-bank-no" label={labels.deposit.cardNumber()} placeholder={numberPlaceholder}
        inputMode="numeric" maxLength={CARD_NUMBER_MAX_LENGTH} value={form.bank_no}
        onChange={(value) => update('bank_no')(value.replace(/\D/g, ''))} />
      <TextField id="deposit-bank-address" label={labels.deposit.bankAddress()}
        placeholder={labels.deposit.bankAddressPlaceholder()} value={form.bank_address} onChange={update('bank_address')} />
    </>
  );
}
