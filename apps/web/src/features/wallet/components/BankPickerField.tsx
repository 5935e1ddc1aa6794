import { Picker } from 'antd-mobile';
import { useState } from 'react';
import { TextField } from '@/components/form/TextField';
import { QueryState } from '@/components/query-state/QueryState';
import { labels } from '@/messages';
import { useBanks } from '../api/get-banks';
import styles from '../Wallet.module.css';

interface BankPickerFieldProps {
  value: string;
  onChange: (bank: string) => void;
}

/** 添加银行卡's bank type: a read-only input opening a picker of /api/banklist (part 2 §2). */
export function BankPickerField({ value, onChange }: BankPickerFieldProps) {
  const label = labels.wallet.bank();
  const [open, setOpen] = useState(false);
  const banks = useBanks();
  const columns = [(banks.data ?? []).map(({ bank_name }) => ({ label: bank_name, value: bank_name }))];
  return (
    <>
      <div className={styles.picker} onClick={() => setOpen(true)}>
        <TextField id="bank-card-bank" label={label} readOnly placeholder={labels.wallet.bankPlaceholder()} value={value} />
      </div>
      {/* The picker lists nothing while the banks have not come: say so under the field, with 重试. */}
      <QueryState query={banks} compact loading={null}>{() => null}</QueryState>
      <Picker
        visible={open}
        title={label}
        columns={columns}
        loading={banks.isPending}
        value={value ? [value] : []}
        onClose={() => setOpen(false)}
        onConfirm={([bank]) => {
          if (bank) onChange(String(bank));
        }}
      />
    </>
  );
}
