import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserInfo } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { BalanceDrawer } from '@/features/balance/BalanceDrawer';
import { useSessionStore } from '@/stores/session-store';
import { useUserStore } from '@/lib/member/user-store';
import { renderAt } from '../../support/render';
import { member } from '../../support/fixtures';
import { held, networkFailure, ok, serveCalls } from '../../support/serve-calls';

const player = (fields: Partial<UserInfo> = {}) =>
  member({ username: 'player01', balance: 100, gameblance: 20, isagent: 0, vip: 1, current_vip: 'P1', next_vip: 'P2',
    paysum: 500, avatar: '', ...fields });

describe('member-centre balance drawer', () => {
  it('shows 读取中.. for each venue until balancelist2 answers', async () => {
    useSessionStore.setState({ token: 'tok' });
    useUserStore.setState({ userInfo: player() });
    const balances = held<'balancelist2'>();
    serveCalls({ balancelist: [{ name: 'AG视讯', platname: 'ag' }], balancelist2: balances.answer });
    renderAt('/mine', <BalanceDrawer visible onClose={() => {}} showVenues />);
    const venues = await screen.findByRole('region', { name: '场馆余额' });
    await waitFor(() => expect(venues.textContent).toContain('AG视讯'));
    expect(venues.textContent).toContain('读取中..');
    balances.release([{ name: 'AG视讯', platname: 'ag', balance: 12.5 }]);
    await waitFor(() => expect(venues.textContent).toContain('12.50'));
    expect(venues.textContent).not.toContain('读取中..');
    expect(screen.getByText('100.00 元')).toBeTruthy();
  });

  it('names the main wallet 中心钱包 and shows each figure with thousands separators', async () => {
    useSessionStore.setState({ token: 'tok' });
    useUserStore.setState({ userInfo: player({ balance: 1288888.88, gameblance: 12345 }) });
    serveCalls({ balancelist: [{ name: 'AG视讯', platname: 'ag' }], balancelist2: [{ name: 'AG视讯', platname: 'ag', balance: 1000 }] });
    renderAt('/mine', <BalanceDrawer visible onClose={() => {}} showVenues />);
    expect(screen.getByText('中心钱包').nextElementSibling?.textContent).toBe('1,288,888.88 元');
    expect(screen.getByText('游戏余额').nextElementSibling?.textContent).toBe('12,345.00 元');
    const venues = await screen.findByRole('region', { name: '场馆余额' });
    await waitFor(() => expect(venues.textContent).toContain('1,000.00'));
  });

  it('recovers every venue with 更新所有余额, shows the message and reads the user info again', async () => {
    useSessionStore.setState({ token: 'tok' });
    useUserStore.setState({ userInfo: player() });
    const { requests } = serveCalls({
      transall: ok(null, '回收成功'),
      user: player({ balance: 120, gameblance: 0 }),
      balancelist: [],
      balancelist2: [],
    });
    renderAt('/mine', <BalanceDrawer visible onClose={() => {}} showVenues />);
    fireEvent.click(screen.getByRole('button', { name: '更新所有余额' }));
    expect(await screen.findByText('回收成功')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('120.00 元')).toBeTruthy());
    expect(requests.some((call) => call.key === 'user')).toBe(true);
  });

  it('answers 服务器异常，请稍后再试！ when the venue list cannot be read', async () => {
    const { installErrorPolicy } = await import('@/app/error-policy');
    installErrorPolicy();
    useSessionStore.setState({ token: 'tok' });
    serveCalls({ balancelist2: networkFailure, balancelist: [] });
    renderAt('/mine', <BalanceDrawer visible onClose={() => {}} showVenues />);
    expect(await screen.findByText('服务器异常，请稍后再试！')).toBeTruthy();
  });

  it('says under the venues when their balances did not come, and 重试 reads them (not 读取中.. for ever)', async () => {
    useSessionStore.setState({ token: 'tok' });
    useUserStore.setState({ userInfo: player() });
    let online = false;
    serveCalls({
      balancelist: [{ name: 'AG视讯', platname: 'ag' }],
      balancelist2: () => (online ? [{ name: 'AG视讯', platname: 'ag', balance: 12.5 }] : networkFailure()),
    });
    renderAt('/mine', <BalanceDrawer visible onClose={() => {}} showVenues />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('服务器异常，请稍后再试！');
    online = true;
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    const venues = screen.getByRole('region', { name: '场馆余额' });
    await waitFor(() => expect(venues.textContent).toContain('12.50'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
