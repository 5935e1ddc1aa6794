import {
  DATE_FILTER_DAYS,
  DEFAULT_DATE_FILTER,
  DEFAULT_TRANSACTION_TYPE,
  MONEY_ORDER_STATE_LABELS,
  TRANSACTION_TYPE_LABELS,
  TRANSACTION_TYPES,
  TRANSFER_STATE_LABELS,
  formatDisplayTime,
  formatMoney,
  type TransactionRow,
  type TransactionTypeCode,
} from '@lobby/contract';
import { Tabs } from 'antd-mobile';
import { FilterOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { PageHeader } from '@/components/layout/PageHeader';
import { labels } from '@/messages';
import { useTransactions, type TransactionFilter } from './api/get-transactions';
import { DateTabs } from './components/DateTabs';
import { PlatformPicker } from './components/PlatformPicker';
import { RecordFields } from './components/RecordFields';
import { OrderNumber } from './components/OrderNumber';
import { RecordList } from './components/RecordList';
import { StatusChip } from './components/StatusChip';
import { moneyOrderTone, transferTone } from './record-tones';
import styles from './components/Records.module.css';
import { TransactionFilterPopup } from './components/TransactionFilterPopup';

const text = labels.records.transaction;
const types = Object.values(TRANSACTION_TYPES);

/** Deposits and withdrawals carry an order number and review states; transfers have their own states (part 2 §4). */
function isMoneyOrder(type: TransactionTypeCode): boolean {
  return type === TRANSACTION_TYPES.deposit || type === TRANSACTION_TYPES.withdraw;
}

function transactionFields(row: TransactionRow, type: TransactionTypeCode) {
  const money = isMoneyOrder(type);
  const state = (money ? MONEY_ORDER_STATE_LABELS : TRANSFER_STATE_LABELS)[row.state] ?? '';
  const tone = money ? moneyOrderTone(row.state) : transferTone(row.state);
  return [
    ...(money ? [[text.orderNo(), <OrderNumber value={row.out_trade_no ?? ''} label={text.orderNo()} />] as const] : []),
    [text.amount(), <strong className={styles.figure}>{formatMoney(row.amount)}</strong>],
    [text.payWay(), row.pay_way],
    [text.state(), <StatusChip tone={tone}>{state}</StatusChip>],
    [text.time(), formatDisplayTime(row.created_at)],
  ] as const;
}

/**
 * /transRecord (交易记录): a tab per transaction type, platform and date filters (the days reading of
 * the codes, as in the popup), and the bottom popup setting all three at once (part 2 §2).
 */
export default function TransactionRecordPage() {
  const [filter, setFilter] = useState<TransactionFilter>({
    type: DEFAULT_TRANSACTION_TYPE,
    date: DEFAULT_DATE_FILTER,
    platform: '',
  });
  const [filtering, setFiltering] = useState(false);
  const transactions = useTransactions(filter);
  return (
    <>
      <PageHeader title={labels.pageTitles.transRecord()} />
      <Tabs activeKey={String(filter.type)}
        onChange={(key) => setFilter({ ...filter, type: Number(key) as TransactionTypeCode })}>
        {types.map((type) => <Tabs.Tab key={String(type)} title={TRANSACTION_TYPE_LABELS[type]} />)}
      </Tabs>
      <div className={styles.toolbar}>
        <PlatformPicker value={filter.platform} onChange={(platform) => setFilter({ ...filter, platform })} />
        <button type="button" className={styles.filterButton} aria-haspopup="dialog" onClick={() => setFiltering(true)}>
          <FilterOutline aria-hidden="true" />
          {text.filter()}
        </button>
      </div>
      <DateTabs options={DATE_FILTER_DAYS} value={filter.date} onChange={(date) => setFilter({ ...filter, date })} />
      <RecordList label={TRANSACTION_TYPE_LABELS[filter.type]} query={transactions}
        rowKey={(row, index) => row.out_trade_no ?? `${row.created_at}-${index}`}>
        {(row) => <RecordFields fields={transactionFields(row, filter.type)} />}
      </RecordList>
      <TransactionFilterPopup visible={filtering} filter={filter} onApply={setFilter} onClose={() => setFiltering(false)} />
    </>
  );
}
