import { WITHDRAWAL_MODES } from '@lobby/contract';
import { Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/PageHeader';
import { labels } from '@/messages';
import { WithdrawalForm } from './components/WithdrawalForm';
import { toWithdrawalMode } from './withdrawal-modes';
import styles from './WithdrawalPage.module.css';

const TABS = [
  { mode: WITHDRAWAL_MODES.bank, title: labels.withdrawal.bankTab },
  { mode: WITHDRAWAL_MODES.usdt, title: labels.withdrawal.usdtTab },
];

/** /withdrawal: bank-card and USDT tabs, and the AnToken view at ?qutype=3 (part 2 §2). */
export default function WithdrawalPage() {
  const [params, setParams] = useSearchParams();
  const mode = toWithdrawalMode(params.get('qutype'));
  return (
    <>
      <PageHeader title={labels.pageTitles.withdrawal()} />
      {/* In the AnToken view no tab is active; either tab leads back to its own mode. */}
      <Tabs aria-label={labels.withdrawal.modes()} activeKey={String(mode)}
        onChange={(key) => setParams({ qutype: key }, { replace: true })}>
        {TABS.map((tab) => <Tabs.Tab key={String(tab.mode)} title={tab.title()} />)}
      </Tabs>
      {mode === WITHDRAWAL_MODES.antoken && <h2 className={styles.modeTitle}>{labels.withdrawal.antokenTitle()}</h2>}
      {/* Keyed by mode: switching tabs starts a clean form (amount, account, fee type, password, list; part 2 §4). */}
      <WithdrawalForm key={mode} mode={mode} />
    </>
  );
}
