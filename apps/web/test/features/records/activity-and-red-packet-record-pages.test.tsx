import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ActivityRecordPage from '@/features/records/ActivityRecordPage';
import RedPacketRecordPage from '@/features/records/RedPacketRecordPage';
import { useSessionStore } from '@/stores/session-store';
import { renderAt } from '../../support/render';
import { layOutInfiniteScroll } from '../../support/infinite-scroll';
import { paged } from '../../support/fixtures';
import { serveCalls } from '../../support/serve-calls';

describe('ActivityRecordPage', () => {
  layOutInfiniteScroll();

  it('lists the applications a page at a time with their review states', async () => {
    useSessionStore.setState({ token: 'tok' });
    const { calls } = serveCalls({
      activityApplyLog: ({ payload: { page } }) => {
        const states = page === 1 ? [1, 2] : [3];
        return paged(states.map((state) => ({ activity_name: `活动${page}-${state}`, created_at: '2025-01-02 10:00:00', state })), page, 2, 3);
      },
    });
    renderAt('/activityRecord', <ActivityRecordPage />);
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    const list = screen.getByRole('list', { name: '活动记录' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    for (const state of ['待审核', '审核通过', '审核拒绝']) expect(within(list).getByText(state)).toBeTruthy();
    expect(calls.activityApplyLog.map((payload) => payload.page)).toEqual([1, 2]);
  });

  it('shows the empty illustration the articles use when there is no application', async () => {
    useSessionStore.setState({ token: 'tok' });
    serveCalls({ activityApplyLog: paged([], 1, 0) });
    renderAt('/activityRecord', <ActivityRecordPage />);
    const text = await screen.findByText('空空如也');
    expect(text.previousElementSibling?.tagName.toLowerCase()).toBe('svg');
  });
});

describe('RedPacketRecordPage', () => {
  layOutInfiniteScroll();

  it('shows the grab counts and rows, and 前往领取 opens /hongbao', async () => {
    useSessionStore.setState({ token: 'tok' });
    serveCalls({
      userredpacket: { sendnums: 2, acquirednum: 1, max_times: 3, rules: [] },
      redpacket: paged([{ money: 500, redpacketmoney: 8.88, created_at: '2025-01-02 09:00:00', usetime: '2025-01-02 10:30:00' }], 1, 1),
    });
    renderAt('/welfare', <RedPacketRecordPage />);
    expect(await screen.findByText('8.88')).toBeTruthy();
    expect(screen.getByText('500.00')).toBeTruthy();
    expect(screen.getByText('剩余次数').nextElementSibling?.textContent).toBe('2');
    expect(screen.getByText('已领取次数').nextElementSibling?.textContent).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: '前往领取' }));
    expect(screen.getByTestId('location').textContent).toBe('/hongbao');
  });

  it('says 空空如也 before any grab', async () => {
    useSessionStore.setState({ token: 'tok' });
    serveCalls({ userredpacket: { sendnums: 0, acquirednum: 0, max_times: 0, rules: [] }, redpacket: paged([], 1, 0) });
    renderAt('/welfare', <RedPacketRecordPage />);
    expect(await screen.findByText('空空如也')).toBeTruthy();
  });
});
