import {
  CRYPTO_BANK,
  DEPOSIT_PAYTYPES,
  validateBankDeposit,
  validateDepositAmount,
  type PayRange,
  type PayWayKey,
  type Protocol,
  type RechargePayload,
} from '@lobby/contract';
import { Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { messages } from '@/messages';
import { useRecharge } from './api/recharge';
import type { BankDepositFields } from './useDepositForm';
import { href, routes } from '@/route-table';

interface DepositDraft {
  way: PayWayKey;
  protocol: Protocol;
  amount: string;
  bankForm: BankDepositFields;
  range: PayRange;
}

/** The first failing rule of part 2 §5: the bank form in its order, then the amount range. */
function problemOf({ way, amount, bankForm, range }: DepositDraft): string | null {
  return (way === 'card' ? validateBankDeposit(bankForm) : null) ?? validateDepositAmount(amount, range);
}

function payloadOf({ way, protocol, amount, bankForm }: DepositDraft): RechargePayload {
  const payload: RechargePayload = { paytype: DEPOSIT_PAYTYPES[way], amount: Number(amount) };
  if (way === 'card') return { ...payload, ...bankForm };
  if (way === 'usdt') return { ...payload, catepay: protocol };
  if (way === 'antoken') return { ...payload, bank: CRYPTO_BANK.antoken };
  return payload;
}

/**
 * Submits a deposit (part 2 §4): a bank deposit waits for review and the member goes to the
 * transaction record; every other method opens its order's detail by the number the server answers.
 */
export function useSubmitDeposit() {
  const navigate = useNavigate();
  const rechargeMutation = useRecharge();
  const submit = (draft: DepositDraft) => {
    const problem = problemOf(draft);
    if (problem) {
      Toast.show({ content: problem });
      return;
    }
    rechargeMutation.mutate(payloadOf(draft), {
      onSuccess: (depositNo) => {
        if (draft.way === 'card') {
          Toast.show({ icon: 'success', content: messages.deposit.submitted });
          navigate(routes.transRecord.path);
        } else {
          navigate(href('payInfo', { deposit_no: depositNo }));
        }
      },
    });
  };
  return { submit, pending: rechargeMutation.isPending };
}
