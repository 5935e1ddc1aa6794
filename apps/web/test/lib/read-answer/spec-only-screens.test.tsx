import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ActivityPage from '@/features/activity/ActivityPage';
import MessageCentrePage from '@/features/messages/MessageCentrePage';
import BetRecordPage from '@/features/records/BetRecordPage';
import TransactionRecordPage from '@/features/records/TransactionRecordPage';
import { getDepositOrder } from '@/features/deposit/api/get-deposit-order';
import { recharge } from '@/features/deposit/api/recharge';
import { getRedPacket } from '@/features/red-packet/api/get-red-packet';
import { getUserInfo } from '@/lib/member/get-user-info';
import { getSavedCards } from '@/features/withdrawal/api/get-saved-cards';
import { useUserStore } from '@/lib/member/user-store';
import { useAppStore } from '@/stores/app-store';
import { useSessionStore } from '@/stores/session-store';
import { renderAt } from '../../support/render';
import { layOutInfiniteScroll } from '../../support/infinite-scroll';
import { raw, serveCalls } from '../../support/serve-calls';

/**
 * Screens on a back end that answers only what the spec lists, in the ordinary readings it leaves
 * open: no current_page (Lobby's addition), no total or last_page on activitylist, digit strings for
 * numbers, ISO times with a zone, null for an empty list.
 */
const pagesAsked = (asked: Array<{ page?: number }>) => asked.map((payload) => payload.page);

describe('screens on spec-only answers', () => {
  layOutInfiniteScroll();

  it('reads a promotions answer without total, last_page or current_page as the whole list, asking no further page', async () => {
    const offer = (id: string, title: string) => ({
      id, title, banner: '/b.png', created_at: '2025-01-02T02:00:00Z', state: '1', content: '', memo: '', can_apply: '1',
    });
    // The spec's activitylist names no page (part 1 §7): such a back end answers every offer whatever page is asked.
    const { calls } = serveCalls({
      activitytype: raw(null),
      activitylist: raw({ data: [offer('1', '新人首存'), offer('2', '周末加赠')] }),
    });
    renderAt('/activity', <ActivityPage />);
    expect(await screen.findByRole('link', { name: /周末加赠/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /新人首存/ }).getAttribute('href')).toBe('/activityInfo?id=1');
    // A zoned time is shown as the spec's Beijing time.
    expect(screen.getAllByText(/2025-01-02 10:00:00/)).toHaveLength(2);
    // The list ends at once: asking page 2 of such a back end would repeat every offer.
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect(pagesAsked(calls.activitylist)).toEqual([1]);
    expect(screen.getAllByRole('link', { name: /周末加赠/ })).toHaveLength(1);
  });

  it('pages the in-site messages by last_page without current_page and counts them by total', async () => {
    useSessionStore.setState({ token: 'tok' });
    const notice = (n: number) => ({ title: `消息${n}`, content: `<p>正文${n}</p>`, created_at: '2025-01-02 10:00:00' });
    const { calls } = serveCalls({
      noticeList: ({ payload: { page } }) => raw({ data: page === 1 ? [notice(1), notice(2)] : [notice(3)], total: '3', last_page: '2' }),
    });
    renderAt('/message?type=2', <MessageCentrePage />);
    expect(await screen.findByRole('heading', { name: '消息3' })).toBeTruthy();
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect(pagesAsked(calls.noticeList)).toEqual([1, 2]);
    expect(useAppStore.getState().messageNum).toBe(3);
  });

  it('shows bets with digit-string amounts in two decimals and zoned times in Beijing time, paging by total', async () => {
    useSessionStore.setState({ token: 'tok' });
    const bet = (n: number) => ({
      bet_id: n, bet_amount: '10', win_loss: '19.5', Code: 'demo', playname: `游戏${n}`, playmemo: '押大', status: '1',
      bet_time: '2025-01-02T02:00:00+00:00',
    });
    const { calls } = serveCalls({
      balancelist: raw(null),
      betrecord: ({ payload: { page } }) => raw({ data: page === 1 ? [bet(1), bet(2)] : [bet(3)], total: 3 }),
    });
    renderAt('/betRecord', <BetRecordPage />);
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    const list = screen.getByRole('list', { name: '投注记录' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByText('10.00')).toHaveLength(3);
    expect(within(list).getAllByText('19.50')).toHaveLength(3);
    expect(within(list).getAllByText('已结算')).toHaveLength(3);
    expect(within(list).getAllByText('2025-01-02 10:00:00')).toHaveLength(3);
    expect(pagesAsked(calls.betrecord)).toEqual([1, 2]);
  });

  it('says 空空如也 when the rows are answered as null', async () => {
    useSessionStore.setState({ token: 'tok' });
    serveCalls({ balancelist: [], gettransrecord: raw({ data: null, total: 0, last_page: 0 }) });
    renderAt('/transRecord', <TransactionRecordPage />);
    expect(await screen.findByText('空空如也')).toBeTruthy();
  });

  it('takes the deposit number from the message when data carries none (deposit_no in data is Lobby\'s)', async () => {
    useSessionStore.setState({ token: 'tok' });
    serveCalls({ recharge: raw(null, 'D20260101') });
    await expect(recharge({ paytype: 'usdt', amount: 1000, catepay: 'TRC20' })).resolves.toBe('D20260101');
  });

  it('reads the user info with amounts, flags and the level as digit strings', async () => {
    useSessionStore.setState({ token: 'tok' });
    serveCalls({ user: raw({ username: 'player01', balance: '100.5', gameblance: '0', isblack: '0', status: '1', vip: '2', paysum: '4000.00' }) });
    await getUserInfo();
    expect(useUserStore.getState().userInfo).toMatchObject({ balance: 100.5, gameblance: 0, isblack: 0, status: 1, vip: 2, paysum: 4000 });
  });

  it('reads saved accounts with digit-string ids, and null as no account', async () => {
    useSessionStore.setState({ token: 'tok' });
    serveCalls({ getcard: raw([{ id: '12', bank: 'USDT', bank_address: '', bank_owner: 'TRC20', bank_no: 'T'.repeat(34), ico: '' }]) });
    expect((await getSavedCards(2))[0]!.id).toBe(12);
    serveCalls({ getcard: raw(null) });
    expect(await getSavedCards(1)).toEqual([]);
  });

  it('reads the red packet counts and rules with digit strings, and rules as null', async () => {
    useSessionStore.setState({ token: 'tok' });
    serveCalls({ userredpacket: raw({ sendnums: '0', acquirednum: '3', max_times: '3', rules: [{ start_time: '00:00', end_time: '23:59', day_flow: '100', flow_money: '8.8', recharge: '100' }] }) });
    expect(await getRedPacket()).toMatchObject({ sendnums: 0, acquirednum: 3, rules: [{ day_flow: 100, flow_money: 8.8, recharge: 100 }] });
    serveCalls({ userredpacket: raw({ sendnums: 1, acquirednum: 0, max_times: 1, rules: null }) });
    expect((await getRedPacket()).rules).toEqual([]);
  });

  it('reads a deposit order with digit-string amounts and a zoned time', async () => {
    useSessionStore.setState({ token: 'tok' });
    serveCalls({ payinfo: raw({
      deposit_no: 'D1', info: { amount: '1000', real_money: '139.86', created_at: '2026-01-01T02:00:00Z', paytype: 'usdt' },
      cardlist: { mch_id: 'T', content: 'TRC20', payimg: '' }, qrcode: '', url: '',
    }, 'usdtpay') });
    expect((await getDepositOrder('D1')).order.info).toEqual({ amount: 1000, real_money: 139.86, created_at: '2026-01-01 10:00:00', paytype: 'usdt' });
  });
});
