import { WITHDRAW_REDIRECT_MS, validateWithdrawal } from '@lobby/contract';
import { Toast } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@/messages';
import { useWithdraw } from './api/withdraw';
import type { WithdrawalMode } from './withdrawal-modes';
import { routes } from '@/route-table';

interface WithdrawalDraft {
  mode: WithdrawalMode;
  accountId: number | null;
  amount: string;
  password: string;
}

/**
 * Checks the rules of part 2 §5 in order, sends the withdrawal, and on success says it awaits review,
 * then opens the transaction record after 1.5 s (unless the member has left the screen by then).
 */
export function useSubmitWithdrawal() {
  const navigate = useNavigate();
  const withdrawMutation = useWithdraw();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const submit = ({ mode, accountId, amount, password }: WithdrawalDraft) => {
    const problem = validateWithdrawal({ qutype: mode, bank: accountId ?? '', amount, password });
    if (problem) {
      Toast.show({ content: problem });
      return;
    }
    withdrawMutation.mutate(
      { amount: Number(amount), bank: accountId!, password },
      {
        onSuccess: () => {
          Toast.show({ icon: 'success', content: messages.withdrawal.submitted });
          redirect.current = setTimeout(() => navigate(routes.transRecord.path), WITHDRAW_REDIRECT_MS);
        },
      },
    );
  };
  // Stays busy after success too: the screen is about to leave, a second tap must not send again.
  return { submit, pending: withdrawMutation.isPending || withdrawMutation.isSuccess };
}
