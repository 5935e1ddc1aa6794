import type { ReceivingAccount } from '@lobby/contract';
import { QueryState } from '@/components/query-state/QueryState';
import { labels } from '@/messages';
import { useReceivingAccounts } from '../api/get-receiving-accounts';
import { CopyButton } from '@/components/copy/CopyButton';
import styles from './DepositSections.module.css';

/** The platform's receiving bank accounts (/api/getpaybank), each detail with a copy button. */
export function ReceivingAccounts() {
  return (
    <QueryState query={useReceivingAccounts()} compact isEmpty={(accounts) => accounts.length === 0} empty={null}>
      {(accounts) => <AccountList accounts={accounts} />}
    </QueryState>
  );
}

function AccountList({ accounts }: { accounts: ReceivingAccount[] }) {
  return (
    <section aria-label={labels.deposit.receivingAccounts()}>
      <h2 className={styles.heading}>{labels.deposit.receivingAccounts()}</h2>
      {accounts.map((account) => {
        const rows = [
          { label: labels.deposit.receivingBank(), value: account.bank_data?.bank_name ?? '' },
          { label: labels.deposit.receivingOwner(), value: account.bank_owner },
          { label: labels.deposit.receivingNo(), value: account.bank_no },
          { label: labels.deposit.receivingAddress(), value: account.bank_address },
        ];
        return (
          <dl key={account.bank_no} className={`${styles.figures} ${styles.account}`}>
            {rows.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>
                  {row.value}
                  <CopyButton text={row.value} what={row.label} />
                </dd>
              </div>
            ))}
          </dl>
        );
      })}
    </section>
  );
}
