import { PAY_PASSWORD_LENGTH, validateUnbind, type SavedCard } from '@lobby/contract';
import { Input, Toast } from 'antd-mobile';
import { useState } from 'react';
import { Dialog } from '@/components/dialog/Dialog';
import { labels, messages } from '@/messages';
import { useDeleteCard } from '../api/delete-card';
import styles from '../Wallet.module.css';

interface UnbindDialogProps {
  /** The entry being unbound; null when the dialog is closed. */
  card: SavedCard | null;
  onClose: () => void;
}

/** 'unbind card': asks for the 6-digit payment password; stays open on a wrong entry (part 2 §2, §5). */
export function UnbindDialog({ card, onClose }: UnbindDialogProps) {
  const [payPass, setPayPass] = useState('');
  const deleteCard = useDeleteCard();
  const close = () => {
    setPayPass('');
    onClose();
  };
  const confirm = () => {
    const problem = validateUnbind(payPass);
    if (problem) {
      Toast.show({ content: problem });
      return;
    }
    if (!card) return;
    deleteCard.mutate(
      { id: card.id, pay_pass: payPass },
      {
        onSuccess: () => {
          Toast.show({ icon: 'success', content: messages.card.unbound });
          close();
        },
      },
    );
  };

  if (!card) return null;
  return (
    <Dialog title={labels.wallet.unbindTitle()} onClose={close}
      actions={[
        { key: 'cancel', text: labels.wallet.cancel(), onClick: close },
        { key: 'confirm', text: labels.wallet.confirm(), primary: true, disabled: deleteCard.isPending, onClick: confirm },
      ]}>
      {/* A label element, not aria-label: antd-mobile's Input copies aria-* onto its wrapper too, naming two elements. */}
      <label htmlFor="unbind-pay-pass" className={styles.dialogLabel}>{labels.wallet.payPassword()}</label>
      <Input
        id="unbind-pay-pass"
        placeholder={labels.wallet.payPasswordPlaceholder()}
        type="password"
        inputMode="numeric"
        maxLength={PAY_PASSWORD_LENGTH}
        value={payPass}
        onChange={(value) => setPayPass(value.replace(/\D/g, ''))}
      />
    </Dialog>
  );
}
