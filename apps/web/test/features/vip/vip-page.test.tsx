import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import VipPage from '@/features/vip/VipPage';
import { useSessionStore } from '@/stores/session-store';
import { useUserStore } from '@/lib/member/user-store';
import { renderAt } from '../../support/render';
import { member } from '../../support/fixtures';
import { networkFailure, raw, serveCalls } from '../../support/serve-calls';

const level = (n: number, recharge: number, flow: number, status = 1) => ({
  level: n, recharge, flow, status, realperson: 0.4 + n / 10, sport: 0.4, e_sport: 0.45, joker: 0.3, electron: 0.5, lottery: 0.2,
});
const levels = [level(0, 0, 0), level(1, 1000, 3000), level(2, 5000, 15000), level(3, 20000, 60000, 0)];

describe('VipPage', () => {
  it('shows a visitor the shown levels, the rebate table and the rules, without badge or progress', async () => {
    serveCalls({ uservip: levels });
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
    expect(within(second).getByText('5,000.00 元')).toBeTruthy();
    expect(within(second).getByText('15,000.00 元')).toBeTruthy();

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
    useUserStore.setState({ userInfo: member({ current_vip: 'P1', vip: 1, paysum: 800 }) });
    serveCalls({ uservip: levels });
    renderAt('/vip', <VipPage />);
    const progress = await screen.findByRole('region', { name: '我的VIP' });
    expect(within(progress).getByText('P1')).toBeTruthy();
    expect(await within(progress).findByText('80%')).toBeTruthy();
    expect(within(progress).getByText('800.00 元')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'P1 晋级条件' })).getByText('已达标')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'P2' }));
    expect(within(await screen.findByRole('article', { name: 'P2 晋级条件' })).getByText('未达标')).toBeTruthy();
  });

  it('shows one progress figure and one bar on the member card, with what the next level still asks', async () => {
    useSessionStore.setState({ token: 'tok' });
    useUserStore.setState({ userInfo: member({ current_vip: 'P0', vip: 0, paysum: 800 }) });
    serveCalls({ uservip: levels });
    renderAt('/vip', <VipPage />);
    const progress = await screen.findByRole('region', { name: '我的VIP' });
    await within(progress).findByText('距P1还需存款 200.00 元');
    // P0 asks for no deposit: the spec's figure is 0%, said once, and its bar is empty.
    expect(within(progress).getAllByText(/^\d+%$/).map((figure) => figure.textContent)).toEqual(['0%']);
    const bars = within(progress).getAllByRole('progressbar');
    expect(bars).toHaveLength(1);
    expect(bars[0]!.getAttribute('aria-valuenow')).toBe('0');
  });

  it('shows only the error state when the levels cannot be read', async () => {
    useSessionStore.setState({ token: 'tok' });
    useUserStore.setState({ userInfo: member({ current_vip: 'P0', vip: 0, paysum: 0 }) });
    serveCalls({ uservip: () => networkFailure() });
    renderAt('/vip', <VipPage />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByText('已是最高等级')).toBeNull();
    expect(screen.queryByRole('region', { name: '我的VIP' })).toBeNull();
  });

  describe('on a back end that answers only what the spec lists (no level field: the level is the position)', () => {
    // Part 1 §3 and part 2 §3: recharge, flow, status and the six rebate percentages; nothing else.
    const specEntry = (recharge: number, flow: number, status = 1) => ({
      recharge, flow, status, realperson: 0.4, sport: 0.4, e_sport: 0.45, joker: 0.3, electron: 0.5, lottery: 0.2,
    });
    const specLevels = [specEntry(0, 0), specEntry(1000, 3000), specEntry(5000, 15000), specEntry(20000, 60000)];
    const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
    const selectedTabs = () => screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true');
    const badgeOf = async (label: string) => {
      fireEvent.click(screen.getByRole('tab', { name: label }));
      const card = await screen.findByRole('article', { name: `${label} 晋级条件` });
      return within(card).queryByText('已达标') ? '已达标' : within(card).queryByText('未达标') ? '未达标' : null;
    };

    it('numbers the tabs P0..Pn, opens one on the member level, marks the reached ones and computes the progress', async () => {
      useSessionStore.setState({ token: 'tok' });
      useUserStore.setState({ userInfo: member({ current_vip: 'P2', vip: 2, paysum: 4000 }) });
      serveCalls({ uservip: specLevels });
      renderAt('/vip', <VipPage />);
      await screen.findByRole('tab', { name: 'P0' });
      expect(tabNames()).toEqual(['P0', 'P1', 'P2', 'P3']);
      expect(selectedTabs().map((tab) => tab.textContent)).toEqual(['P2']);
      // 4000 of P2's 5000: the member's own entry is the third.
      const progress = screen.getByRole('region', { name: '我的VIP' });
      expect(await within(progress).findByText('80%')).toBeTruthy();
      expect(within(progress).getByText('5,000.00 元')).toBeTruthy();
      expect([await badgeOf('P0'), await badgeOf('P1'), await badgeOf('P2'), await badgeOf('P3')]).toEqual(
        ['已达标', '已达标', '已达标', '未达标'],
      );
      expect(selectedTabs()).toHaveLength(1);
      expect(within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => row.firstChild?.textContent)).toEqual(
        ['P0', 'P1', 'P2', 'P3'],
      );
    });

    it('reads entries whose numbers are digit strings, answered as data.data', async () => {
      useSessionStore.setState({ token: 'tok' });
      useUserStore.setState({ userInfo: member({ current_vip: 'P1', vip: 1, paysum: 500 }) });
      const asText = (entry: ReturnType<typeof specEntry>) =>
        Object.fromEntries(Object.entries(entry).map(([key, value]) => [key, value.toFixed(2).replace(/\.00$/, key === 'status' ? '' : '.00')]));
      serveCalls({ uservip: raw({ data: specLevels.map(asText) }) });
      renderAt('/vip', <VipPage />);
      await screen.findByRole('tab', { name: 'P0' });
      expect(tabNames()).toEqual(['P0', 'P1', 'P2', 'P3']);
      expect(await within(screen.getByRole('region', { name: '我的VIP' })).findByText('50%')).toBeTruthy();
      expect(await badgeOf('P1')).toBe('已达标');
    });

    it('keeps the levels of the whole list when a level in between is hidden', async () => {
      useSessionStore.setState({ token: 'tok' });
      useUserStore.setState({ userInfo: member({ current_vip: 'P3', vip: 3, paysum: 5000 }) });
      serveCalls({ uservip: [specEntry(0, 0), specEntry(1000, 3000, 0), specEntry(5000, 15000), specEntry(20000, 60000)] });
      renderAt('/vip', <VipPage />);
      await screen.findByRole('tab', { name: 'P0' });
      expect(tabNames()).toEqual(['P0', 'P2', 'P3']);
      expect(selectedTabs().map((tab) => tab.textContent)).toEqual(['P3']);
      expect(await within(screen.getByRole('region', { name: '我的VIP' })).findByText('25%')).toBeTruthy();
    });
  });
});
