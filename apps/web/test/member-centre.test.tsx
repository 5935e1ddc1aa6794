import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserInfo } from '@lobby/contract';
import { describe, expect, it, vi } from 'vitest';
import { BalanceDrawer } from '@/features/balance/BalanceDrawer';
import { MemberAvatar } from '@/features/mine/MemberAvatar';
import { MemberCentreMenu } from '@/features/mine/MemberCentreMenu';
import { VipBadge } from '@/features/vip/VipBadge';
import { useLoadingStore } from '@/stores/loading-store';
import { useSessionStore } from '@/stores/session-store';
import { useUserStore } from '@/lib/member/user-store';
import { renderAt } from './helpers';
import { member, vipLevel } from './support/fixtures';
import { held, networkFailure, ok, serveCalls } from './support/serve-calls';

const player = (fields: Partial<UserInfo> = {}) =>
  member({ username: 'player01', balance: 100, gameblance: 20, isagent: 0, vip: 1, current_vip: 'P1', next_vip: 'P2',
    paysum: 500, avatar: '', ...fields });

describe('MemberCentreMenu', () => {
  const items = () =>
    within(screen.getByRole('navigation', { name: '会员菜单' })).getAllByRole('button').map((b) => b.textContent);

  it('lists the whole menu, agent application included for a non-agent', () => {
    useUserStore.setState({ userInfo: player() });
    renderAt('/mine', <MemberCentreMenu />);
    expect(items()).toEqual(['基本信息', '代理申请', '代理登录', '交易记录', '投注记录', '返水记录', '活动记录',
      '红包记录', '站内信', '平台公告', 'VIP特权']);
  });

  it('leaves agent application out for an agent', () => {
    useUserStore.setState({ userInfo: player({ isagent: 1 }) });
    renderAt('/mine', <MemberCentreMenu />);
    expect(items()).not.toContain('代理申请');
  });

  it('shows the loading indicator for 500 ms, then navigates', async () => {
    vi.useFakeTimers();
    useUserStore.setState({ userInfo: player() });
    renderAt('/mine', <MemberCentreMenu />);
    fireEvent.click(screen.getByRole('button', { name: '站内信' }));
    expect(useLoadingStore.getState().pending).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(screen.getByTestId('location').textContent).toBe('/mine');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(useLoadingStore.getState().pending).toBe(0);
    expect(screen.getByTestId('location').textContent).toBe('/message?type=2');
  });
});

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

describe('MemberAvatar', () => {
  it('refuses a JPEG without calling the server', async () => {
    const server = serveCalls({});
    renderAt('/mine', <MemberAvatar />);
    const file = new File(['x'], 'me.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('更换头像'), { target: { files: [file] } });
    expect(await screen.findByText('头像图片只能是 GIF 或 PNG 格式！')).toBeTruthy();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('uploads a PNG as multipart, then reads the user info again', async () => {
    useSessionStore.setState({ token: 'tok' });
    const { requests } = serveCalls({ uploadimg: { avatar: '/avatars/1.png' }, user: player({ avatar: '/avatars/1.png' }) });
    renderAt('/mine', <MemberAvatar />);
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('更换头像'), { target: { files: [file] } });
    expect(await screen.findByRole('img', { name: '头像' })).toBeTruthy();
    const upload = requests.find((call) => call.key === 'uploadimg');
    expect((upload?.init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(await screen.findByText('上传成功')).toBeTruthy();
  });
});

describe('VipBadge', () => {
  it('opens the details with the progress percent of the member\'s level', async () => {
    useSessionStore.setState({ token: 'tok' });
    useUserStore.setState({ userInfo: player({ paysum: 500 }) });
    serveCalls({ uservip: [vipLevel({ level: 0, recharge: 0 }), vipLevel({ level: 1, recharge: 2000 }), vipLevel({ level: 2, recharge: 5000 })] });
    renderAt('/mine', <VipBadge />);
    fireEvent.click(screen.getByRole('button', { name: /查看VIP详情/ }));
    const details = await screen.findByRole('region', { name: 'VIP详情' });
    await waitFor(() => expect(details.textContent).toContain('25%'));
    expect(details.textContent).toContain('2000.00');
    expect(details.textContent).toContain('P2');
  });
});
