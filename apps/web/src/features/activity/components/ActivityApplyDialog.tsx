import { validateActivityAmount } from '@lobby/contract';
import { Input, Toast } from 'antd-mobile';
import { useState } from 'react';
import { Dialog } from '@/components/dialog/Dialog';
import { labels } from '@/messages';
import { useApplyActivity } from '../api/apply-activity';
import styles from './ActivityApplyDialog.module.css';

interface ActivityApplyDialogProps {
  activityId: number;
  visible: boolean;
  onClose: () => void;
}

/** 'activity application': a digits-only amount sent with the promotion's id (part 1 §2, §5). */
export function ActivityApplyDialog({ activityId, visible, onClose }: ActivityApplyDialogProps) {
  const [amount, setAmount] = useState('');
  const apply = useApplyActivity();

  const submit = () => {
    const problem = validateActivityAmount(amount);
    if (problem) {
      Toast.show({ content: problem });
      return;
    }
    apply.mutate(
      { activityid: activityId, amount: Number(amount) },
      {
        onSuccess: (message) => {
          Toast.show({ icon: 'success', content: message });
          setAmount('');
          onClose();
        },
      },
    );
  };

  if (!visible) return null;
  // The amount field is focused as the dialog opens: the member came to type it, and the keyboard comes up.
  return (
    <Dialog title={labels.activity.applicationTitle()} closeOnBackdrop onClose={onClose} focusFirstField
      actions={[
        { key: 'cancel', text: labels.activity.cancel(), onClick: onClose },
        { key: 'submit', text: labels.activity.submit(), primary: true, disabled: apply.isPending, onClick: submit },
      ]}>
      <Input
        className={styles.amount}
        aria-label={labels.activity.amount()}
        placeholder={labels.activity.amountPlaceholder()}
        inputMode="numeric"
        value={amount}
        onChange={(value) => setAmount(value.replace(/\D/g, ''))}
      />
    </Dialog>
  );
}
