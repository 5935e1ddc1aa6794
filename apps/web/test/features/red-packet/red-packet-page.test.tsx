import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RedPacketPage from '@/features/red-packet/RedPacketPage';
import { useSessionStore } from '@/stores/session-store';
import { renderAt } from '../../support/render';
import { networkFailure, refused, serveCalls, type Answer } from '../../support/serve-calls';

const rule = { start_time: '2025-01-01', end_time: '2025-12-31', day_flow: 1000, flow_money: 5000, recharge: 100 };
const status = (sendnums: number) => ({ sendnums, acquirednum: 1, max_times: 3, rules: [rule] });

/** The member's red-packet status, and the grab's answer when the test grabs. */
function serve(sendnums: number, grab?: Answer<'douserredpacket'>) {
  useSessionStore.setState({ token: 'tok' });
  return serveCalls({ userredpacket: status(sendnums), ...(grab && { douserredpacket: grab }) });
}
const grab = async () => fireEvent.click(await screen.findByRole('button', { name: '抢红包' }));

describe('RedPacketPage', () => {
  // 10:30 Beijing time, inside the activity's dates: the window is open, the grab button offered.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-02T10:30:00+08:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the counts, the rules table and the rules text', async () => {
    serve(2);
    renderAt('/hongbao', <RedPacketPage />);
    expect(await screen.findByText('2025-01-01~2025-12-31')).toBeTruthy();
    expect(screen.getByText('1,000.00-5,000.00')).toBeTruthy();
    expect(screen.getByText('剩余次数').nextElementSibling?.textContent).toBe('2');
    expect(screen.getByText('已抢次数').nextElementSibling?.textContent).toBe('1');
    expect(screen.getByText('最多可抢').nextElementSibling?.textContent).toBe('3');
    expect(screen.getByText('抢红包时间：每日北京时间10:00-12:00。')).toBeTruthy();
    expect(screen.getByText('活动日期以美东时间为准。')).toBeTruthy();
  });

  describe('once the day\'s window is over', () => {
    it('says so on the grab button, which is unavailable, instead of offering recharge', async () => {
      // 13:00 Beijing time, inside the activity's dates: today's 10:00-12:00 has passed.
      vi.setSystemTime(new Date('2025-06-02T13:00:00+08:00'));
      const { calls } = serve(0);
      renderAt('/hongbao', <RedPacketPage />);
      const button = await screen.findByRole('button', { name: '今日已结束' });
      expect((button as HTMLButtonElement).disabled).toBe(true);
      expect(screen.queryByRole('button', { name: '抢红包' })).toBeNull();
      fireEvent.click(button);
      expect(screen.queryByText('您还未满足条件，快去完成吧！')).toBeNull();
      expect(calls.douserredpacket).toEqual([]);
    });

    it('says the activity has ended once its last day is past', async () => {
      vi.setSystemTime(new Date('2026-03-02T11:00:00+08:00'));
      serve(2);
      renderAt('/hongbao', <RedPacketPage />);
      expect(((await screen.findByRole('button', { name: '活动已结束' })) as HTMLButtonElement).disabled).toBe(true);
    });
  });

  it('blocks the grab when none is left, offering recharge', async () => {
    const { calls } = serve(0);
    renderAt('/hongbao', <RedPacketPage />);
    await screen.findByText('2025-01-01~2025-12-31');
    await grab();
    expect(await screen.findByText('您还未满足条件，快去完成吧！')).toBeTruthy();
    fireEvent.click(screen.getByText('立即充值'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/recharge'));
    expect(calls.douserredpacket).toEqual([]);
  });

  it('shows the won amount', async () => {
    serve(2, { redpacketmoney: 8.88 });
    renderAt('/hongbao', <RedPacketPage />);
    await screen.findByText('2025-01-01~2025-12-31');
    await grab();
    expect(await screen.findByText('恭喜您抢到8.88元红包')).toBeTruthy();
  });

  it('shows a won amount of a thousand or more with separators', async () => {
    serve(2, { redpacketmoney: 1288 });
    renderAt('/hongbao', <RedPacketPage />);
    await screen.findByText('2025-01-01~2025-12-31');
    await grab();
    expect(await screen.findByText('恭喜您抢到1,288.00元红包')).toBeTruthy();
  });

  it('shows a not-started refusal without the recharge button', async () => {
    serve(2, refused(400, '活动尚未开始'));
    renderAt('/hongbao', <RedPacketPage />);
    await screen.findByText('2025-01-01~2025-12-31');
    await grab();
    expect(await screen.findByText('活动尚未开始')).toBeTruthy();
    expect(screen.queryByText('立即充值')).toBeNull();
  });

  it('offers recharge when the server finds the member not eligible, and shows other refusals as they are', async () => {
    let answer = '您还未满足条件，快去完成吧！';
    serve(2, () => refused(400, answer));
    renderAt('/hongbao', <RedPacketPage />);
    await screen.findByText('2025-01-01~2025-12-31');
    await grab();
    expect(await screen.findByText('立即充值')).toBeTruthy();
    fireEvent.click(screen.getByText('我知道了'));
    answer = '红包已被抢完，请下次再来';
    await grab();
    expect(await screen.findByText(answer)).toBeTruthy();
    expect(screen.queryByText('立即充值')).toBeNull();
  });

  it('shows the server error text when the grab fails', async () => {
    serve(2, networkFailure);
    renderAt('/hongbao', <RedPacketPage />);
    await screen.findByText('2025-01-01~2025-12-31');
    await grab();
    expect(await screen.findByText('服务器异常，请稍后再试！')).toBeTruthy();
  });
});
