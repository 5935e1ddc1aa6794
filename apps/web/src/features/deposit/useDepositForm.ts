import { DEFAULT_PROTOCOL, firstEnabledPayWay, type PayWay, type Protocol } from '@lobby/contract';
import { useState } from 'react';
import { MANUAL_WAY, type DepositWay } from './pay-way-tabs';

export interface BankDepositFields {
  bank_owner: string;
  bank: string;
  bank_no: string;
  bank_address: string;
}

const EMPTY_BANK_FORM: BankDepositFields = { bank_owner: '', bank: '', bank_no: '', bank_address: '' };

/**
 * The deposit screen's state (part 2 §4): the first enabled method chosen once the flags arrive;
 * switching method resets the protocol to TRC20 and clears the bank form and the amount.
 */
export function useDepositForm(flags: PayWay | undefined) {
  const [chosenWay, setWay] = useState<DepositWay | null>(null);
  // Until the member picks one, the first enabled method once the flags are here.
  const way = chosenWay ?? (flags ? (firstEnabledPayWay(flags) ?? MANUAL_WAY) : null);
  const [protocol, setProtocol] = useState<Protocol>(DEFAULT_PROTOCOL);
  const [amount, setAmount] = useState('');
  const [bankForm, setBankForm] = useState<BankDepositFields>(EMPTY_BANK_FORM);

  const chooseWay = (next: DepositWay) => {
    setWay(next);
    setProtocol(DEFAULT_PROTOCOL);
    setBankForm(EMPTY_BANK_FORM);
    setAmount('');
  };

  const updateBankForm = (field: keyof BankDepositFields) => (value: string) =>
    setBankForm((old) => ({ ...old, [field]: value }));

  return { way, chooseWay, protocol, setProtocol, amount, setAmount, bankForm, updateBankForm };
}
