import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuickActionBar } from '@/features/quick-actions/QuickActionBar';
import { useGuardedNavigate } from '@/features/quick-actions/useGuardedNavigate';
import { useAppStore } from '@/stores/app-store';
import { useSessionStore } from '@/stores/session-store';
import { useUserStore } from '@/lib/member/user-store';
import { renderAt } from '../../support/render';
import { appInfo, member } from '../../support/fixtures';

const location = () => screen.getByTestId('location').textContent;
const bar = () => within(screen.getByRole('navigation', { name: '快捷操作' }));

describe('QuickActionBar', () => {
  it('shows the member\'s name and balance and opens each page', async () => {
    useSessionStore.setState({ token: 'tok' });
    useUserStore.setState({ userInfo: member({ username: 'player01', balance: 1000.5, gameblance: 0 }) });
    renderAt('/mine', <QuickActionBar />);
    expect(bar().getByText('player01')).toBeTruthy();
    expect(bar().getByText('1,000.50')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '快捷操作' }).textContent).toContain('中心钱包 1,000.50');
    const labels = bar().getAllByRole('button').map((button) => button.textContent);
    expect(labels).toEqual(['线上存款', '线上取款', '优惠中心', '额度转换']);
    fireEvent.click(bar().getByRole('button', { name: '额度转换' }));
    await waitFor(() => expect(location()).toBe('/transfer'));
  });

  it('answers 已在当前页面！ for the page already shown', async () => {
    useSessionStore.setState({ token: 'tok' });
    renderAt('/recharge', <QuickActionBar />);
    fireEvent.click(bar().getByRole('button', { name: '线上存款' }));
    expect(await screen.findByText('已在当前页面！')).toBeTruthy();
    expect(location()).toBe('/recharge');
  });

  it('asks a visitor to log in before the transfer page', async () => {
    renderAt('/activity', <QuickActionBar />);
    fireEvent.click(bar().getByRole('button', { name: '额度转换' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('精彩内容等你来体验，快来登录吧！');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(location()).toBe('/login'));
  });
});

describe('useGuardedNavigate', () => {
  function RedPacketLink() {
    const goTo = useGuardedNavigate();
    return <button type="button" onClick={() => goTo('/hongbao')}>hongbao</button>;
  }

  it('answers 红包已关闭 while red packets are switched off', async () => {
    useSessionStore.setState({ token: 'tok' });
    useAppStore.setState({ appInfo: appInfo({ redpacket_switch: 0 }) });
    renderAt('/mine', <RedPacketLink />);
    fireEvent.click(screen.getByRole('button', { name: 'hongbao' }));
    expect(await screen.findByText('红包已关闭')).toBeTruthy();
    expect(location()).toBe('/mine');
  });
});
