import { validateBankCardBind, type BindCardPayload } from '@lobby/contract';
import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { messages } from '@/messages';
import { useBindCard } from './api/bind-card';

type BankCardForm = Required<BindCardPayload>;

const emptyForm: BankCardForm = { bank: '', bank_address: '', bank_no: '', bank_owner: '', pay_pass: '' };
const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** The bank-card form: card number and payment password take digits only; the bank-card rule runs before the call (part 2 §5). */
export function useBankCardForm(onBound: () => void) {
  const [form, setForm] = useState(emptyForm);
  const bind = useBindCard();
  const update = (field: keyof BankCardForm) => (value: string) =>
    setForm((old) => ({ ...old, [field]: field === 'bank_no' || field === 'pay_pass' ? digitsOnly(value) : value }));

  const submit = () => {
    const problem = validateBankCardBind(form);
    if (problem) {
      Toast.show({ content: problem });
      return;
    }
    bind.mutate(form, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: messages.card.bound });
        onBound();
      },
    });
  };

  return { form, update, submit, pending: bind.isPending };
}
