import { ANTOKEN_PROTOCOLS, DEPOSIT_ORDER_TYPES, type DepositOrder, formatDisplayTime } from '@lobby/contract';
import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '@/components/query-state/QueryState';
import { PageHeader } from '@/components/layout/PageHeader';
import { labelIn, labels } from '@/messages';
import { useDepositOrder, type DepositOrderView } from './api/get-deposit-order';
import { useDepositState } from './api/get-deposit-state';
import { DepositCountdown } from './components/DepositCountdown';
import { DepositOrderFigures, type OrderFigure } from './components/DepositOrderFigures';
import { DepositOutcome } from './components/DepositOutcome';
import styles from './components/DepositSections.module.css';
import { PaymentCode } from './components/PaymentCode';
import { routes } from '@/route-table';
import { useStillPayable } from './useDepositCountdown';

const text = labels.depositDetail;

/** AnToken: the pay address, the number, the method and its one protocol (part 2 §2). */
function antokenRows(order: DepositOrder): OrderFigure[] {
  return [
    { label: text.payUrl(), value: order.url, copy: order.url },
    { label: text.orderNo(), value: order.deposit_no },
    { label: text.method(), value: labels.depositDetail.methods.antoken() },
    { label: text.protocol(), value: ANTOKEN_PROTOCOLS[0] },
  ];
}

/** Normal and USDT orders: the receiving address (USDT), number, time, method, protocol (USDT). */
function orderRows(order: DepositOrder, usdt: boolean): OrderFigure[] {
  const rows: OrderFigure[] = [
    { label: text.orderNo(), value: order.deposit_no },
    { label: text.time(), value: formatDisplayTime(order.info.created_at) },
    { label: text.method(), value: labelIn(text.methods, order.info.paytype) ?? order.info.paytype },
  ];
  if (!usdt) return rows;
  return [
    { label: text.receivingAddress(), value: order.cardlist.mch_id, copy: order.cardlist.mch_id },
    ...rows,
    { label: text.protocol(), value: order.cardlist.content },
  ];
}

/**
 * The order's body: while open, the countdown (not for AnToken) and the pay code; once paid or refused
 * (read from the deposit records every 5 s, only while the order is still payable: the spec's 60 minutes),
 * what it came to, in place of a countdown that would otherwise run on to 00:00. The figures stay.
 */
function DepositOrderBody({ data }: { data: DepositOrderView }) {
  const antoken = data.type === DEPOSIT_ORDER_TYPES.antoken;
  const usdt = data.type === DEPOSIT_ORDER_TYPES.usdt;
  const payable = useStillPayable(data.order.info.created_at);
  const { paid, refused } = useDepositState(data.order.deposit_no, payable);
  const settled = paid || refused;
  return (
    <>
      {settled && <DepositOutcome paid={paid} amount={data.order.info.amount} />}
      {!settled && !antoken && <DepositCountdown info={data.order.info} usdt={usdt} />}
      <DepositOrderFigures rows={antoken ? antokenRows(data.order) : orderRows(data.order, usdt)} />
      {!settled && <PaymentCode qrcode={data.order.qrcode} url={data.order.url} />}
    </>
  );
}

/** /payInfo?deposit_no=: the order to pay, in the AnToken or the normal/USDT layout (part 2 §2). */
export default function DepositDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const order = useDepositOrder(params.get('deposit_no') ?? '');
  return (
    <>
      <PageHeader title={labels.pageTitles.payInfo()} />
      <QueryState query={order}>
        {(data) => <DepositOrderBody data={data} />}
      </QueryState>
      <div className={styles.actions}>
        <Button block color="primary" onClick={() => navigate(routes.transRecord.path)}>{text.complete()}</Button>
        <Button block color="primary" fill="outline" className={styles.second} onClick={() => navigate(routes.transRecord.path)}>
          {text.fundDetails()}
        </Button>
      </div>
    </>
  );
}
