import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installErrorPolicy } from '@/app/error-policy';
import TransferPage from '@/features/transfer/TransferPage';
import { useSessionStore } from '@/stores/session-store';
import { useUserStore } from '@/lib/member/user-store';
import { renderAt } from '../../support/render';
import { member } from '../../support/fixtures';
import { held, networkFailure, ok, refused, serveCalls, type Answers } from '../../support/serve-calls';

const names = ['AG视讯', 'BBIN', '开元棋牌', '沙巴体育', '演示游戏厅'].map((name, index) => ({ name, platname: `p${index}` }));
const withBalances = (balance: number) => names.map((venue) => ({ ...venue, balance }));
const player = member({ username: 'player01', balance: 1000, gameblance: 0, transferstatus: 0 });
const grid = () => screen.getByRole('region', { name: '场馆钱包' });
/** The grid once the venues are named (QueryState draws the loading before). */
const findGrid = () => screen.findByRole('region', { name: '场馆钱包' });

function serve(overrides: Answers = {}) {
  return serveCalls({ balancelist: names, balancelist2: withBalances(10), refreshusermoney: player, ...overrides });
}

describe('TransferPage', () => {
  it('shows the main balance and 4 venues reading first, then their balances; expands to all', async () => {
    useSessionStore.setState({ token: 'tok' });
    useUserStore.setState({ userInfo: player });
    const balances = held<'balancelist2'>();
    serve({ balancelist2: balances.answer });
    renderAt('/transfer', <TransferPage />);
    expect(within(screen.getByRole('region', { name: '中心钱包' })).getByText('1,000.00 元')).toBeTruthy();
    await within(await findGrid()).findByText('AG视讯');
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(4);
    expect(within(grid()).getAllByText('读取中..')).toHaveLength(4);
    balances.release(withBalances(12.5));
    expect(await within(grid()).findAllByText('12.50')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: '展开全部' }));
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(4);
  });

  it('polls the venue list every 1.5 s only while open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useSessionStore.setState({ token: 'tok' });
    useUserStore.setState({ userInfo: player });
    const { calls } = serve();
    const { unmount } = renderAt('/transfer', <TransferPage />);
    await waitFor(() => expect(calls.balancelist2).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() => expect(calls.balancelist2).toHaveLength(2));
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(calls.balancelist2).toHaveLength(2);
  });

  it('refreshes one venue with its icon', async () => {
    useSessionStore.setState({ token: 'tok' });
    useUserStore.setState({ userInfo: player });
    const { requests } = serve({ userapimoney: { name: 'BBIN', platname: 'p1', balance: 99 } });
    renderAt('/transfer', <TransferPage />);
    await within(await findGrid()).findAllByText('10.00');
    fireEvent.click(screen.getByRole('button', { name: '刷新BBIN余额' }));
    expect(await within(grid()).findByText('99.00')).toBeTruthy();
    expect(requests.some((call) => call.key === 'userapimoney' && call.params.platname === 'p1')).toBe(true);
  });

  it('checks the rules, fills all of the source, clears the amount on a new source, and shows the answer', async () => {
    useSessionStore.setState({ token: 'tok' });
    useUserStore.setState({ userInfo: player });
    const { calls } = serve({ transfer: ok(null, '转账成功') });
    renderAt('/transfer', <TransferPage />);
    await within(await findGrid()).findAllByText('10.00');
    const submit = () => fireEvent.click(screen.getByRole('button', { name: '立即转账' }));
    const choose = async (side: '转出钱包' | '转入钱包', name: string) => {
      fireEvent.click(screen.getByRole('button', { name: side }));
      const popup = await screen.findByRole('dialog', { name: '选择钱包' });
      fireEvent.click(within(popup).getByRole('button', { name }));
    };
    const amount = () => screen.getByLabelText('转账金额') as HTMLInputElement;

    submit();
    expect(await screen.findByText('请输入操作金额！')).toBeTruthy();
    fireEvent.change(amount(), { target: { value: '50' } });
    submit();
    expect(await screen.findByText('请选择转入平台')).toBeTruthy();
    await choose('转出钱包', 'AG视讯');
    expect(amount().value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: '全部金额' }));
    expect(amount().value).toBe('10.00');
    await choose('转入钱包', 'BBIN');
    submit();
    expect(await screen.findByText('场馆钱包之间不支持互相转账')).toBeTruthy();

    await choose('转出钱包', '中心钱包');
    expect(amount().value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: '全部金额' }));
    expect(amount().value).toBe('1000.00');
    fireEvent.change(amount(), { target: { value: '50' } });
    submit();
    expect(await screen.findByText('转账成功')).toBeTruthy();
    expect(calls.transfer).toEqual([{ amount: 50, sourcetype: 'userbalance', targettype: 'p1' }]);
    await waitFor(() => expect(calls.refreshusermoney).toHaveLength(1));
    await waitFor(() => expect(amount().value).toBe(''));
  });

  it('shows a refused transfer\'s message as it is', async () => {
    useSessionStore.setState({ token: 'tok' });
    useUserStore.setState({ userInfo: player });
    serve({ transfer: refused(400, '余额不足') });
    renderAt('/transfer', <TransferPage />);
    await within(await findGrid()).findAllByText('10.00');
    fireEvent.click(screen.getByRole('button', { name: '转出钱包' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '选择钱包' })).getByRole('button', { name: '中心钱包' }));
    fireEvent.click(screen.getByRole('button', { name: '转入钱包' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '选择钱包' })).getByRole('button', { name: 'BBIN' }));
    fireEvent.change(screen.getByLabelText('转账金额'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: '立即转账' }));
    expect(await screen.findByText('余额不足')).toBeTruthy();
    expect((screen.getByLabelText('转账金额') as HTMLInputElement).value).toBe('5000');
  });

  it('free-transfer mode hides the form; a lost answer reverts the switch with 服务器异常，请稍后再试！', async () => {
    installErrorPolicy();
    useSessionStore.setState({ token: 'tok' });
    useUserStore.setState({ userInfo: player });
    let fail = false;
    const { calls } = serve({ uptransferstatus: () => (fail ? networkFailure() : ok(null, '操作成功')) });
    renderAt('/transfer', <TransferPage />);
    const toggle = screen.getByRole('switch', { name: '免转模式' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.queryByRole('button', { name: '立即转账' })).toBeNull());
    expect(screen.queryByLabelText('转账金额')).toBeNull();
    expect(useUserStore.getState().userInfo?.transferstatus).toBe(1);
    expect(calls.uptransferstatus).toEqual([{ transferstatus: 1 }]);

    fail = true;
    fireEvent.click(toggle);
    expect(await screen.findByText('服务器异常，请稍后再试！')).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(screen.queryByRole('button', { name: '立即转账' })).toBeNull();
  });
});
