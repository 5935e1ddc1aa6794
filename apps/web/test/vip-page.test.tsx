import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import VipPage from '@/features/vip/VipPage';
import { useSessionStore } from '@/stores/session-store';
import { useUserStore } from '@/stores/user-store';
import type { UserInfo } from '@lobby/contract';
import { jsonResponse, mockFetch, renderAt } from './helpers';

const ok = (data: unknown) => jsonResponse({ code: 200, message: '', data });
const level = (n: number, recharge: number, flow: number, status = 1) => ({
  level: n, recharge, flow, status, realperson: 0.4 + n / 10, sport: 0.4, e_sport: 0.45, joker: 0.3, electron: 0.5, lottery: 0.2,
});
const levels = [level(0, 0, 0), level(1, 1000, 3000), level(2, 5000, 15000), level(3, 20000, 60000, 0)];

describe('VipPage', () => {
  it('shows a visitor the shown levels, the rebate table and the rules, without badge or progress', async () => {
    mockFetch(() => ok(levels));
    renderAt('/vip', <VipPage />);
    expect(await screen.findByRole('tab', { name: 'P0' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['P0', 'P1', 'P2']);
    const card = screen.getByRole('article', { name: 'P0 晋级条件' });
    expect(within(card).getByText('累计存款')).toBeTruthy();
    expect(screen.queryByText('已达标')).toBeNull();
    expect(screen.queryByText('未达标')).toBeNull();
    expect(screen.queryByRole('region', { name: '我的VIP' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'P2' }));
    const second = await screen.findByRole('article', { name: 'P2 晋级条件' });
    expect(within(second).getByText('5000.00 元')).toBeTruthy();
    expect(within(second).getByText('15000.00 元')).toBeTruthy();

    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(
      ['等级', '真人视讯', '体育', '电竞', '棋牌', '电子', '彩票'],
    );
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('row', { name: /P1/ }).textContent).toContain('0.5%');
    expect(screen.getByText(/每天最多晋升一级，不可跨级晋升/)).toBeTruthy();
    expect(screen.getByText(/次日24:00前生效/)).toBeTruthy();
    expect(screen.getByText(/结算后24小时内发放至福利中心/)).toBeTruthy();
  });

  it('shows a member the level, the progress, and which levels are reached', async () => {
    useSessionStore.setState({ token: 'tok' });
    useUserStore.setState({ userInfo: { current_vip: 'P1', vip: 1, paysum: 800 } as UserInfo });
    mockFetch(() => ok(levels));
    renderAt('/vip', <VipPage />);
    const progress = await screen.findByRole('region', { name: '我的VIP' });
    expect(within(progress).getByText('P1')).toBeTruthy();
    expect(await within(progress).findByText('80%')).toBeTruthy();
    expect(within(progress).getByText('800.00 元')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'P1 晋级条件' })).getByText('已达标')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'P2' }));
    expect(within(await screen.findByRole('article', { name: 'P2 晋级条件' })).getByText('未达标')).toBeTruthy();
  });
});
