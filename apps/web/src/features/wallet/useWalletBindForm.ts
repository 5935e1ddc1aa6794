import {
  DEFAULT_PROTOCOL,
  sanitizeWalletAddress,
  validateWalletBind,
  type BindCardPayload,
  type Protocol,
} from '@lobby/contract';
import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { messages } from '@/messages';
import { useBindCard } from './api/bind-card';

const emptyForm = { address: '', protocol: DEFAULT_PROTOCOL as Protocol, payPass: '' };

/**
 * A USDT or AnToken address form: the address stripped of non-word characters as typed, the protocol
 * (TRC20 by default), the payment password in digits; checked with the wallet-bind rule before the call.
 */
export function useWalletBindForm(bank: string, screen: 'wallet' | 'usdt', onBound: () => void) {
  const [form, setForm] = useState(emptyForm);
  const bind = useBindCard();
  const reset = () => setForm(emptyForm);

  const submit = () => {
    const payload: BindCardPayload = { bank, bank_no: form.address, bank_owner: form.protocol, pay_pass: form.payPass };
    const problem = validateWalletBind(payload, { screen });
    if (problem) {
      Toast.show({ content: problem });
      return;
    }
    bind.mutate(payload, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: messages.card.bound });
        reset();
        onBound();
      },
    });
  };

  return {
    form,
    setAddress: (value: string) => setForm((old) => ({ ...old, address: sanitizeWalletAddress(value) })),
    setProtocol: (protocol: Protocol) => setForm((old) => ({ ...old, protocol })),
    setPayPass: (value: string) => setForm((old) => ({ ...old, payPass: value.replace(/\D/g, '') })),
    reset,
    submit,
    pending: bind.isPending,
  };
}
