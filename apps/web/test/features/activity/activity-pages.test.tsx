import { fireEvent, screen, waitFor } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { describe, expect, it, vi } from 'vitest';
import ActivityDetailPage from '@/features/activity/ActivityDetailPage';
import ActivityPage from '@/features/activity/ActivityPage';
import { useSessionStore } from '@/stores/session-store';
import { renderAt } from '../../support/render';
import { activity as offer, paged } from '../../support/fixtures';
import { ok, serveCalls } from '../../support/serve-calls';

const activity = (id: number, title: string, state = 1) => offer({
  id,
  title,
  banner: `/b${id}.png`,
  created_at: '2025-01-02 10:00:00',
  state,
  content: '<p>规则正文</p><img src=x onerror="alert(1)">',
  memo: '最终解释权归本站所有',
  can_apply: 1,
});
const page = <T,>(rows: T[]) => paged(rows, 1, 1);

describe('ActivityPage', () => {
  it('lists only published promotions and reloads when the tab changes', async () => {
    const { calls } = serveCalls({
      activitytype: [{ id: 3, name: '体育优惠' }],
      activitylist: ({ payload }) => page(payload.type ? [activity(2, '体育首存')] : [activity(1, '新人首存'), activity(9, '已下架', 0)]),
    });
    renderAt('/activity', <ActivityPage />);
    const link = await screen.findByRole('link', { name: /新人首存/ });
    expect(link.getAttribute('href')).toBe('/activityInfo?id=1');
    expect(screen.getByText(/2025-01-02 10:00:00/)).toBeTruthy();
    expect(screen.queryByText('已下架')).toBeNull();

    fireEvent.click(await screen.findByText('体育优惠'));
    expect(await screen.findByText('体育首存')).toBeTruthy();
    fireEvent.click(screen.getByText('全部优惠'));
    await waitFor(() => expect(calls.activitylist).toHaveLength(3));
    expect(calls.activitylist).toEqual([{ page: 1 }, { type: '3', page: 1 }, { page: 1 }]);
  });
});

describe('ActivityDetailPage', () => {
  it('shows sanitized content and memo, and sends a visitor to log in', async () => {
    // happy-dom's parser does not match a browser's, so the sanitizer's result is checked in e2e; here, that it runs.
    const sanitize = vi.spyOn(DOMPurify, 'sanitize');
    serveCalls({ activitydeatil: activity(1, '新人首存') });
    renderAt('/activityInfo?id=1', <ActivityDetailPage />);
    expect(await screen.findByText('规则正文')).toBeTruthy();
    expect(sanitize).toHaveBeenCalledWith(activity(1, '').content, expect.objectContaining({ FORBID_TAGS: ['style'] }));
    expect(screen.getByText('最终解释权归本站所有')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '登录后报名' }));
    expect(screen.getByTestId('location').textContent).toBe('/login?redirect=%2FactivityInfo%3Fid%3D1');
  });

  it('lets a member apply with a digits-only amount and shows the answer', async () => {
    useSessionStore.setState({ token: 'tok' });
    const { calls } = serveCalls({
      activitydeatil: activity(1, '新人首存'),
      doactivityapply: ok(null, '申请成功，请等待审核'),
    });
    renderAt('/activityInfo?id=1', <ActivityDetailPage />);
    fireEvent.click(await screen.findByRole('button', { name: '立即报名' }));
    expect(await screen.findByText('活动申请')).toBeTruthy();
    const input = screen.getByRole('textbox') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1a2' } });
    expect(input.value).toBe('12');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(screen.getByText('确认提交'));
    expect(await screen.findByText('请输入正确的金额')).toBeTruthy();
    fireEvent.change(input, { target: { value: '500' } });
    fireEvent.click(screen.getByText('确认提交'));
    expect(await screen.findByText('申请成功，请等待审核')).toBeTruthy();
    expect(calls.doactivityapply[0]).toEqual({ activityid: 1, amount: 500 });
  });

  it('offers a member no sign-up when the promotion takes no applications', async () => {
    useSessionStore.setState({ token: 'tok' });
    serveCalls({ activitydeatil: { ...activity(1, '新人首存'), can_apply: 0 } });
    renderAt('/activityInfo?id=1', <ActivityDetailPage />);
    await screen.findByText('规则正文');
    expect(screen.queryByRole('button', { name: /报名/ })).toBeNull();
  });
});
