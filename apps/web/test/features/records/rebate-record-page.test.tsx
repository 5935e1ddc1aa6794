import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RebateRecordPage from '@/features/records/RebateRecordPage';
import { useSessionStore } from '@/stores/session-store';
import { useUserStore } from '@/lib/member/user-store';
import { renderAt } from '../../support/render';
import { layOutInfiniteScroll } from '../../support/infinite-scroll';
import { member, paged } from '../../support/fixtures';
import { ok, serveCalls } from '../../support/serve-calls';

const rebate = (state: number) => ({
  gamename: '演示场馆', money: 1.25, created_at: '2025-01-02 00:10:00', updated_at: state ? '2025-01-02 09:00:00' : '2025-01-02 00:10:00', state,
});

describe('RebateRecordPage', () => {
  layOutInfiniteScroll();

  it('refuses a claim while nothing is pending', async () => {
    useSessionStore.setState({ token: 'tok' });
    const { calls } = serveCalls({ balancelist: [], getfanshui: { list: paged([rebate(1)], 1, 1), jisuan: 1.25, nojisuan: 0 } });
    renderAt('/fanshui', <RebateRecordPage />);
    expect(await screen.findByText('2025-01-02 09:00:00')).toBeTruthy();
    expect(screen.getByText('1.25元')).toBeTruthy();
    expect(screen.getByRole('button', { name: '点击领取' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '点击领取' }));
    expect(await screen.findByText('暂无领取额度！')).toBeTruthy();
    expect(calls.dofanshui).toEqual([]);
  });

  it('claims, shows the message, refreshes the user and reloads the totals and rows', async () => {
    useSessionStore.setState({ token: 'tok' });
    let claimed = false;
    const { calls } = serveCalls({
      balancelist: [],
      dofanshui: () => {
        claimed = true;
        return ok(null, '领取成功');
      },
      user: member({ username: 'member1', balance: 1001.25 }),
      getfanshui: () =>
        claimed ? { list: paged([rebate(1)], 1, 1), jisuan: 1.25, nojisuan: 0 } : { list: paged([rebate(0)], 1, 1), jisuan: 0, nojisuan: 1.25 },
    });
    renderAt('/fanshui', <RebateRecordPage />);
    const list = await screen.findByRole('list', { name: '返水记录' });
    expect(within(list).getByText('暂未领取')).toBeTruthy();
    expect(calls.getfanshui[0]).toEqual({ date: 4, page: 1, api_type: '', type: '' });
    expect(screen.getByRole('button', { name: '点击领取' }).getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: '点击领取' }));
    expect(await screen.findByText('领取成功')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('list', { name: '返水记录' })).getByText('2025-01-02 09:00:00')).toBeTruthy());
    expect(screen.queryByText('暂未领取')).toBeNull();
    expect(screen.getByText('1.25元', { selector: 'dd' }).previousElementSibling?.textContent).toBe('累计领取');
    expect(useUserStore.getState().userInfo?.balance).toBe(1001.25);
    // Nothing pending any more: disabled again.
    expect(screen.getByRole('button', { name: '点击领取' }).getAttribute('aria-disabled')).toBe('true');
  });
});
