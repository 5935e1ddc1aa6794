import { FREE_TRANSFER } from '@lobby/contract';
import { Toast } from 'antd-mobile';
import { ToggleSwitch } from '@/components/form/ToggleSwitch';
import { useState } from 'react';
import { NetworkError } from '@/lib/errors';
import { labels, messages } from '@/messages';
import { useUserStore } from '@/lib/member/user-store';
import { useSetFreeTransfer } from '../api/set-free-transfer';
import styles from '../Transfer.module.css';

/**
 * 免转模式: sends the new value at once. On failure it goes back to the member's mode; a lost answer
 * reads 服务器异常，请稍后再试！ (the spec's one exception to silent network failures, part 2 §8), a refusal
 * shows the server's message through the error policy.
 */
export function FreeTransferSwitch() {
  const stored = useUserStore((state) => state.userInfo?.transferstatus === FREE_TRANSFER.on);
  const [sent, setSent] = useState<boolean | null>(null);
  const setFreeTransfer = useSetFreeTransfer();
  const toggle = (on: boolean) => {
    setSent(on);
    setFreeTransfer.mutate(on ? FREE_TRANSFER.on : FREE_TRANSFER.off, {
      onSuccess: (message) => Toast.show({ icon: 'success', content: message }),
      onError: (error) => {
        if (error instanceof NetworkError) Toast.show({ icon: 'fail', content: messages.common.serverError });
      },
      onSettled: () => setSent(null),
    });
  };
  return (
    <section className={`${styles.section} ${styles.switchRow}`}>
      <span id="free-transfer-label">{labels.transfer.freeTransfer()}</span>
      <ToggleSwitch checked={sent ?? stored} busy={setFreeTransfer.isPending} onChange={toggle}
        labelledBy="free-transfer-label" />
    </section>
  );
}
