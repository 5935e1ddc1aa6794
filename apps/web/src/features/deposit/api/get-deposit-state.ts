import { api, MONEY_ORDER_STATE, TRANSACTION_TYPES, type TransactionRow } from '@lobby/contract';
import { useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { readPage } from '@/lib/read-answer';

/** How often an open, unpaid order asks whether it has been paid. */
const DEPOSIT_STATE_POLL_MS = 5_000;

/** The 30-day range of the deposit records (date code 4): an order payable for 60 minutes is in it. */
const LAST_30_DAYS = 4;

/**
 * An order's review state, read from the member's deposit records (POST /api/gettransrecord, type 1,
 * newest first): /api/payinfo answers the order without one. Undefined while the order is not on the
 * first page (then it is read as still open).
 */
async function getDepositState(depositNo: string): Promise<number | undefined> {
  const page = readPage<TransactionRow>(
    await fetchData(api.gettransrecord, { date: LAST_30_DAYS, type: TRANSACTION_TYPES.deposit, page: 1, api_type: '' }), 1,
    { numbers: ['amount', 'state'], times: ['created_at'] },
  );
  return page.data.find((row) => row.out_trade_no === depositNo)?.state;
}

/**
 * Whether the order has been paid (审核通过, credited) or refused: asked every 5 s while `polling` (the
 * page is shown and the order still payable), never in the background. TanStack Query stops asking
 * when the page closes.
 */
export function useDepositState(depositNo: string, polling: boolean) {
  const { data: state } = useQuery({
    queryKey: ['deposit-state', depositNo],
    queryFn: () => getDepositState(depositNo),
    enabled: depositNo !== '',
    refetchInterval: (query) => (polling && !settled(query.state.data) ? DEPOSIT_STATE_POLL_MS : false),
    refetchIntervalInBackground: false,
  });
  return { paid: state === MONEY_ORDER_STATE.approved, refused: state === MONEY_ORDER_STATE.rejected };
}

const settled = (state: number | undefined) => state === MONEY_ORDER_STATE.approved || state === MONEY_ORDER_STATE.rejected;
