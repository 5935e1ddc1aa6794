import { act, fireEvent, screen, within } from '@testing-library/react';
import type { UserInfo } from '@lobby/contract';
import { describe, expect, it, vi } from 'vitest';
import { MemberCentreMenu } from '@/features/mine/MemberCentreMenu';
import { useLoadingStore } from '@/stores/loading-store';
import { useUserStore } from '@/lib/member/user-store';
import { renderAt } from '../../support/render';
import { member } from '../../support/fixtures';

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
