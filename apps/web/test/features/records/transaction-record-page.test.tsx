import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TransactionRecordPage from '@/features/records/TransactionRecordPage';
import { useSessionStore } from '@/stores/session-store';
import { renderAt } from '../../support/render';
import { layOutInfiniteScroll } from '../../support/infinite-scroll';
import { paged } from '../../support/fixtures';
import { serveCalls } from '../../support/serve-calls';

const venues = [{ name: '演示场馆', platname: 'demo' }];
const row = (type: number, n: number) => ({
  ...(type <= 2 ? { out_trade_no: `T${type}-${n}` } : {}),
  amount: 100 + n,
  pay_way: type <= 2 ? 'bank' : '演示场馆',
  state: n % 4,
  created_at: '2025-01-02 10:00:00',
});

/** One page for each filter; the rows tell which type was asked for. */
function serveTransactions() {
  return serveCalls({
    balancelist: venues,
    gettransrecord: ({ payload: { type } }) => paged([row(type, 0), row(type, 1), row(type, 2), row(type, 3)], 1, 1),
  }).calls.gettransrecord;
}

describe('TransactionRecordPage', () => {
  layOutInfiniteScroll();

  it('shows deposits with their review states, then a tab per type with its own states', async () => {
    useSessionStore.setState({ token: 'tok' });
    const bodies = serveTransactions();
    renderAt('/transRecord', <TransactionRecordPage />);
    const deposits = await screen.findByRole('list', { name: '存款记录' });
    expect(within(deposits).getByText('T1-1')).toBeTruthy();
    for (const state of ['未定义', '待审核', '审核通过', '审核拒绝']) expect(within(deposits).getByText(state)).toBeTruthy();
    expect(bodies[0]).toEqual({ date: 4, type: 1, page: 1, api_type: '' });
    expect(screen.getByText('近30天')).toBeTruthy();

    fireEvent.click(screen.getByText('转出记录'));
    const transfersOut = await screen.findByRole('list', { name: '转出记录' });
    for (const state of ['失败', '成功', '待结算', '未定义']) expect(within(transfersOut).getByText(state)).toBeTruthy();
    expect(within(transfersOut).queryByText('订单号')).toBeNull();
    expect(bodies.at(-1)).toEqual({ date: 4, type: 4, page: 1, api_type: '' });
    await screen.findByText('没有更多了');
  });

  it('applies platform, date and type from the popup together, from page 1', async () => {
    useSessionStore.setState({ token: 'tok' });
    const bodies = serveTransactions();
    renderAt('/transRecord', <TransactionRecordPage />);
    await screen.findByRole('list', { name: '存款记录' });
    fireEvent.click(screen.getByRole('button', { name: /筛选/ }));
    const popup = await screen.findByRole('dialog', { name: '筛选条件' });
    fireEvent.click(within(within(popup).getByRole('group', { name: '平台' })).getByRole('button', { name: '演示场馆' }));
    fireEvent.click(within(within(popup).getByRole('group', { name: '日期' })).getByRole('button', { name: '近15天' }));
    fireEvent.click(within(within(popup).getByRole('group', { name: '类型' })).getByRole('button', { name: '取款记录' }));
    expect(bodies).toHaveLength(1);
    fireEvent.click(within(popup).getByRole('button', { name: '确定' }));
    await screen.findByRole('list', { name: '取款记录' });
    expect(bodies.at(-1)).toEqual({ date: 3, type: 2, page: 1, api_type: 'demo' });
    expect(screen.getByRole('button', { name: '平台：演示场馆' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('tab', { name: '近15天' }).getAttribute('aria-selected')).toBe('true'));
  });
});
