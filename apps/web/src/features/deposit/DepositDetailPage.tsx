import { ANTOKEN_PROTOCOLS, DEPOSIT_ORDER_TYPES, type DepositOrder } from '@lobby/contract';
import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '@/components/query-state/QueryState';
import { PageHeader } from '@/components/layout/PageHeader';
import { labels } from '@/messages';
import { useDepositOrder } from './api/get-deposit-order';
import { DepositCountdown } from './components/DepositCountdown';
import { DepositOrderFigures, type OrderFigure } from './components/DepositOrderFigures';
import styles from './components/DepositSections.module.css';
import { PaymentCode } from './components/PaymentCode';
import { routes } from '@/route-table';

const text = labels.depositDetail;

/** AnToken: the pay address, the number, the method and its one protocol (part 2 §2). */
function antokenRows(order: DepositOrder): OrderFigure[] {
  return [
    { label: text.payUrl, value: order.url, copy: order.url },
    { label: text.orderNo, value: order.deposit_no },
    { label: text.method, value: text.methods.antoken },
    { label: text.protocol, value: ANTOKEN_PROTOCOLS[0] },
  ];
}

/** Normal and USDT orders: the receiving address (USDT), number, time, method, protocol (USDT). */
function orderRows(order: DepositOrder, usdt: boolean): OrderFigure[] {
  const rows: OrderFigure[] = [
    { label: text.orderNo, value: order.deposit_no },
    { label: text.time, value: order.info.created_at },
    { label: text.method, value: text.methods[order.info.paytype] ?? order.info.paytype },
  ];
  if (!usdt) return rows;
  return [
    { label: text.receivingAddress, value: order.cardlist.mch_id, copy: order.cardlist.mch_id },
    ...rows,
    { label: text.protocol, value: order.cardlist.content },
  ];
}

/** /payInfo?deposit_no=: the order to pay, in the AnToken or the normal/USDT layout (part 2 §2). */
export default function DepositDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const order = useDepositOrder(params.get('deposit_no') ?? '');
  return (
    <>
      <PageHeader title={labels.pageTitles.payInfo} />
      <QueryState query={order}>
        {(data) => {
          const antoken = data.type === DEPOSIT_ORDER_TYPES.antoken;
          const usdt = data.type === DEPOSIT_ORDER_TYPES.usdt;
          return (
            <>
              {!antoken && <DepositCountdown info={data.order.info} usdt={usdt} />}
              <DepositOrderFigures rows={antoken ? antokenRows(data.order) : orderRows(data.order, usdt)} />
              <PaymentCode qrcode={data.order.qrcode} url={data.order.url} />
            </>
          );
        }}
      </QueryState>
      <div className={styles.actions}>
        <Button block color="primary" onClick={() => navigate(routes.transRecord.path)}>{text.complete}</Button>
        <Button block fill="outline" className={styles.second} onClick={() => navigate(routes.transRecord.path)}>
          {text.fundDetails}
        </Button>
      </div>
    </>
  );
}
