import { MAX_SAVED_CARDS, accountTail, protocolOf, type SavedCard } from '@lobby/contract';
import { Radio } from 'antd-mobile';
import { Link } from 'react-router';
import { useNativeRadioGroup } from '@/components/form/useNativeRadioGroup';
import { labels } from '@/messages';
import { MODE_VIEWS, type WithdrawalMode } from '../withdrawal-modes';
import styles from './WithdrawalForm.module.css';

interface WithdrawalAccountsProps {
  mode: WithdrawalMode;
  accounts: SavedCard[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

function accountLabel(account: SavedCard, tail: 'bank' | 'wallet'): string {
  const shown = accountTail(account.bank_no, tail);
  if (tail === 'bank') return `${account.bank} ****${shown}`;
  return `${account.bank} (${protocolOf(account.bank_owner)}) ...${shown}`;
}

/** The saved accounts to withdraw to, and the add link while fewer than 5 are saved (part 2 §2). */
export function WithdrawalAccounts({ mode, accounts, selectedId, onSelect }: WithdrawalAccountsProps) {
  const view = MODE_VIEWS[mode];
  // One tab stop for the list, arrows moving the choice, as native radios.
  const group = useNativeRadioGroup<HTMLDivElement>();
  return (
    <section className={styles.section} aria-label={view.accountsTitle()}>
      <h2 className={styles.heading}>{view.accountsTitle()}</h2>
      {accounts.length === 0 && <p className={styles.empty}>{labels.withdrawal.noAccounts()}</p>}
      <div ref={group} role="radiogroup" aria-label={view.accountsTitle()}>
        <Radio.Group value={selectedId} onChange={(id) => onSelect(Number(id))}>
          {accounts.map((account) => (
            <Radio key={account.id} value={account.id} className={styles.account}>
              {accountLabel(account, view.tail)}
            </Radio>
          ))}
        </Radio.Group>
      </div>
      {accounts.length < MAX_SAVED_CARDS && (
        <Link className={styles.add} to={view.addPath}>+ {view.addLabel()}</Link>
      )}
    </section>
  );
}
