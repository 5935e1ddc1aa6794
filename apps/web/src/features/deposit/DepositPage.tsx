import { payRangeType } from '@lobby/contract';
import { Button, Tabs } from 'antd-mobile';
import { QueryState } from '@/components/query-state/QueryState';
import { PageHeader } from '@/components/layout/PageHeader';
import { labels } from '@/messages';
import { useHasBoundAccount } from './api/get-bound-accounts';
import { usePayRange } from './api/get-pay-range';
import { usePayWays } from './api/get-pay-ways';
import { BankDepositForm } from './components/BankDepositForm';
import { DepositAmount } from './components/DepositAmount';
import styles from './components/DepositSections.module.css';
import { ManualDeposit } from './components/ManualDeposit';
import { NotBoundNotice } from './components/NotBoundNotice';
import { ReceivingAccounts } from './components/ReceivingAccounts';
import { ServiceButton } from './components/ServiceButton';
import { UsdtDepositInfo } from './components/UsdtDepositInfo';
import { depositTabs, MANUAL_WAY, type DepositWay } from './pay-way-tabs';
import { useDepositForm } from './useDepositForm';
import { useSubmitDeposit } from './useSubmitDeposit';

/** /recharge: online deposit by the methods the server enables (part 2 §2, §4, §5). */
export default function DepositPage() {
  const payWays = usePayWays();
  const flags = payWays.data;
  const hasBoundAccount = useHasBoundAccount();
  const form = useDepositForm(flags);
  const { way } = form;
  const range = usePayRange(way && way !== MANUAL_WAY ? payRangeType(way, form.protocol) : null);
  const deposit = useSubmitDeposit();

  return (
    <>
      <PageHeader title={labels.pageTitles.recharge()} right={<ServiceButton />} />
      {/* The methods decide the whole form: loading, or the error with 重试, until they are in. */}
      <QueryState query={payWays}>
        {() => (
          <>
            {way && (
              <Tabs aria-label={labels.deposit.methods()} activeKey={way}
                onChange={(key) => form.chooseWay(key as DepositWay)}>
                {depositTabs(flags).map((tab) => (
                  <Tabs.Tab key={tab.way} title={tab.title} />
                ))}
              </Tabs>
            )}
            {way === MANUAL_WAY && <ManualDeposit />}
            {way && way !== MANUAL_WAY && (
              <form onSubmit={(event) => {
                event.preventDefault();
                deposit.submit({ way, protocol: form.protocol, amount: form.amount, bankForm: form.bankForm, range });
              }}>
                {way === 'card' && (
                  <>
                    <ReceivingAccounts />
                    <BankDepositForm form={form.bankForm} update={form.updateBankForm} />
                  </>
                )}
                <DepositAmount amount={form.amount} onChange={form.setAmount} range={range} />
                {way === 'usdt' && (
                  <UsdtDepositInfo protocol={form.protocol} onProtocolChange={form.setProtocol} amount={form.amount} />
                )}
                <div className={styles.actions}>
                  <Button block color="primary" type="submit" loading={deposit.pending}>{labels.deposit.submit()}</Button>
                </div>
              </form>
            )}
          </>
        )}
      </QueryState>
      <NotBoundNotice visible={hasBoundAccount === false} />
    </>
  );
}
